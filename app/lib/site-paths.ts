/**
 * The site's paths as the browser's code reads them: the build derives `__PAGE_PATHS__`
 * from the table of pages (app/lib/page-table.js, `browserPagePaths`), so the app carries
 * the paths it needs and not the table. Code that runs in Node reads the table itself.
 */
import { pathWithoutLocale } from "./locales.js";
import { normalizePathname, routeMatching } from "./path-match.js";

export { isAdminPath, normalizePathname } from "./path-match.js";

const { site, loadingNotice, articles, notFound } = __PAGE_PATHS__;

/** Every path of the site that is one page (not the article routes, not the admin's). */
export const sitePaths: readonly string[] = site;

/** Whether an English path is a page of the table: one that every language has. */
export const isSitePage = (path: string): boolean => sitePaths.includes(path);

/** The not-found page is prerendered at this path, then moved to 404.html at build. */
export const notFoundPrerenderPath = notFound;

/** The parameterised route a path belongs to, if any ("/resources/blog/x": "/resources/blog/:slug"). */
export const parameterisedRouteOf = (pathname: string) => routeMatching(articles, pathname);

/** True when navigating to `pathname` lands on a page that says "Loading..." or the not-found page. */
export function showsLoadingNotice(pathname: string): boolean {
  const path = pathWithoutLocale(normalizePathname(pathname));
  if (loadingNotice.includes(path)) return true;
  return !(site.includes(path) || parameterisedRouteOf(path) !== undefined);
}
