// Plain JavaScript, like page-table.js, so the build's scripts in Node read the same names
// the page uses: the loader and the head script the post-build writes
// (pipeline/postbuild/hydrate-on-intent.mjs, head-script.mjs) and `npm run profile`.

/**
 * The User Timing mark the page's loader script sets as it imports the client entry: the
 * start of the hydration window `npm run profile` (scripts/profile.mjs) reads from a trace.
 */
export const HYDRATE_START = "flowboard:hydrate-start";

/**
 * The User Timing mark, and the event on `document`, that end hydration. A mark costs
 * microseconds and sends nothing anywhere.
 */
export const HYDRATED = "flowboard:hydrated";

/**
 * The prerendered page is interactive: a marker for tests, tooling and deferred sections,
 * the event on which the page's loader script replays a click it held
 * (pipeline/postbuild/hydrate-on-intent.mjs), and on which the head script lays out the
 * whole page once the browser is idle (pipeline/postbuild/head-script.mjs).
 */
export function markHydrated() {
  document.documentElement.dataset.hydrated = "true";
  performance.mark(HYDRATED);
  document.dispatchEvent(new Event(HYDRATED));
}

/**
 * A part of a page whose code loads after the page's own, its presses held until it is live
 * (app/lib/page-loader/declarations.ts): the post-build gives a page with one the loader
 * that holds them (pipeline/postbuild/hydrate-on-intent.mjs).
 */
export const HOLD_REGION_ATTRIBUTE = "data-hydrate-region";

/**
 * The global, on `window`, where the head script queues the presses on declared controls
 * made before the page's loader has started (pipeline/postbuild/head-script.mjs): the
 * loader is a module of its own, fetched beside the page, and takes the queue over as it
 * starts (app/lib/page-loader/early-events.ts), holding and replaying them as its own.
 */
export const EARLY_PRESSES = "__earlyPresses";

/**
 * A control whose click, submit or shortcut before hydration is held and replayed
 * (app/lib/page-loader/declarations.ts); here so the head script holds the same controls.
 */
export const HOLD_ATTRIBUTE = "data-hydrate-hold";
