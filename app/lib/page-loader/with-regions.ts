// The entry the build inlines, as the global `PageLoader`, into a page that has a part whose
// presses are held until it is live (`data-hydrate-region`: /demo-projects), instead of
// index.ts; pipeline/postbuild/hydrate-on-intent.mjs passes `holdRegions` to `startPage`.
export { holdRegions } from "./held-regions";
export { startPage } from "./page-loader";
