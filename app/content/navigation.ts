import navigationFile from "../../content/chrome/navigation.json" with { type: "json" };
import type { NavigationContent } from "./navigation.schema";
import type { NavGroup, NavLink } from "./schemas";

/**
 * One navigation source for the header menus, the mobile drawer and the footer
 * (docs/spec/site-spec.md §2.2, §2.3), so a page is linked the same way everywhere. The
 * words and links are in content/chrome/navigation.json; how they are grouped is here.
 */
/**
 * The header's menus and links, the drawer's groups and links, from the navigation file
 * (in any language: the tests read a translation's through it too).
 */
export function navigationGroups(navigation: NavigationContent) {
  const { productMenu, solutionsMenu, resourcesMenu } = navigation;
  // Plans and prices: not in the menus of docs/spec/site-spec.md §2.2, so it sits beside
  // them as a direct link. The drawer's Docs entry points to the developer tools page.
  const pricingLink: NavLink = navigation.pricingLink;
  return {
    productMenu,
    solutionsMenu,
    resourcesMenu,
    headerMenus: [productMenu, solutionsMenu, resourcesMenu] as readonly NavGroup[],
    pricingLink,
    headerLinks: [pricingLink, ...navigation.headerLinks] as readonly NavLink[],
    drawerLinks: [pricingLink, ...navigation.drawerLinks] as readonly NavLink[],
    drawerGroups: [productMenu, solutionsMenu] as readonly NavGroup[],
  };
}

export const {
  productMenu,
  solutionsMenu,
  resourcesMenu,
  headerMenus,
  pricingLink,
  headerLinks,
  drawerLinks,
  drawerGroups,
} = navigationGroups(navigationFile as NavigationContent);
