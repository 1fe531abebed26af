import { contactHref } from "./contact-fields.js";
import type { Cta, InfoCard, Testimonial } from "./schemas";
import { site } from "./site";

/** Copy of the customers page (docs/spec/site-spec.md §2.13). */
export const customersHero = {
  eyebrow: "Customers",
  title: "Teams that run on Flowboard",
  lead: `${site.figures.customers} customers in ${site.figures.countries} countries plan, automate and report on their work with ${site.name}. Here are a few of them.`,
};

export const customerStoriesSection = {
  heading: "In their words",
  lead: "What changed once their teams moved onto shared boards.",
};

export const customerStories = [
  {
    quote:
      "Our launches used to depend on one project manager's spreadsheet. Now engineering, marketing and support follow the same launch board, and nobody asks where things stand.",
    name: "Naomi Fischer",
    role: "Director of Product",
    company: "Lumen Studios",
    image: { initials: "NF", alt: "Naomi Fischer" },
  },
  {
    quote:
      "Patient-intake requests arrive as items with an owner and a due date. We can finally show the board where our coordinators' time goes each week.",
    name: "Dr. Samuel Achebe",
    role: "Head of Clinical Operations",
    company: "Brightpath Health",
    image: { initials: "SA", alt: "Samuel Achebe" },
  },
  {
    quote:
      "The CRM pipeline and the delivery boards are linked, so when a deal closes the onboarding project starts itself with the right people on it.",
    name: "Lucía Romero",
    role: "Chief Revenue Officer",
    company: "Orbital Robotics",
    image: { initials: "LR", alt: "Lucía Romero" },
  },
] as const satisfies readonly Testimonial[];

export const industriesSection = {
  heading: "Across six industries",
  lead: "The same building blocks, arranged for very different kinds of work.",
};

export const industries = [
  {
    icon: "code",
    title: "Technology",
    description: "Roadmaps, sprints and releases for software and hardware teams.",
  },
  {
    icon: "heart-pulse",
    title: "Healthcare",
    description: "Patient-intake requests, staffing rotas and compliance checklists.",
  },
  {
    icon: "landmark",
    title: "Financial services",
    description: "Client onboarding, audit preparation and regulatory change projects.",
  },
  {
    icon: "factory",
    title: "Manufacturing",
    description: "Production planning, supplier onboarding and maintenance schedules.",
  },
  {
    icon: "store",
    title: "Retail and e-commerce",
    description: "Seasonal campaigns, store openings and merchandising calendars.",
  },
  {
    icon: "megaphone",
    title: "Agencies and media",
    description: "Client projects, content production and approvals across accounts.",
  },
] as const satisfies readonly InfoCard[];

export const customersCta = {
  heading: "Join them",
  lead: "Start with the free plan today, or let our team show you how customers in your industry set up Flowboard.",
  primary: { label: "Start Free Trial", href: "/pricing" },
  secondary: { label: "Talk to Sales", href: contactHref("sales") },
} satisfies { heading: string; lead: string; primary: Cta; secondary: Cta };
