import { z } from "zod";
import { navLinkSchema, text } from "./schemas.ts";

/** A menu entry: the label fits the menu's column, the description one line under it. */
const menuLink = navLinkSchema
  .extend({ label: text.max(30), description: text.max(60).optional() })
  .strict();
const menu = z.object({ label: text.max(20), links: z.array(menuLink).min(1).max(10) }).strict();
const barLink = navLinkSchema
  .omit({ description: true })
  .extend({ label: text.max(20) })
  .strict();

/**
 * content/chrome/navigation.json: the header's menus and links and the phone's drawer
 * (docs/spec/site-spec.md §2.2). The footer's columns reuse the Product and Resources menus.
 */
export const navigationSchema = z
  .object({
    productMenu: menu,
    solutionsMenu: menu,
    resourcesMenu: menu,
    /** Shown first in the header, the drawer and the footer's Product column. */
    pricingLink: barLink,
    /** The header's direct links after Pricing. */
    headerLinks: z.array(barLink).min(1).max(4),
    /** The drawer's direct links after Pricing. */
    drawerLinks: z.array(barLink).min(1).max(4),
  })
  .strict();

export type NavigationContent = z.output<typeof navigationSchema>;
