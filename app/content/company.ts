import { contactHref } from "./contact-fields.js";
import type { Cta, InfoCard, TeamMember, TimelineEntry } from "./schemas";
import { site } from "./site";

/** Copy of the about page (docs/spec/site-spec.md §2.10). */
export const aboutHero = {
  eyebrow: `About ${site.name}`,
  title: "We help teams spend their time on the work itself",
  lead: `${site.name} started in ${site.foundedYear} with a simple idea: if everyone can see the work, fewer meetings are needed to talk about it.`,
  /** The page's own sections: each leads on to the careers or contact page. */
  links: [
    { label: "Join the Team", href: "#careers" },
    { label: "Contact Sales", href: "#contact-sales" },
    { label: "Get Support", href: "#support" },
  ],
} satisfies { eyebrow: string; title: string; lead: string; links: Cta[] };

export const mission = {
  heading: "Our mission",
  text: "Give every team a shared, living picture of its work, so people can plan with confidence, hand off without friction and see progress without asking for it.",
  detail:
    "We build a Work OS instead of another single-purpose tool because work does not stay inside one department: a launch touches engineering, marketing, sales and support, and all of them should be looking at the same board.",
};

export const figuresSection = {
  heading: `${site.name} in numbers`,
  figures: [
    { value: String(site.foundedYear), label: "founded" },
    { value: site.figures.teamMembers, label: "team members" },
    { value: site.figures.countries, label: "countries" },
    { value: site.figures.customers, label: "customers" },
  ],
};

export const valuesSection = {
  heading: "What we value",
  lead: "Four habits we hire for and hold each other to.",
};

export const values = [
  {
    icon: "eye",
    title: "Work in the open",
    description:
      "Plans, decisions and progress live where everyone can see them, inside the company as much as in the product.",
  },
  {
    icon: "users",
    title: "Customers in the room",
    description:
      "Every team talks to customers every month. The roadmap starts from their work, not from our guesses.",
  },
  {
    icon: "target",
    title: "Small steps, shipped",
    description:
      "We prefer a useful improvement this week to a perfect one next quarter, and we measure what it changed.",
  },
  {
    icon: "heart",
    title: "Care for the craft",
    description:
      "Fast pages, clear words and accessible design are part of the product, not polish added at the end.",
  },
] as const satisfies readonly InfoCard[];

export const timelineSection = {
  heading: "Our story so far",
  lead: `From three founders to ${site.figures.teamMembers} people.`,
};

export const timeline = [
  {
    year: site.foundedYear,
    title: `${site.name} is founded`,
    description:
      "Three colleagues tired of weekly status meetings start building a shared board in San Francisco.",
  },
  {
    year: 2019,
    title: "Automations ship",
    description:
      "Rules that act when a status changes become the most-used feature within months of launch.",
  },
  {
    year: 2020,
    title: `${site.figures.seriesA} Series A`,
    description: `A ${site.figures.seriesA} Series A funds a larger engineering team and the first offices outside the US.`,
  },
  {
    year: 2021,
    title: "An open platform",
    description:
      "REST and GraphQL APIs, webhooks and an app framework let developers build on Flowboard.",
  },
  {
    year: 2022,
    title: "Ready for the enterprise",
    description:
      "SOC 2 and ISO 27001 certifications, single sign-on and data residency open the door to large organisations.",
  },
  {
    year: 2023,
    title: `${site.figures.customers} customers`,
    description: `Teams in ${site.figures.countries} countries now run their work on ${site.name}.`,
  },
] as const satisfies readonly TimelineEntry[];

export const leadershipSection = {
  heading: "Leadership team",
  lead: "The people accountable for where Flowboard goes next.",
};

export const leadership = [
  {
    name: "Elena Vasquez",
    role: "Co-founder & CEO",
    bio: "Ran product operations at two logistics scale-ups and started Flowboard to replace status meetings with a board everyone trusts.",
    initials: "EV",
  },
  {
    name: "Marcus Lee",
    role: "Co-founder & CTO",
    bio: "Built real-time collaboration systems for a decade and leads the platform, API and infrastructure teams.",
    initials: "ML",
  },
  {
    name: "Aisha Bello",
    role: "Chief Customer Officer",
    bio: "Grew customer success from the first hundred accounts to global enterprise support across every time zone.",
    initials: "AB",
  },
  {
    name: "Tomás Herrera",
    role: "VP of Product",
    bio: "Shapes the roadmap with customers and owns automations, dashboards and the CRM module.",
    initials: "TH",
  },
] as const satisfies readonly TeamMember[];

/** The sections the hero's #careers, #contact-sales and #support links land on. */
export const aboutContactCards = [
  {
    id: "careers",
    title: "Careers",
    text: `We are ${site.figures.teamMembers} people across product, engineering, sales and support, and we are hiring.`,
    cta: { label: "See Open Roles", href: "/careers" },
  },
  {
    id: "contact-sales",
    title: "Contact sales",
    text: "Planning a rollout or comparing plans? Our sales team will walk you through Flowboard with your own workflows.",
    cta: { label: "Talk to Sales", href: contactHref("sales") },
  },
  {
    id: "support",
    title: "Support",
    text: "Stuck on a board or an automation? Our support team answers every message during support hours.",
    cta: { label: "Contact Support", href: contactHref("support") },
  },
] as const satisfies readonly { id: string; title: string; text: string; cta: Cta }[];

export const aboutContactSection = {
  heading: "Work with us",
  lead: "Join the team, plan a rollout, or get help with your workspace.",
};
