import { contactEmail } from "./site-contact.js";

/**
 * Site-wide facts: the brand, the configured origin, and the marketing figures of
 * docs/spec/site-spec.md §1.
 */
export const site = {
  name: "Flowboard",
  tagline: "The Work OS for teams that ship",
  /** Canonical and Open Graph URLs are built from this one origin. */
  origin: "https://flowboard.example",
  description:
    "Flowboard is the Work OS where teams plan projects, automate busywork, run sales, and report on it all from one place.",
  foundedYear: 2018,
  figures: {
    companiesTrusting: "10,000+",
    customers: "10K+",
    integrations: "100+",
    liveApps: "650+",
    appInstalls: "1 million",
    countries: "135+",
    teamMembers: "150+",
    seriesA: "$10M",
  },
  address: {
    street: "500 Market Street, Suite 1200",
    city: "San Francisco, CA 94105",
    country: "United States",
    email: contactEmail,
    phone: "+1 (415) 555-0142",
  },
} as const;
