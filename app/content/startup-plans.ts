import { contactHref } from "./contact-fields.js";
import { startupTiers } from "./pricing";
import type { Cta, PricingTier } from "./schemas";

/**
 * The startup tiers as both startup pages show them (/startup and /solutions/startups):
 * the same section, prices and buttons on each, so they are typed here once.
 */
export const startupPlansSection = {
  id: "startup-plans",
  heading: "Plans that grow with your round",
  lead: "Start free at seed stage and upgrade when the team does. Prices are per seat.",
  pricingLink: { label: "See every plan on the pricing page", href: "/pricing" },
} satisfies { id: string; heading: string; lead: string; pricingLink: Cta };

/** Where a hero's button points to jump down to the tiers. */
export const startupPlansAnchor = `#${startupPlansSection.id}`;

/** Where each tier's button goes: the self-serve plans to pricing, Enterprise to sales. */
const tierCtas: Record<string, Cta> = {
  "Seed Stage": { label: "Start for Free", href: "/pricing" },
  "Series A": { label: "Choose Series A", href: "/pricing" },
  Enterprise: { label: "Talk to Sales", href: contactHref("sales") },
};

export interface StartupPlan {
  tier: PricingTier;
  cta: Cta;
  highlighted: boolean;
}

/** The three startup tiers (prices from the shared plans) with their buttons. */
export const startupPlans: StartupPlan[] = startupTiers.map((tier) => {
  const cta = tierCtas[tier.name];
  if (!cta) throw new Error(`No button for the ${tier.name} tier`);
  return { tier, cta, highlighted: tier.name === "Series A" };
});
