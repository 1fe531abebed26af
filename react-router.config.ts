import type { Config } from "@react-router/dev/config";
import {
  adminPaths,
  adminPrerenderPaths,
  notFoundPaths,
  pricedPaths,
} from "./app/lib/page-table.js";
import { articlePagePaths } from "./pipeline/articles/collection.ts";
import { buildRoot } from "./server/build-paths.mjs";

export default {
  // Static marketing site: no runtime rendering. Every static route is rendered to its
  // own index.html at build, and the not-found page is rendered once so the server can
  // answer unknown paths with real HTML and a real 404 status (see pipeline/postbuild/index.mjs).
  // Routes with a parameter get one page per Markdown article and per tag in use; a page
  // that shows prices, one per currency (app/lib/currencies.js). Of the
  // team's /admin pages only the login page and the shell are prerendered; the server sends
  // the shell for every other /admin path and the browser renders it (app/lib/page-table.js).
  ssr: false,
  buildDirectory: buildRoot,
  async prerender({ getStaticPaths }) {
    const paths = getStaticPaths().filter(
      (path) => !adminPaths.includes(path) || adminPrerenderPaths.includes(path),
    );
    return [...paths, ...pricedPaths, ...articlePagePaths(process.cwd()), ...notFoundPaths];
  },
  // Opt in to the v8 behaviours now; none changes a site without loaders or middleware.
  // Route modules are not split: public routes have no client loader to split off, and
  // the admin's split modules cost every page 0.2 KB of route manifest (decision 017).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
