/**
 * User Timing marks around hydration, read by `npm run profile` (scripts/profile.mjs) from
 * a performance trace. A mark costs microseconds and sends nothing anywhere.
 */
export const HYDRATE_START = "flowboard:hydrate-start";
export const HYDRATED = "flowboard:hydrated";

export function markHydrateStart() {
  performance.mark(HYDRATE_START);
}

/** The prerendered page is interactive: a marker for tests, tooling and deferred sections. */
export function markHydrated() {
  document.documentElement.dataset.hydrated = "true";
  performance.mark(HYDRATED);
}
