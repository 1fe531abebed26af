import { rateLimitsPerMinute } from "virtual:openapi/rate-limits";
import type { Plan, PlanId, PricingTier } from "./schemas";
import { site } from "./site";

/**
 * The plans, one record per plan. The pricing page shows them all; the startup page's
 * three tiers (docs/spec/site-spec.md §2.9) are views of the same plans, so a price is typed once.
 * Prices are per seat per month (`monthlyPrice` billed monthly, `yearlyPrice` billed
 * yearly); null means "talk to us".
 */
export type { Plan, PlanId };

/** Length of the free trial every paid plan starts with. */
export const trialDays = 14;

const count = new Intl.NumberFormat("en-US");

/**
 * Limits and capabilities stated both in a plan's feature list and in the comparison
 * table (pricing-comparison.ts): each is written here once and both read it.
 */
export const freeSeatLimit = 2;
export const freeBoardLimit = 3;
const templateCount = "200+";
export const uptimeSla = "99.9%";
export const automationActionsPerMonth: Record<PlanId, number> = {
  free: 100,
  team: 250,
  business: 25_000,
  enterprise: 250_000,
};
/** How many boards one dashboard can add up; null means no limit. */
export const dashboardBoardLimit: Record<PlanId, number | null> = {
  free: 1,
  team: 5,
  business: 50,
  enterprise: null,
};
/** API requests per minute per API key (openapi.yaml's info); the developer section lists them too. */
export const apiRequestsPerMinute: Record<PlanId, number> = rateLimitsPerMinute;
export const supportByPlan: Record<PlanId, string> = {
  free: "Help Center and community",
  team: "Email support",
  business: "Priority support",
  enterprise: "Dedicated success manager",
};
export const capability = {
  kanban: "Kanban and list views",
  templates: `${templateCount} templates`,
  mobileApps: "iOS and Android apps",
  timeline: "Timeline, Gantt and calendar views",
  branching: "Multi-step automations with branching",
  integrations: `Integrations with ${site.figures.integrations} apps`,
  api: "REST and GraphQL API, webhooks",
  guests: "Guest access",
  crm: "Sales CRM pipeline and forecasting",
  timeTracking: "Time tracking and workload view",
  sso: "SAML single sign-on and SCIM",
  audit: "Audit log and advanced permissions",
  residency: "Data residency options",
};
const automationActions = (id: PlanId) =>
  `${count.format(automationActionsPerMonth[id])} automation actions per month`;

export const plans = [
  {
    id: "free",
    name: "Free",
    monthlyPrice: 0,
    yearlyPrice: 0,
    summary: "For individuals and small teams getting organised.",
    features: [
      `Up to ${freeSeatLimit} seats`,
      `${freeBoardLimit} boards`,
      capability.kanban,
      capability.templates,
      capability.mobileApps,
    ],
  },
  {
    id: "team",
    name: "Team",
    monthlyPrice: 49,
    yearlyPrice: 39,
    summary: "For growing teams that collaborate across projects.",
    features: [
      "Unlimited boards and items",
      capability.timeline,
      automationActions("team"),
      capability.integrations,
      capability.guests,
    ],
  },
  {
    id: "business",
    name: "Business",
    monthlyPrice: 99,
    yearlyPrice: 79,
    summary: "For departments running complex workflows and reporting.",
    features: [
      automationActions("business"),
      `Dashboards across ${dashboardBoardLimit.business} boards`,
      capability.crm,
      capability.timeTracking,
      supportByPlan.business,
    ],
  },
  {
    id: "enterprise",
    name: "Enterprise",
    monthlyPrice: null,
    yearlyPrice: null,
    summary: "For organisations that need security, control and scale.",
    features: [
      capability.sso,
      capability.audit,
      capability.residency,
      `${uptimeSla} uptime SLA`,
      supportByPlan.enterprise,
    ],
  },
] as const satisfies readonly Plan[];

export function planById(id: PlanId): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`No plan with id ${id}`);
  return plan;
}

/** "Free", "$49/month" or "Custom": how a plan's monthly price reads. */
export function formatMonthlyPrice(plan: Plan): string {
  if (plan.monthlyPrice === null) return "Custom";
  if (plan.monthlyPrice === 0) return "Free";
  return `$${plan.monthlyPrice}/month`;
}

export type BillingPeriod = "monthly" | "yearly";

/** The per-seat monthly price a plan costs on a billing period; null for "talk to us". */
export function pricePerSeat(plan: Plan, period: BillingPeriod): number | null {
  return period === "monthly" ? plan.monthlyPrice : plan.yearlyPrice;
}

/** The smallest saving yearly billing gives on a paid plan, in whole percent (20 today). */
export const yearlySavingPercent = Math.min(
  ...plans.flatMap((plan) =>
    plan.monthlyPrice && plan.yearlyPrice !== null
      ? [Math.floor((1 - plan.yearlyPrice / plan.monthlyPrice) * 100)]
      : [],
  ),
);

/**
 * The startup page's tiers (docs/spec/site-spec.md §2.9): Seed Stage (Free), Series A ($49/month),
 * Enterprise (Custom).
 */
export const startupTiers: PricingTier[] = [
  {
    name: "Seed Stage",
    price: formatMonthlyPrice(planById("free")),
    features: [...planById("free").features],
  },
  {
    name: "Series A",
    price: formatMonthlyPrice(planById("team")),
    features: [...planById("team").features],
  },
  {
    name: "Enterprise",
    price: formatMonthlyPrice(planById("enterprise")),
    features: [...planById("enterprise").features],
  },
];
