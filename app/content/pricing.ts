import type { PricingTier } from "./schemas";

/**
 * The plans, one record per plan. The pricing page shows them all; the startup page's
 * three tiers (spec 2.9) are views of the same plans, so a price is typed once.
 */
export interface Plan {
  id: "free" | "team" | "business" | "enterprise";
  name: string;
  /** Price per seat per month when billed monthly; null for "talk to us" plans. */
  monthlyPrice: number | null;
  /** Price per seat per month when billed yearly; null for "talk to us" plans. */
  yearlyPrice: number | null;
  summary: string;
  features: string[];
}

export const plans = [
  {
    id: "free",
    name: "Free",
    monthlyPrice: 0,
    yearlyPrice: 0,
    summary: "For individuals and small teams getting organised.",
    features: [
      "Up to 2 seats",
      "3 boards",
      "Kanban and list views",
      "200+ templates",
      "iOS and Android apps",
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
      "Timeline, Gantt and calendar views",
      "250 automation actions per month",
      "Integrations with 100+ apps",
      "Guest access",
    ],
  },
  {
    id: "business",
    name: "Business",
    monthlyPrice: 99,
    yearlyPrice: 79,
    summary: "For departments running complex workflows and reporting.",
    features: [
      "25,000 automation actions per month",
      "Dashboards across 50 boards",
      "Sales CRM pipeline and forecasting",
      "Time tracking and workload view",
      "Priority support",
    ],
  },
  {
    id: "enterprise",
    name: "Enterprise",
    monthlyPrice: null,
    yearlyPrice: null,
    summary: "For organisations that need security, control and scale.",
    features: [
      "SAML single sign-on and SCIM",
      "Audit log and advanced permissions",
      "Data residency options",
      "99.9% uptime SLA",
      "Dedicated success manager",
    ],
  },
] as const satisfies readonly Plan[];

export type PlanId = Plan["id"];

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

/** The startup page's tiers (spec 2.9): Seed Stage (Free), Series A ($49/month), Enterprise (Custom). */
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
