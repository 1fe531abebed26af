import { notFoundPage, parameterisedRouteOf } from "../../app/lib/page-table.js";
import { isAdminPath, normalizePathname } from "../../app/lib/path-match.js";
import { notFoundRoute } from "../../app/lib/vitals/metrics.js";

/**
 * Maps a visited path to the route table's pattern, which is all the metrics keep of it:
 * a page the build made at its own path ("/pricing") is its own pattern, an article or tag
 * page is its parameterised route ("/resources/blog/:slug"), and any other path is the
 * not-found route ("*"). The team's own /admin pages are not measured: undefined.
 * @param {Iterable<string>} pagePaths the built pages' paths ("/", "/features", ...)
 */
export function createRoutePatterns(pagePaths) {
  const pages = new Set(pagePaths);
  pages.delete(notFoundPage.path);
  return (pathname) => {
    const path = normalizePathname(pathname);
    if (isAdminPath(path)) return undefined;
    if (!pages.has(path)) return notFoundRoute;
    return parameterisedRouteOf(path) ?? path;
  };
}
