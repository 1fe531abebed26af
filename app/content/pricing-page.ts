import { apiKeyLocation } from "./api-access";
import { contactHref } from "./contact-fields.js";
import {
  apiRequestsPerMinute,
  type BillingPeriod,
  plans,
  trialDays,
  yearlySavingPercent,
} from "./pricing";
import type { Cta, PlanId } from "./schemas";
import { site } from "./site";

/** Copy of the pricing page; the prices and limits themselves come from `pricing.ts`. */

export const pricingHero = {
  eyebrow: "Pricing",
  title: "Plans that grow with your team",
  lead: `Start free and upgrade when your team needs more. Every paid plan begins with a ${trialDays}-day free trial, no credit card required.`,
};

export const plansSection = {
  heading: "Choose your plan",
  billingLegend: "Billing period",
  periods: [
    { value: "monthly", label: "Monthly" },
    { value: "yearly", label: `Yearly (save ${yearlySavingPercent}%)` },
  ] satisfies { value: BillingPeriod; label: string }[],
  billingNote: {
    monthly: "Prices are per seat, per month, billed monthly. Change or cancel at any time.",
    yearly: `Prices are per seat, per month, billed yearly: at least ${yearlySavingPercent}% less than paying monthly.`,
  },
  /** A plan's price per seat and month, as the card's big figure shows it ($0 on Free). */
  price: (perSeatPerMonth: number) => `$${perSeatPerMonth}`,
  perSeat: "per seat / month",
  /** The line under a paid plan's price: how the checked period bills it. */
  billedNote: {
    monthly: () => "Billed monthly",
    yearly: (perSeatPerMonth) => `$${perSeatPerMonth * 12} per seat, billed yearly`,
  } satisfies Record<BillingPeriod, (perSeatPerMonth: number) => string>,
  freeNote: "Free forever",
  customPrice: "Custom",
  customNote: "Priced for your organisation",
  mostPopular: "Most popular",
  /** Read after a plan button's label, so "Start Free Trial" names the plan it starts. */
  buttonPlan: (planName: string) => `on the ${planName} plan`,
  highlightedPlan: "team" satisfies PlanId,
  seeComparison: { label: "Compare every feature", href: "#compare" },
};

/** What each plan's button does: a link to a page, or a short note shown as a toast. */
export type PlanAction =
  | { kind: "link"; label: string; href: string }
  | { kind: "toast"; label: string; title: string; description: string };

const trialNote =
  "Trials start from the sign-up screen of the Flowboard app. This preview site does not create workspaces, so nothing was sent.";

export const planActions: Record<PlanId, PlanAction> = {
  free: {
    kind: "toast",
    label: "Get Started Free",
    title: "Create your free workspace in the app",
    description:
      "The Free plan starts from the sign-up screen of the Flowboard app. This preview site does not create workspaces, so nothing was sent.",
  },
  team: {
    kind: "toast",
    label: "Start Free Trial",
    title: `Start a ${trialDays}-day Team trial`,
    description: trialNote,
  },
  business: {
    kind: "toast",
    label: "Start Free Trial",
    title: `Start a ${trialDays}-day Business trial`,
    description: trialNote,
  },
  enterprise: { kind: "link", label: "Contact Sales", href: contactHref("sales") },
};

export const comparisonSection = {
  id: "compare",
  heading: "Compare plans",
  lead: "Everything each plan includes, side by side.",
};

export const faqSection = {
  heading: "Frequently asked questions",
};

export const developerProgram = {
  id: "developer",
  heading: "Developer program and API keys",
  lead: `API keys come with every plan, Free included. Build an integration for your own team, or publish an app to the marketplace, where ${site.figures.liveApps} live apps have over ${site.figures.appInstalls} installs.`,
  keyHeading: "Get your API key",
  keySteps: [
    "Create a workspace on any plan, including Free.",
    `Open ${apiKeyLocation} and choose Generate key.`,
    "Send it in the Authorization header of every request, using the Bearer scheme:",
  ],
  programHeading: "What the developer program adds",
  benefits: [
    "A sandbox workspace, separate from your team's real data",
    "Notice of API changes at least 90 days before they ship",
    "Review and listing of your app in the Flowboard marketplace",
    "Monthly office hours with the engineers who build the API",
  ],
  limitsHeading: "API requests per minute, per key",
  limits: plans.map((plan) => ({ plan: plan.name, perMinute: apiRequestsPerMinute[plan.id] })),
  join: {
    label: "Join the Developer Program",
    title: "Join from your workspace",
    description: `Open ${apiKeyLocation} in Flowboard and choose Join the Developer Program. This preview site does not create accounts, so nothing was sent.`,
  },
  links: [
    { label: "Read the API Docs", href: "/resources/api-docs" },
    { label: "Explore Developer Tools", href: "/features/developer-tools" },
  ] satisfies Cta[],
};

export const pricingCta = {
  heading: "Not sure which plan fits?",
  lead: "Tell us how your team works and we will suggest a plan, or set up a walk-through of Flowboard with your own boards.",
  primary: { label: "Talk to Sales", href: "/contact" },
  secondary: { label: "Browse Use Cases", href: "/use-cases" },
} satisfies { heading: string; lead: string; primary: Cta; secondary: Cta };
