import startupPlansFile from "../../content/pricing/startup-plans.json" with { type: "json" };
import type { CurrencyCode } from "../lib/currencies.js";
import { formatMonthlyPrice, languageCurrency, planById } from "./pricing";
import type { Cta, PlanId, PricingTier } from "./schemas";
import type { StartupPlansContent } from "./startup-plans.schema";

/**
 * The startup tiers as both startup pages show them (/startup and /solutions/startups), from
 * content/pricing/startup-plans.json: the same section, prices and buttons on each. A tier
 * names its plan by id, so its price is the plan's one figure in plans.json.
 */
const content = startupPlansFile as StartupPlansContent;

export const startupPlansSection = content.section;

/** Where a hero's button points to jump down to the tiers. */
export const startupPlansAnchor = `#${startupPlansSection.id}`;

/**
 * The startup page's tiers (docs/spec/site-spec.md §2.9): Seed Stage (Free), Series A ($49/month),
 * Enterprise (Custom).
 */
export const startupTiersIn = (currency: CurrencyCode): PricingTier[] =>
  content.tiers.map((tier) => {
    const plan = planById(tier.plan as PlanId);
    return {
      name: tier.name,
      price: formatMonthlyPrice(plan, currency),
      features: [...plan.features],
    };
  });
export const startupTiers: PricingTier[] = startupTiersIn(languageCurrency());

export interface StartupPlan {
  tier: PricingTier;
  cta: Cta;
  highlighted: boolean;
}

/** The startup tiers (prices from the shared plans, in `currency`) with their buttons. */
export function startupPlansIn(currency: CurrencyCode = languageCurrency()): StartupPlan[] {
  const tiers = startupTiersIn(currency);
  return content.tiers.map((tier, index) => ({
    tier: tiers[index] as PricingTier,
    cta: tier.cta,
    highlighted: tier.highlighted,
  }));
}
export const startupPlans: StartupPlan[] = startupPlansIn();
