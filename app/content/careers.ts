import { contactHref } from "./contact-fields.js";
import type { Cta, InfoCard, JobOpening } from "./schemas";
import { site } from "./site";

/** Copy of the careers page (docs/spec/site-spec.md §2.11). */
export const careersHero = {
  eyebrow: "Careers",
  title: "Help teams everywhere do their best work",
  lead: `Join ${site.figures.teamMembers} people building the Work OS used by ${site.figures.customers} customers in ${site.figures.countries} countries.`,
};

export const openingsSection = {
  heading: "Open positions",
  lead: "Every application is read by the hiring manager. Tell us in your message which role you are applying for.",
};

export const openings = [
  {
    title: "Senior Frontend Engineer",
    department: "Engineering",
    location: "Remote (Americas)",
  },
  {
    title: "Product Designer, Automations",
    department: "Design",
    location: "San Francisco, CA",
  },
  {
    title: "Account Executive, Mid-Market",
    department: "Sales",
    location: "London, UK",
  },
  {
    title: "Customer Success Manager",
    department: "Customer Success",
    location: "Remote (Europe)",
  },
] as const satisfies readonly JobOpening[];

/** "Apply Now" opens the contact form with the careers subject chosen. */
export const applyCta = { label: "Apply Now", href: contactHref("careers") } satisfies Cta;

export const perksSection = {
  heading: "Why work here",
  lead: "We try to make Flowboard the kind of place we would recommend to a friend.",
};

export const perks = [
  {
    icon: "globe",
    title: "Work from where you work best",
    description:
      "Remote-first teams across time zones, with offices in San Francisco and London for those who like a desk.",
  },
  {
    icon: "book",
    title: "A yearly learning budget",
    description:
      "Courses, books and conferences of your choosing, plus time in the week to use them.",
  },
  {
    icon: "heart",
    title: "Health for you and your family",
    description: "Medical, dental and vision cover, and mental-health support from the first day.",
  },
  {
    icon: "trending",
    title: "Ownership in what we build",
    description: "Every employee holds equity, so everyone shares in the company they help grow.",
  },
] as const satisfies readonly InfoCard[];

export const careersCta = {
  heading: "Don't see your role?",
  lead: "We are always glad to meet people who care about how teams work. Tell us what you would bring.",
  primary: { label: "Send an Open Application", href: contactHref("careers") },
  secondary: { label: "Learn About Us", href: "/about" },
} satisfies { heading: string; lead: string; primary: Cta; secondary: Cta };
