import { rateLimitsPerMinute } from "virtual:openapi/rate-limits";
import pricingFile from "../../content/pricing/plans.json" with { type: "json" };
import { type CurrencyCode, languageCurrency } from "../lib/currencies.js";
import { formatPrice } from "../lib/format-number";
import type { PlanRecord, PricingContent } from "./pricing.schema";
import { smallestYearlySaving } from "./pricing-saving";
import type { Plan, PlanId } from "./schemas";
import { fillSlots } from "./slots";

/**
 * The plans, one record per plan, from content/pricing/plans.json: each price and limit is
 * typed there once. The pricing page shows them all; the startup pages' three tiers
 * (startup-plans.ts) are views of the same plans, and a sentence elsewhere names a figure as
 * {{plans.<id>.<field>}}. Prices are per seat per month (`monthlyPrice` billed monthly,
 * `yearlyPrice` billed yearly); null means "talk to us".
 */
export type { Plan, PlanId };

const pricing = pricingFile as PricingContent;

/** Length of the free trial every paid plan starts with. */
export const trialDays = pricing.trialDays;

const records = pricing.plans;
function recordOf(id: PlanId): PlanRecord {
  const record = records.find((candidate) => candidate.id === id);
  if (!record) throw new Error(`No plan with id ${id}`);
  return record;
}
const perPlan = <T>(value: (record: PlanRecord) => T) =>
  Object.fromEntries(records.map((record) => [record.id, value(record)])) as Record<PlanId, T>;

/**
 * Limits and capabilities stated both in a plan's feature list and in the comparison
 * table (pricing-comparison.ts): each is written in plans.json once and both read it.
 */
export const freeSeatLimit = recordOf("free").limits.seats as number;
export const freeBoardLimit = recordOf("free").limits.boards as number;
export const uptimeSla = recordOf("enterprise").limits.uptimeSla as number;
export const automationActionsPerMonth = perPlan(
  (record) => record.limits.automationActionsPerMonth,
);
/** How many boards one dashboard can add up; null means no limit. */
export const dashboardBoardLimit = perPlan((record) => record.limits.boardsPerDashboard);
/** API requests per minute per API key (openapi.yaml's info); the developer section lists them too. */
export const apiRequestsPerMinute: Record<PlanId, number> = rateLimitsPerMinute;
export const supportByPlan = perPlan((record) => record.limits.support);
export const capability = pricing.capabilities;

/** The plans as their cards show them: the limits are read above, by name. */
// The schema has named any currency a price lacks (pricing.schema.ts): each has all four.
export const plans = records.map(({ limits: _limits, ...plan }) => plan) as readonly Plan[];

export function planById(id: PlanId): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`No plan with id ${id}`);
  return plan;
}

export { languageCurrency };

/** The words around a price: the currency choice's name, each currency's, and the tax note. */
export const priceWords = pricing.priceWords;

export type BillingPeriod = "monthly" | "yearly";

/** The per-seat monthly price a plan costs on a billing period, in `currency`; null for "talk to us". */
export function pricePerSeat(
  plan: Plan,
  period: BillingPeriod,
  currency: CurrencyCode = languageCurrency(),
): number | null {
  const prices = period === "monthly" ? plan.monthlyPrice : plan.yearlyPrice;
  return prices === null ? null : (prices[currency] ?? null);
}

/** "Free", "$49/month" or "Custom": how a plan's monthly price reads ("45 €/Monat" in German). */
export function formatMonthlyPrice(
  plan: Plan,
  currency: CurrencyCode = languageCurrency(),
): string {
  const words = pricing.priceWords;
  const price = pricePerSeat(plan, "monthly", currency);
  if (price === null) return words.custom;
  if (price === 0) return words.free;
  return fillSlots(words.monthly, { price: formatPrice(price, currency) });
}

/**
 * A sentence that names plans' prices in the language's currency (a {{plans.team.monthlyPrice}}
 * filled at build) with those prices in `currency` instead: the FAQ on a page the visitor
 * switched to another currency names the prices its cards show.
 */
export function inCurrency(sentence: string, currency: CurrencyCode): string {
  const own = languageCurrency();
  if (currency === own) return sentence;
  let written = sentence;
  for (const plan of plans)
    for (const period of ["monthly", "yearly"] as const) {
      const from = pricePerSeat(plan, period, own);
      const to = pricePerSeat(plan, period, currency);
      if (from === null || to === null || from === 0) continue;
      written = written.replaceAll(formatPrice(from, own), formatPrice(to, currency));
    }
  return written;
}

/** The smallest saving yearly billing gives on a paid plan, in whole percent (20 today). */
export const yearlySavingPercent = smallestYearlySaving(plans);
