import { contactHref } from "./contact-fields.js";
import { startupTiers } from "./pricing";
import type { BoardPreview, Cta, FeatureCard, PricingTier, Testimonial } from "./schemas";

/** Copy of the startup page (spec 2.9) and the startups solution page (spec 2.1). */
export const startupHero = {
  eyebrow: "Flowboard for startups",
  title: "Build the company, not the busywork",
  lead: "One workspace for the roadmap, the first customers and the first hires, free while you find your footing and ready when the round closes.",
  primary: { label: "Compare Plans", href: "#startup-plans" },
  secondary: { label: "See the Startup Playbook", href: "/solutions/startups" },
} satisfies { eyebrow: string; title: string; lead: string; primary: Cta; secondary: Cta };

export const startupFeaturesSection = {
  heading: "Why early teams choose Flowboard",
  lead: "Small teams wear many hats. Flowboard keeps each hat's work on a board, so nothing depends on one person's memory.",
};

export const startupFeatures = [
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
] as const satisfies readonly FeatureCard[];

export const startupPlansSection = {
  id: "startup-plans",
  heading: "Plans that grow with your round",
  lead: "Start free at seed stage and upgrade when the team does. Prices are per seat.",
  pricingLink: { label: "See every plan on the pricing page", href: "/pricing" },
} satisfies { id: string; heading: string; lead: string; pricingLink: Cta };

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

export const startupCta = {
  heading: "Your next milestone, on one board",
  lead: "Create a workspace in minutes. The Seed Stage plan stays free for as long as you need it.",
  primary: { label: "Start Free Trial", href: "/pricing" },
  secondary: { label: "Explore Demo Projects", href: "/demo-projects" },
} satisfies { heading: string; lead: string; primary: Cta; secondary: Cta };

/** The startups solution page: how a startup uses Flowboard from stage to stage. */
export const startupsSolutionHero = {
  eyebrow: "Solutions · Startups",
  title: "From first customer to Series B on one workspace",
  lead: "A startup changes shape every few months. Flowboard lets the same boards stretch from a founders' to-do list to a company of departments, without a migration in between.",
  primary: { label: "Compare Startup Plans", href: "#startup-plans" },
  secondary: { label: "Explore Demo Projects", href: "/demo-projects" },
} satisfies { eyebrow: string; title: string; lead: string; primary: Cta; secondary: Cta };

export const startupStagesSection = {
  heading: "A playbook for every stage",
  lead: "What startups set up first, and what they add as they grow.",
  steps: [
    {
      title: "Validate",
      text: "Founders track customer interviews, experiments and the first roadmap on one shared board.",
    },
    {
      title: "Launch",
      text: "Sprints, a launch checklist and a bug board keep the first release on schedule.",
    },
    {
      title: "Sell",
      text: "A CRM pipeline turns demos into deals, with follow-up reminders nobody has to remember.",
    },
    {
      title: "Scale",
      text: "Hiring pipelines, onboarding plans and company dashboards arrive as the team doubles.",
    },
  ],
};

export const startupBoardSection = {
  heading: "The whole company on one page",
  lead: "Most of our startup customers keep a company board of goals that links to each team's work, so the board meeting deck writes itself.",
  bullets: [
    "Company goals with an owner and a measurable target",
    "Progress rolled up from the boards doing the work",
    "Investor updates drafted from the same numbers",
  ],
  board: {
    title: "Company Goals · This quarter",
    alt: "A startup's company goals board: launch v2 in progress, 50 design partners on track, hire two engineers with one offer out, close the seed extension done, and SOC 2 readiness not started.",
    rows: [
      { item: "Launch v2 to all users", owner: "AK", status: "In Progress", tone: "active" },
      { item: "50 design partners", owner: "JM", status: "On track", tone: "info" },
      { item: "Hire two engineers", owner: "AK", status: "Offer out", tone: "info" },
      { item: "Close seed extension", owner: "JM", status: "Done", tone: "done" },
      { item: "SOC 2 readiness", owner: "LS", status: "Not started", tone: "waiting" },
    ],
  } satisfies BoardPreview,
};

export const startupStorySection = {
  heading: "Same workspace, seed to Series A",
  testimonial: {
    quote:
      "We set up Flowboard the week we incorporated. Two years and a Series A later, the same workspace runs engineering, sales and hiring, and new people find their way around on day one.",
    name: "Jonas Meyer",
    role: "Co-founder & CEO",
    company: "Tidewater Analytics",
  } satisfies Testimonial,
};

export const startupsSolutionCta = {
  heading: "Start free, upgrade when you raise",
  lead: "The startup page has the tiers and the features in one place.",
  primary: { label: "Start Free Trial", href: "/pricing" },
  secondary: { label: "See Flowboard for Startups", href: "/startup" },
} satisfies { heading: string; lead: string; primary: Cta; secondary: Cta };
