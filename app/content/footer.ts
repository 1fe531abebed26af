import { pricingLink, productMenu, resourcesMenu } from "./navigation";
import type { NavGroup } from "./schemas";
import { site } from "./site";

/*
 * The footer's fixed parts (docs/spec/site-spec.md §2.3). Only footer-static.tsx reads them, and it
 * renders at build time alone, so none of this reaches the browser's JavaScript.
 */

export const footerBrandText = `${site.name} is the Work OS where teams plan, automate and report on all their work, trusted by ${site.figures.customers} customers in ${site.figures.countries} countries.`;

export const footerAddressHeading = "Address";

export const companyLinks = {
  label: "Company",
  links: [
    { label: "About", href: "/about" },
    { label: "Careers", href: "/careers" },
    { label: "Partners", href: "/partners" },
    { label: "Customers", href: "/customers" },
    { label: "Contact", href: "/contact" },
  ],
} satisfies NavGroup;

/** The footer's Product column ends with Pricing, where visitors look for it. */
export const footerColumns: readonly NavGroup[] = [
  { ...productMenu, links: [...productMenu.links, pricingLink] },
  resourcesMenu,
  companyLinks,
];

/** The legal pages, in the footer's bottom row. */
export const legalLinks = [
  { label: "Terms", href: "/terms" },
  { label: "Privacy", href: "/privacy" },
  { label: "Cookies", href: "/cookies" },
] as const;
