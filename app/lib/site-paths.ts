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

export type SitePath = (typeof sitePaths)[number];

/**
 * Routes with a parameter: one page per article or tag. Their concrete paths come from the
 * Markdown files in app/content/articles (`articlePagePaths` in scripts/articles/collection.ts),
 * which react-router.config.ts prerenders.
 */
export const parameterisedRoutes = [
  "/resources/blog/:slug",
  "/resources/blog/tags/:tag",
  "/resources/guides/:slug",
] as const;

const slugSegment = "[a-z0-9]+(?:-[a-z0-9]+)*";
/** The parameterised route a path belongs to, if any ("/resources/blog/x": "/resources/blog/:slug"). */
export function parameterisedRouteOf(pathname: string): string | undefined {
  // Built per call, not at module level: the shell imports this module, and a top-level
  // `.map` would keep the list in every page's JavaScript.
  return parameterisedRoutes.find((route) =>
    new RegExp(`^${route.replace(/:[a-z]+/g, slugSegment)}$`).test(pathname),
  );
}

/**
 * The paths of the parameterised routes as one literal pattern: the shell every page loads
 * reads this one, not the list above (routes.test.ts checks the two agree).
 */
export const articlePagePattern =
  /^\/resources\/(?:blog|blog\/tags|guides)\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Pages kept out of search indexes and the sitemap: where the contact form lands (its thanks,
 * and the honest page a static copy of the site answers a post with).
 */
export const noindexPaths: readonly string[] = ["/contact/thanks", "/contact/send"];

/** Pages whose code is fetched only when a visitor goes there (spec 2.1). */
export const onDemandPaths: readonly string[] = ["/solutions/startups", "/demo-projects", "/docs"];

/** The not-found page is prerendered at this path, then moved to 404.html at build. */
export const notFoundPrerenderPath = "/404";

const knownPaths = new Set<string>(sitePaths);
const onDemand = new Set(onDemandPaths);

export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** True when navigating to `pathname` lands on an on-demand page or the not-found page. */
export function isLoadedOnDemand(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return onDemand.has(path) || !(knownPaths.has(path) || articlePagePattern.test(path));
}
