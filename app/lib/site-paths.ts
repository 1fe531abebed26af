/**
 * The site's paths as the browser's code reads them: the build derives `__PAGE_PATHS__`
 * from the table of pages (app/lib/page-table.js, `browserPagePaths`), so the app carries
 * the paths it needs and not the table. Code that runs in Node reads the table itself.
 */
import { pathWithoutLocale } from "./locales.js";
import { isAdminPath, normalizePathname, routeMatching } from "./path-match.js";

export { isAdminPath, normalizePathname } from "./path-match.js";

const { site, loadingNotice, articles, notFound } = __PAGE_PATHS__;

/** Every path of the site that is one page (not the article routes, not the admin's). */
export const sitePaths: readonly string[] = site;

/** Whether an English path is a page of the table: one that every language has. */
export const isSitePage = (path: string): boolean => sitePaths.includes(path);

/** The not-found page is prerendered at this path, then moved to 404.html at build. */
export const notFoundPrerenderPath = notFound;

/**
 * The parameterised route a path belongs to, if any, as English names it: "/resources/blog/x"
 * and "/de/resources/blog/x" are "/resources/blog/:slug" (every language has every article).
 */
export const parameterisedRouteOf = (pathname: string) =>
  routeMatching(articles, pathWithoutLocale(pathname));

/**
 * Whether the server has a page at `pathname`, in any language: a page of the table under
 * any language's prefix, an article route, or the admin. A page's app holds only its own
 * language's public routes (pipeline/postbuild/hydrate-on-intent.mjs), so the not-found
 * route reached in the app at such a path asks the server for it.
 */
export function isServedPage(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return (
    isAdminPath(path) ||
    isSitePage(pathWithoutLocale(path)) ||
    parameterisedRouteOf(path) !== undefined
  );
}

/** True when navigating to `pathname` lands on a page that says "Loading..." or the not-found page. */
export function showsLoadingNotice(pathname: string): boolean {
  const path = pathWithoutLocale(normalizePathname(pathname));
  if (loadingNotice.includes(path)) return true;
  return !(site.includes(path) || parameterisedRouteOf(path) !== undefined);
}
