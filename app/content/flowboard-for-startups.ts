import type { Cta, FeatureCard, HeroCopy } from "./schemas";
import { startupPlans, startupPlansAnchor, startupPlansSection } from "./startup-plans";

/**
 * Copy of /startup, "Flowboard for Startups" (docs/spec/site-spec.md §2.9): what early teams get
 * and the startup tiers. Its route loader returns this record whole.
 */
export const flowboardForStartupsPage = {
  hero: {
    eyebrow: "Flowboard for startups",
    title: "Build the company, not the busywork",
    lead: "One workspace for the roadmap, the first customers and the first hires, free while you find your footing and ready when the round closes.",
    primary: { label: "Compare Plans", href: startupPlansAnchor },
    secondary: { label: "See the Startup Playbook", href: "/solutions/startups" },
  } satisfies HeroCopy,

  featuresSection: {
    heading: "Why early teams choose Flowboard",
    lead: "Small teams wear many hats. Flowboard keeps each hat's work on a board, so nothing depends on one person's memory.",
  },

  features: [
    {
      id: "ship-faster",
      icon: "rocket",
      title: "Ship faster",
      description:
        "Plan the roadmap, run sprints and track launches on boards the whole team can read in a minute.",
      link: "/features/project-management",
    },
    {
      id: "first-customers",
      icon: "handshake",
      title: "Land the first customers",
      description:
        "A lightweight CRM pipeline keeps every lead, demo and follow-up in view before you hire a sales team.",
      link: "/features/sales-crm",
    },
    {
      id: "automate-early",
      icon: "workflow",
      title: "Automate from day one",
      description:
        "Rules handle the reminders, handoffs and status updates, so a team of five works like a team of ten.",
      link: "/features/workflow-automation",
    },
  ] as const satisfies readonly FeatureCard[],

  plansSection: startupPlansSection,
  plans: startupPlans,

  cta: {
    heading: "Your next milestone, on one board",
    lead: "Create a workspace in minutes. The Seed Stage plan stays free for as long as you need it.",
    primary: { label: "Start Free Trial", href: "/pricing" },
    secondary: { label: "Explore Demo Projects", href: "/demo-projects" },
  } satisfies { heading: string; lead: string; primary: Cta; secondary: Cta },
};
