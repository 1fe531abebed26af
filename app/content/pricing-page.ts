import pageFile from "../../content/pricing/page.json" with { type: "json" };
import type { CurrencyCode } from "../lib/currencies.js";
import { formatPrice } from "../lib/format-number";
import { apiKeyLocation } from "./api-access";
import { apiRequestsPerMinute, type BillingPeriod, languageCurrency, plans } from "./pricing";
import type { PricingPageContent } from "./pricing-page.schema";
import type { PlanId } from "./schemas";
import { fillSlots } from "./slots";

/**
 * Copy of the pricing page, from content/pricing/page.json; the prices and limits
 * themselves come from `pricing.ts` (content/pricing/plans.json).
 */
const page = pageFile as PricingPageContent;

export const pricingMeta = page.meta;
export const pricingHero = page.hero;

const copy = page.plansSection;
export const plansSection = {
  ...copy,
  periods: copy.periods as { value: BillingPeriod; label: string }[],
  /** A plan's price per seat and month, as the card's big figure shows it ($0 on Free). */
  price: (perSeatPerMonth: number, currency: CurrencyCode = languageCurrency()) =>
    fillSlots(copy.price, { price: formatPrice(perSeatPerMonth, currency) }),
  /** The line under a paid plan's price: how the checked period bills it. */
  billedNote: {
    monthly: () => copy.billedNote.monthly,
    yearly: (perSeatPerMonth, currency = languageCurrency()) =>
      fillSlots(copy.billedNote.yearly, { total: formatPrice(perSeatPerMonth * 12, currency) }),
  } satisfies Record<BillingPeriod, (perSeatPerMonth: number, currency?: CurrencyCode) => string>,
  /** Read after a plan button's label, so "Start Free Trial" names the plan it starts. */
  buttonPlan: (planName: string) => fillSlots(copy.buttonPlan, { plan: planName }),
  highlightedPlan: copy.highlightedPlan as PlanId,
};

/** What each plan's button does: a link to a page, or a short note shown as a toast. */
export type PlanAction =
  | { kind: "link"; label: string; href: string }
  | { kind: "toast"; label: string; title: string; description: string };

const { trialNote, ...actions } = page.planActions;
export const planActions = Object.fromEntries(
  Object.entries(actions).map(([id, action]) => [
    id,
    action.kind === "toast" ? { ...action, description: action.description ?? trialNote } : action,
  ]),
) as Record<PlanId, PlanAction>;

export const comparisonSection = page.comparisonSection;
export const faqSection = page.faqSection;

const developer = page.developerProgram;
export const developerProgram = {
  id: developer.id,
  heading: developer.heading,
  lead: developer.lead,
  keyHeading: developer.keyHeading,
  keySteps: developer.keySteps.map((step) => fillSlots(step, { apiKeyLocation })),
  programHeading: developer.programHeading,
  benefits: developer.benefits,
  limitsHeading: developer.limitsHeading,
  limits: plans.map((plan) => ({ plan: plan.name, perMinute: apiRequestsPerMinute[plan.id] })),
  join: {
    ...developer.join,
    description: fillSlots(developer.join.description, { apiKeyLocation }),
  },
  links: developer.links,
};

export const pricingCta = page.pricingCta;
