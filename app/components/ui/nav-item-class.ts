/**
 * The class of a header menu trigger or link; its look (the current page's, and the menu
 * holding it, tinted and underlined: not by colour alone; tighter below lg so all the header
 * entries fit on one line from 768 px) is in app/styles/shell.css. Kept apart from
 * navigation-menu.tsx so the header can draw its menus before the Radix code arrives
 * without importing that code.
 */
export const navItemClass = "site-header-link";

/** The chevron of a menu trigger; it turns over while the menu is open. */
export const navChevronClass = "site-header-menu-chevron";
