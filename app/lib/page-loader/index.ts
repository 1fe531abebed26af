// The entry the build bundles and inlines into every prerendered page
// (pipeline/postbuild/hydrate-on-intent.mjs) as the global `PageLoader`.
export { startPage } from "./page-loader";
