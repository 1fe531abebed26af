// The constants the build writes into the app's code (Vite's `define`), for the site's build
// (vite.config.ts) and the unit tests (vitest.config.ts) alike. Declared for TypeScript in
// app/build-constants.d.ts.
import { browserPagePaths } from "../../app/lib/page-table.js";

export const buildConstants = {
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  __PAGE_PATHS__: JSON.stringify(browserPagePaths),
};
