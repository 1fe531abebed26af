// The entry the build bundles into a module of its assets, which every prerendered page
// preloads and starts (pipeline/postbuild/hydrate-on-intent.mjs).
export { startPage } from "./page-loader";
