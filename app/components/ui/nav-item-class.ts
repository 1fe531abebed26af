/**
 * The look of a header menu trigger or link (the current page's, and the menu holding it,
 * tinted and underlined: not by colour alone); tighter below lg so all the header entries
 * fit on one line from 768 px. Kept apart from navigation-menu.tsx so the
 * header can draw its menus before the Radix code arrives without importing that code.
 */
export const navItemClass =
  "inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-1.5 text-sm font-medium text-foreground transition-colors hover:bg-muted data-[active]:bg-primary-soft data-[active]:text-primary aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary aria-[current=page]:underline decoration-2 underline-offset-[6px] lg:px-3";

/** The chevron of a menu trigger; it turns over while the menu is open. */
export const navChevronClass = "size-4 transition-transform group-data-[state=open]:rotate-180";
