import type { ComponentProps } from "react";
import { Link as RouterLink, type To, useLocation } from "react-router";
import { localeOfPath, pathInLocale } from "~/lib/locales.js";
import { isSitePage, parameterisedRouteOf } from "~/lib/site-paths";

/**
 * Where a link of this site leads from a page in `pathname`'s language: a page of the table
 * or an article in the same language (/pricing from a German page is /de/pricing, a post
 * /de/resources/blog/<slug>: its translation, or the English post inside the German page).
 * Files, the API, fragments and other sites stay as they are.
 */
export function localizedHref(href: string, pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === "en" || !href.startsWith("/") || href.startsWith("//")) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  const rest = end === -1 ? "" : href.slice(end);
  const page = path.length > 1 ? path.replace(/\/+$/, "") : path;
  // An English path: a translated article's path already carries its prefix.
  const english = localeOfPath(page) === "en";
  return english && (isSitePage(page) || parameterisedRouteOf(page) !== undefined)
    ? `${pathInLocale(page, locale)}${rest}`
    : href;
}

/** `localizedHref` for the page being shown. */
export function useLocalizedHref(href: string): string {
  return localizedHref(href, useLocation().pathname);
}

function localizedTo(to: To, pathname: string): To {
  if (typeof to === "string") return localizedHref(to, pathname);
  if (to.pathname) return { ...to, pathname: localizedHref(to.pathname, pathname) };
  return to;
}

/**
 * Whether `to` leads from a page in `pathname`'s language to a page in another (an English
 * article from a German list, say). Each language's pages load a route manifest of their
 * own (pipeline/postbuild/hydrate-on-intent.mjs), so such a link loads a new document.
 */
export function crossesLanguage(to: To, pathname: string): boolean {
  const target = typeof to === "string" ? to : to.pathname;
  if (!target?.startsWith("/") || target.startsWith("//")) return false;
  const end = target.search(/[?#]/);
  return localeOfPath(end === -1 ? target : target.slice(0, end)) !== localeOfPath(pathname);
}

/**
 * React Router's Link, in the language of the page: every link of the site goes through
 * here, so a German page links to German pages, in its HTML as after hydration. A link to
 * another language's page is a new document (`crossesLanguage`).
 */
export function Link({ to, reloadDocument, ...props }: ComponentProps<typeof RouterLink>) {
  const { pathname } = useLocation();
  const target = localizedTo(to, pathname);
  return (
    <RouterLink
      to={target}
      reloadDocument={reloadDocument || crossesLanguage(target, pathname)}
      {...props}
    />
  );
}
