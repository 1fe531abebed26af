import { readFileSync } from "node:fs";
import { navigationGroups } from "../../app/content/navigation";
import type { NavigationContent } from "../../app/content/navigation.schema";
import { localeOfPath, pathInLocale, pathWithoutLocale } from "../../app/lib/locales.js";
import navigationFile from "../../content/chrome/navigation.json" with { type: "json" };
import { translated, translationPath } from "../../pipeline/content/translations.mjs";

/** The navigation in the language of `route`, its words read from that language's file. */
function navigationOf(route: string) {
  const locale = localeOfPath(route);
  if (locale === "en") return navigationGroups(navigationFile as NavigationContent);
  const words = JSON.parse(
    readFileSync(translationPath("content/chrome/navigation.json", locale), "utf8"),
  );
  return navigationGroups(translated(navigationFile, words) as NavigationContent);
}

/** The main navigation's name in the language of `route` (an interface message). */
const mainNavigationName = (route: string): string =>
  JSON.parse(readFileSync(`messages/${localeOfPath(route)}.json`, "utf8")).nav_main_label;

/** Where the header marks the current page: the desktop navigation, and the phone drawer. */
export const markedSelectors = (route: string) =>
  ({
    desktop: `nav[aria-label="${mainNavigationName(route)}"] [aria-current="page"]`,
    drawer: '#mobile-menu [aria-current="page"]',
  }) as const;

export type HeaderMarks = Record<keyof ReturnType<typeof markedSelectors>, string[]>;

/**
 * What the header should mark as the current page (docs/spec/site-spec.md §2.2), read from the
 * navigation data: in the desktop header the direct link, or the menu trigger and the
 * entry inside its panel; in the phone drawer the entry. Pages in no menu mark nothing.
 */
export function expectedHeaderMarks(route: string): HeaderMarks {
  const { headerMenus, headerLinks, drawerGroups, drawerLinks } = navigationOf(route);
  // The navigation names English paths; a page in another language links its own.
  const page = pathWithoutLocale(route);
  const shown = (href: string) => `link ${pathInLocale(href, localeOfPath(route))}`;
  const desktop = [
    ...headerMenus
      .filter((group) => group.links.some((link) => link.href === page))
      .flatMap((group) => [`button ${group.label}`, shown(page)]),
    ...headerLinks.filter((link) => link.href === page).map((link) => shown(link.href)),
  ];
  const drawer = [...drawerGroups.flatMap((group) => group.links), ...drawerLinks]
    .filter((link) => link.href === page)
    .map((link) => shown(link.href));
  return { desktop, drawer };
}

/**
 * An element the header marks, as "button Label" or "link /path". A label reads without the
 * soft hyphens German words carry (docs/decisions/035): they are breaks, not letters.
 */
export const describeMark = (element: Element) =>
  element.tagName === "BUTTON"
    ? `button ${element.textContent?.replaceAll("\u00AD", "").trim()}`
    : `link ${element.getAttribute("href")}`;
