import { rateLimitsPerMinute } from "virtual:openapi/rate-limits";
import pricingFile from "../../content/pricing/plans.json" with { type: "json" };
import { formatUsd } from "../lib/format-number";
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
export const plans: readonly Plan[] = records.map(({ limits: _limits, ...plan }) => plan);

export function planById(id: PlanId): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`No plan with id ${id}`);
  return plan;
}

/** "Free", "$49/month" or "Custom": how a plan's monthly price reads ("49 $/Monat" in German). */
export function formatMonthlyPrice(plan: Plan): string {
  const words = pricing.priceWords;
  if (plan.monthlyPrice === null) return words.custom;
  if (plan.monthlyPrice === 0) return words.free;
  return fillSlots(words.monthly, { price: formatUsd(plan.monthlyPrice) });
}

export type BillingPeriod = "monthly" | "yearly";

/** The per-seat monthly price a plan costs on a billing period; null for "talk to us". */
export function pricePerSeat(plan: Plan, period: BillingPeriod): number | null {
  return period === "monthly" ? plan.monthlyPrice : plan.yearlyPrice;
}

/** The smallest saving yearly billing gives on a paid plan, in whole percent (20 today). */
export const yearlySavingPercent = smallestYearlySaving(plans);
