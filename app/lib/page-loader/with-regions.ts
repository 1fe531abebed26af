// What a page with a part whose presses are held until it is live (`data-hydrate-region`:
// /demo-projects) imports beside the loader every page shares (index.ts), as a module of its
// own; pipeline/postbuild/hydrate-on-intent.mjs passes `holdRegions` to `startPage`.
export { holdRegions } from "./held-regions";
