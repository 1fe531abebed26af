import footerFile from "../../content/chrome/footer.json" with { type: "json" };
import type { FooterContent } from "./footer.schema";
import { pricingLink, productMenu, resourcesMenu } from "./navigation";
import type { NavGroup, SocialLink } from "./schemas";

/*
 * The footer's fixed parts (docs/spec/site-spec.md §2.3), from content/chrome/footer.json.
 * Only footer-static.tsx reads them, and it renders at build time alone, so none of this
 * reaches the browser's JavaScript.
 */
const footer = footerFile as FooterContent;

export const footerBrandText = footer.brandText;

export const footerAddressHeading = footer.addressHeading;

export const companyLinks: NavGroup = footer.companyLinks;

/** The footer's Product column ends with Pricing, where visitors look for it. */
export const footerColumns: readonly NavGroup[] = [
  { ...productMenu, links: [...productMenu.links, pricingLink] },
  resourcesMenu,
  companyLinks,
];

/** The legal pages, in the footer's bottom row. */
export const legalLinks = footer.legalLinks;

/** The company's profiles, as icons in the footer's bottom row. */
export const socialLinks: readonly SocialLink[] = footer.socialLinks;
