import { contactHref } from "./contact-fields.js";
import type { Cta, PartnerGroup } from "./schemas";
import { site } from "./site";

/** Copy of the partners page (docs/spec/site-spec.md §2.12). */
export const partnersHero = {
  eyebrow: "Partners",
  title: "Grow with the Flowboard partner network",
  lead: `Technology companies, consultancies and resellers help ${site.figures.customers} customers get more from ${site.name}. Join them.`,
  primary: { label: "Partner Application", href: contactHref("partnerships") },
} satisfies { eyebrow: string; title: string; lead: string; primary: Cta };

export const partnerListsSection = {
  heading: "Our partners",
  lead: "Three programmes, one goal: customers who get value from Flowboard faster.",
};

export const partnerGroups = [
  {
    id: "technology",
    title: "Technology partners",
    description:
      "Products that connect to Flowboard through certified integrations on our open API.",
    partners: [
      {
        name: "Relaymail",
        description: "Email threads synced to the board items they are about.",
        region: "Global",
      },
      {
        name: "Ledgerline",
        description: "Invoices and budgets from accounting linked to project boards.",
        region: "Global",
      },
      {
        name: "Signwell Docs",
        description: "Contracts sent for e-signature straight from a CRM deal.",
        region: "North America and Europe",
      },
      {
        name: "Pulsegrid",
        description: "Product analytics events that create and update items.",
        region: "Global",
      },
    ],
  },
  {
    id: "consulting",
    title: "Consulting partners",
    description:
      "Certified consultancies that design workflows, migrate data and train teams on Flowboard.",
    partners: [
      {
        name: "Northbeam Consulting",
        description: "Enterprise rollouts and PMO design for regulated industries.",
        region: "North America",
      },
      {
        name: "Atelier Opérations",
        description: "Process design and automation workshops for operations teams.",
        region: "France and Benelux",
      },
      {
        name: "Kestrel Advisory",
        description: "CRM migrations and sales-process design for growing companies.",
        region: "United Kingdom and Ireland",
      },
    ],
  },
  {
    id: "resellers",
    title: "Reseller partners",
    description: "Licensing, local billing and first-line support in your currency and language.",
    partners: [
      {
        name: "Atlas Cloud Distribution",
        description: "Licensing and billing in local currency across the region.",
        region: "Europe, Middle East and Africa",
      },
      {
        name: "Meridian Software Partners",
        description: "Procurement and volume licensing for public sector and education.",
        region: "Asia Pacific",
      },
      {
        name: "Cordillera Tech",
        description: "Spanish- and Portuguese-language sales and onboarding.",
        region: "Latin America",
      },
    ],
  },
] as const satisfies readonly PartnerGroup[];

export const partnersCta = {
  heading: "Become a Flowboard partner",
  lead: "Tell us about your company and your customers, and our partnerships team will get back to you with the next steps.",
  primary: { label: "Partner Application", href: contactHref("partnerships") },
  secondary: { label: "Explore the API", href: "/features/developer-tools" },
} satisfies { heading: string; lead: string; primary: Cta; secondary: Cta };
