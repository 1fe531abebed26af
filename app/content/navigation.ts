import navigationFile from "../../content/chrome/navigation.json" with { type: "json" };
import type { NavigationContent } from "./navigation.schema";
import type { NavGroup, NavLink } from "./schemas";

/**
 * One navigation source for the header menus, the mobile drawer and the footer
 * (docs/spec/site-spec.md §2.2, §2.3), so a page is linked the same way everywhere. The
 * words and links are in content/chrome/navigation.json; how they are grouped is here.
 */
const navigation = navigationFile as NavigationContent;

export const productMenu: NavGroup = navigation.productMenu;
export const solutionsMenu: NavGroup = navigation.solutionsMenu;
export const resourcesMenu: NavGroup = navigation.resourcesMenu;

export const headerMenus: readonly NavGroup[] = [productMenu, solutionsMenu, resourcesMenu];

/**
 * Plans and prices: not in the menus of docs/spec/site-spec.md §2.2, so it sits beside them as a
 * direct link.
 */
export const pricingLink: NavLink = navigation.pricingLink;

export const headerLinks: readonly NavLink[] = [pricingLink, ...navigation.headerLinks];

/** The drawer's Docs entry points to the developer tools page (docs/spec/site-spec.md §2.2). */
export const drawerLinks: readonly NavLink[] = [pricingLink, ...navigation.drawerLinks];
export const drawerGroups: readonly NavGroup[] = [productMenu, solutionsMenu];
