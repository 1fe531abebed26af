import { contactHref } from "./contact-fields.js";
import type { Cta, HeroCopy, Testimonial } from "./schemas";
import { site } from "./site";

/** Copy of the home page (docs/spec/site-spec.md §2.4) that no other page shares. */
export const homeHero = {
  eyebrow: "The Work OS for every team",
  title: "Plan, automate and deliver all your work in one place",
  lead: "Flowboard brings projects, workflows, sales and reporting onto shared boards, so every team sees the same picture and spends less time chasing updates.",
  primary: { label: "Start Free Trial", href: "/pricing" },
  secondary: { label: "Watch Demo", href: "#watch-demo" },
} satisfies HeroCopy;

export const trust = {
  heading: `Trusted by ${site.figures.companiesTrusting} Leading Companies`,
  companies: [
    "Northwind Logistics",
    "Brightpath Health",
    "Lumen Studios",
    "Keystone Finance",
    "Orbital Robotics",
    "Harbor & Vale",
  ],
  testimonial: {
    quote:
      "Since every team moved onto Flowboard, status meetings have mostly disappeared: we spend 30% less time in meetings because the board already answers the questions.",
    name: "Priya Raman",
    role: "VP of Operations",
    company: "Northwind Logistics",
  } satisfies Testimonial,
};

export const manageSection = {
  heading: "What would you like to manage?",
  lead: "Pick a team to see how it runs on Flowboard.",
  cta: { label: "Browse All Use Cases", href: "/use-cases" },
} satisfies { heading: string; lead: string; cta: Cta };

export const coreProductsSection = {
  heading: "Our Core Products",
  lead: "Start with one and add the rest when you need them: they share the same boards and data.",
  cta: { label: "See All Features", href: "/features" },
} satisfies { heading: string; lead: string; cta: Cta };

export const solutionsSection = {
  heading: "Solutions for Every Team",
  lead: "From a five-person startup to a global enterprise, Flowboard fits the way you are organised.",
  cta: { label: "See All Solutions", href: "/use-cases" },
} satisfies { heading: string; lead: string; cta: Cta };

export const demoTour = {
  id: "watch-demo",
  heading: "See Flowboard in two minutes",
  lead: "A quick tour of what a team's week looks like once its work lives in one place.",
  steps: [
    {
      title: "Plan on a board",
      text: "Create a board from a template, add tasks, and give each an owner, a deadline and a status.",
    },
    {
      title: "Automate the handoffs",
      text: "When a task moves to In Review, the QA team is emailed and a testing task appears on their board.",
    },
    {
      title: "Work together in context",
      text: "Comments, files and @mentions sit on the task they are about, not in a separate chat.",
    },
    {
      title: "Report without spreadsheets",
      text: "Dashboards add up progress across every board in real time, ready for the Monday review.",
    },
  ],
  /** The live board on /demo-projects: the demo a visitor can use, not only watch. */
  cta: { label: "Try the live demo board", href: "/demo-projects#live-board" },
} satisfies { id: string; heading: string; lead: string; steps: unknown[]; cta: Cta };

export const closingCta = {
  heading: "Ready to bring your team's work together?",
  lead: "Set up your first board in minutes and invite your team when you are ready.",
  primary: { label: "Start Free Trial", href: "/pricing" },
  secondary: { label: "Schedule Demo", href: contactHref("demo") },
  caption: "No credit card required • Free plan available",
} satisfies { heading: string; lead: string; primary: Cta; secondary: Cta; caption: string };
