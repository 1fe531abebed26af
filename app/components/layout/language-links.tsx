import { type ComponentProps, useId } from "react";
import { Icon } from "~/components/icon";
import { navItemClass } from "~/components/ui/nav-item-class";
import { cn } from "~/lib/cn";
import { LANGUAGE_CHOICE_ATTRIBUTE } from "~/lib/language-offer.js";
import {
  type Locale,
  localeNamed,
  localeOfPath,
  locales,
  pathInLocale,
  pathWithoutLocale,
} from "~/lib/locales.js";
import { isSitePage, notFoundPrerenderPath, parameterisedRouteOf } from "~/lib/site-paths";
import { useCurrentPath } from "./current-page";

/**
 * The page that stands for `path` in another language: the page itself (every language has
 * every page and every article, translated or the English one inside its page), or for a
 * path of neither the nearest page above it that every language has.
 */
export function translatedCounterpart(path: string): string {
  if (parameterisedRouteOf(path) !== undefined) return path;
  let candidate = path;
  while (!isSitePage(candidate) && candidate !== "/")
    candidate = candidate.slice(0, candidate.lastIndexOf("/")) || "/";
  return candidate;
}

/**
 * The links to this page in each language, each named in its own language. Plain links:
 * a language is a new document (its words load with it), and they work without JavaScript.
 */
function useLanguageLinks() {
  const path = useCurrentPath();
  const current = localeNamed(localeOfPath(path));
  const englishPath = pathWithoutLocale(path);
  const links = locales.map((locale) => ({
    locale,
    // The not-found page (prerendered at /404, no page) links each language's home.
    href:
      locale === current && englishPath !== notFoundPrerenderPath
        ? path
        : pathInLocale(translatedCounterpart(englishPath), locale.code),
    current: locale === current,
  }));
  return { current, links };
}

/** The list of language links, as the header's menu and the footer draw it. */
function LanguageList({
  links,
  linkClassName,
  ...list
}: ComponentProps<"ul"> & {
  links: { locale: Locale; href: string; current: boolean }[];
  linkClassName: string;
}) {
  return (
    <ul {...list}>
      {links.map(({ locale, href, current }) => (
        <li key={locale.code}>
          <a
            href={href}
            hrefLang={locale.lang}
            lang={locale.lang}
            dir={locale.dir}
            aria-current={current ? "true" : undefined}
            // A press remembers the language (the head script): the English home page may
            // offer it again (language-offer.tsx).
            {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: "" }}
            className={linkClassName}
          >
            {locale.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's language menu: a button opening the links in a native popover (no
 * JavaScript needed), showing the current language's code beside a globe.
 */
export function LanguageMenu() {
  const { current, links } = useLanguageLinks();
  const panelId = useId();
  // At every width (docs/decisions/035); from 768 to 1279 px, where the menus take the
  // header's room, the button shows the globe alone (its name says the language).
  return (
    <div className="relative">
      <button
        type="button"
        popoverTarget={panelId}
        aria-label={`${current.languageLabel}: ${current.name}`}
        className={cn(navItemClass, "h-11 gap-1.5 px-2.5 lg:h-10 lg:px-3")}
      >
        <Icon name="globe" className="size-5" />
        <span aria-hidden="true" className="text-xs font-semibold uppercase md:max-xl:hidden">
          {current.code}
        </span>
      </button>
      <LanguageList
        id={panelId}
        popover="auto"
        aria-label={current.languageLabel}
        className="language-menu-panel"
        links={links}
        linkClassName="language-menu-link"
      />
    </div>
  );
}

/** The footer's row of language links, also at the end of the phone menu. */
export function FooterLanguageLinks() {
  const { current, links } = useLanguageLinks();
  return (
    <nav aria-label={current.languageLabel}>
      <LanguageList
        className="flex flex-wrap gap-x-4 gap-y-2"
        links={links}
        linkClassName="site-footer-language-link"
      />
    </nav>
  );
}
