// @ts-check
// How a visited path is read, shared by the browser's code (site-paths.ts), the table of
// pages and the server: kept apart from the table so the browser can use it without
// carrying the table.

const slugSegment = "[a-z0-9]+(?:-[a-z0-9]+)*";

/**
 * The route among `routes` whose pattern matches `pathname`, each `:param` standing for one
 * slug ("/resources/blog/x" matches "/resources/blog/:slug"). Patterns are built per call,
 * not at module level: the shell imports this module, and top-level work would run on
 * every page whether or not anything asks.
 * @param {readonly string[]} routes
 * @param {string} pathname
 * @returns {string | undefined}
 */
export function routeMatching(routes, pathname) {
  return routes.find((route) =>
    new RegExp(`^${route.replace(/:[a-z]+/g, slugSegment)}$`).test(pathname),
  );
}

/**
 * A path without its trailing slashes ("/pricing/" is "/pricing"; "/" stays).
 * @param {string} pathname
 */
export function normalizePathname(pathname) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * True for /admin and every path below it.
 * @param {string} pathname
 */
export function isAdminPath(pathname) {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
