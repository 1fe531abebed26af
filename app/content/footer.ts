import { pricingLink, productMenu, resourcesMenu } from "./navigation";
import type { NavGroup } from "./schemas";
import { site } from "./site";

/*
 * The footer's fixed parts (spec 2.3). Only footer-static.tsx reads them, and it renders at
 * build time alone, so none of this reaches the browser's JavaScript.
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

export const legalLinks = [
  { label: "Terms", href: "#terms" },
  { label: "Privacy", href: "#privacy" },
  { label: "Cookies", href: "#cookies" },
] as const;

/** The #terms, #privacy and #cookies links land on these short notes in the footer. */
export const legalNotes = [
  {
    id: "terms",
    title: "Terms",
    text: `Use of ${site.name} is governed by the customer agreement you accept when you create a workspace. This site describes the product and makes no binding offer.`,
  },
  {
    id: "privacy",
    title: "Privacy",
    text: "This website does not collect personal data: forms on it show a confirmation and send nothing, and it loads nothing from other sites.",
  },
  {
    id: "cookies",
    title: "Cookies",
    text: "This website sets no cookies and uses no tracking or analytics scripts.",
  },
];
