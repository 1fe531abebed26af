import { drawerGroups, drawerLinks, headerLinks, headerMenus } from "../../app/content/navigation";

/** Where the header marks the current page: the desktop navigation, and the phone drawer. */
export const MARKED = {
  desktop: 'nav[aria-label="Main"] [aria-current="page"]',
  drawer: '#mobile-menu [aria-current="page"]',
} as const;

export type HeaderMarks = Record<keyof typeof MARKED, string[]>;

/**
 * What the header should mark as the current page (docs/spec/site-spec.md §2.2), read from the
 * navigation data: in the desktop header the direct link, or the menu trigger and the
 * entry inside its panel; in the phone drawer the entry. Pages in no menu mark nothing.
 */
export function expectedHeaderMarks(route: string): HeaderMarks {
  const desktop = [
    ...headerMenus
      .filter((group) => group.links.some((link) => link.href === route))
      .flatMap((group) => [`button ${group.label}`, `link ${route}`]),
    ...headerLinks.filter((link) => link.href === route).map((link) => `link ${link.href}`),
  ];
  const drawer = [...drawerGroups.flatMap((group) => group.links), ...drawerLinks]
    .filter((link) => link.href === route)
    .map((link) => `link ${link.href}`);
  return { desktop, drawer };
}

/** An element the header marks, as "button Label" or "link /path". */
export const describeMark = (element: Element) =>
  element.tagName === "BUTTON"
    ? `button ${element.textContent?.trim()}`
    : `link ${element.getAttribute("href")}`;
