/**
 * The User Timing mark that ends hydration, read by `npm run profile` (scripts/profile.mjs)
 * from a performance trace; the page's loader script sets "flowboard:hydrate-start" as it
 * imports the client entry. A mark costs microseconds and sends nothing anywhere.
 */
export const HYDRATED = "flowboard:hydrated";

/**
 * The prerendered page is interactive: a marker for tests, tooling and deferred sections,
 * and the event on which the page's loader script replays a click it held
 * (pipeline/postbuild/hydrate-on-intent.mjs).
 */
export function markHydrated() {
  document.documentElement.dataset.hydrated = "true";
  performance.mark(HYDRATED);
  document.dispatchEvent(new Event(HYDRATED));
}
