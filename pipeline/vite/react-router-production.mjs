// React Router 7 publishes a production build (dist/production: no dev-only warnings or
// checks) but its package exports point every condition at dist/development, so a normal
// Vite build ships the development code (remix-run/react-router#14102). This plugin
// resolves `react-router` and `react-router/dom` to the production files in the client
// build only; the dev server and the prerender (server) build keep the package's own
// resolution, warnings included.
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const productionDir = path.join(
  path.dirname(require.resolve("react-router/package.json")),
  "dist/production",
);
export const productionEntries = {
  "react-router": path.join(productionDir, "index.mjs"),
  "react-router/dom": path.join(productionDir, "dom-export.mjs"),
};

export function reactRouterProduction() {
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source) {
      return productionEntries[source];
    },
  };
}
