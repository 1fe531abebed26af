/**
 * The steps of the newsletter and data-rights flows (app/content/notices.ts gives each its
 * text): reached from a mail or a form, never from a search engine.
 */
export const noticePaths = [
  "/newsletter/check-inbox",
  "/newsletter/confirmed",
  "/newsletter/unsubscribe",
  "/newsletter/unsubscribed",
  "/privacy/request-sent",
  "/privacy/erase",
  "/privacy/erased",
  "/link-expired",
  "/request-not-sent",
] as const;

/**
 * Every path the route table serves. `app/routes.test.ts` keeps this list in step with
 * `app/routes.ts`, which writes the table out explicitly for readers.
 */
export const sitePaths = [
  "/",
  "/features",
  "/use-cases",
  "/startup",
  "/solutions/startups",
  "/solutions/enterprise",
  "/solutions/enterprise/security",
  "/about",
  "/careers",
  "/partners",
  "/customers",
  "/contact",
  "/contact/thanks",
  "/contact/send",
  "/demo-projects",
  "/docs",
  "/pricing",
  "/resources/blog",
  "/resources/guides",
  "/resources/templates",
  "/resources/webinars",
  "/resources/api-docs",
  "/changelog",
  "/features/project-management",
  "/features/workflow-automation",
  "/features/sales-crm",
  "/features/team-collaboration",
  "/features/dashboards-reporting",
  "/features/integrations",
  "/features/developer-tools",
  "/search",
  "/privacy",
  "/terms",
  "/cookies",
  ...noticePaths,
] as const;

export type SitePath = (typeof sitePaths)[number];

// Written in plain JavaScript so the server, which maps a visited path to its route for the
// visitor metrics, reads the same list.
export { parameterisedRouteOf, parameterisedRoutes } from "./parameterised-routes.js";

/**
 * The paths of the parameterised routes as one literal pattern: the shell every page loads
 * reads this one, not the list above (routes.test.ts checks the two agree).
 */
export const articlePagePattern =
  /^\/resources\/(?:blog|blog\/tags|guides)\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The team's inbox (app/routes/admin): not part of the public site, behind a login. Two
 * are prerendered: the login page, which works without JavaScript, and the shell the
 * server sends for every other /admin path, whose pages render in the browser from the
 * JSON routes under /admin/api.
 */
export const adminPaths = [
  "/admin/login",
  "/admin",
  "/admin/leads/:id",
  "/admin/subscribers",
  "/admin/erasure",
  "/admin/vitals",
] as const;
export const adminPrerenderPaths: readonly string[] = ["/admin/login", "/admin"];

/** True for /admin and every path below it. */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * Pages kept out of search indexes and the sitemap: where the contact form lands (its thanks,
 * and the honest page a static copy of the site answers a post with) and the flow notices.
 */
export const noindexPaths: readonly string[] = ["/contact/thanks", "/contact/send", ...noticePaths];

/**
 * Pages whose code is fetched only when a visitor goes there (spec 2.1), so a client-side
 * navigation to one says "Loading..." until that code arrives.
 */
export const loadingNoticePaths: readonly string[] = [
  "/solutions/startups",
  "/demo-projects",
  "/docs",
];

/** The not-found page is prerendered at this path, then moved to 404.html at build. */
export const notFoundPrerenderPath = "/404";

const knownPaths = new Set<string>(sitePaths);
const loadingNoticePathSet = new Set(loadingNoticePaths);

export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * True when navigating to `pathname` should say "Loading...": a page of loadingNoticePaths,
 * or the not-found page.
 */
export function showsLoadingNotice(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return loadingNoticePathSet.has(path) || !(knownPaths.has(path) || articlePagePattern.test(path));
}
