// The entry the build bundles into a module of its assets, which every prerendered page
// imports and starts (pipeline/postbuild/hydrate-on-intent.mjs).
export { startPage } from "./page-loader";
