/**
 * Routes with a parameter: one page per article or tag. Their concrete paths come from the
 * Markdown files in app/content/articles (`articlePagePaths` in scripts/articles/collection.ts),
 * which react-router.config.ts prerenders.
 */
export const parameterisedRoutes = /** @type {const} */ ([
  "/resources/blog/:slug",
  "/resources/blog/tags/:tag",
  "/resources/guides/:slug",
]);

const slugSegment = "[a-z0-9]+(?:-[a-z0-9]+)*";
/**
 * The parameterised route a path belongs to, if any ("/resources/blog/x": "/resources/blog/:slug").
 * @param {string} pathname
 * @returns {string | undefined}
 */
export function parameterisedRouteOf(pathname) {
  // Built per call, not at module level: the shell imports this module, and a top-level
  // `.map` would keep the list in every page's JavaScript.
  return parameterisedRoutes.find((route) =>
    new RegExp(`^${route.replace(/:[a-z]+/g, slugSegment)}$`).test(pathname),
  );
}
