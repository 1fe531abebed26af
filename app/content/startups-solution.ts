import type { BoardPreview, Cta, HeroCopy, Testimonial } from "./schemas";
import { startupPlans, startupPlansAnchor, startupPlansSection } from "./startup-plans";

/**
 * Copy of /solutions/startups (docs/spec/site-spec.md §2.1): how a startup uses Flowboard from
 * stage to stage, then the same startup tiers as /startup. Its route loader returns this
 * record whole.
 */
export const startupsSolutionPage = {
  hero: {
    eyebrow: "Solutions · Startups",
    title: "From first customer to Series B on one workspace",
    lead: "A startup changes shape every few months. Flowboard lets the same boards stretch from a founders' to-do list to a company of departments, without a migration in between.",
    primary: { label: "Compare Startup Plans", href: startupPlansAnchor },
    secondary: { label: "Explore Demo Projects", href: "/demo-projects" },
  } satisfies HeroCopy,

  stagesSection: {
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
  },

  boardSection: {
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
  },

  storySection: {
    heading: "Same workspace, seed to Series A",
    testimonial: {
      quote:
        "We set up Flowboard the week we incorporated. Two years and a Series A later, the same workspace runs engineering, sales and hiring, and new people find their way around on day one.",
      name: "Jonas Meyer",
      role: "Co-founder & CEO",
      company: "Tidewater Analytics",
    } satisfies Testimonial,
  },

  plansSection: startupPlansSection,
  plans: startupPlans,

  cta: {
    heading: "Start free, upgrade when you raise",
    lead: "The startup page has the tiers and the features in one place.",
    primary: { label: "Start Free Trial", href: "/pricing" },
    secondary: { label: "See Flowboard for Startups", href: "/startup" },
  } satisfies { heading: string; lead: string; primary: Cta; secondary: Cta },
};
