import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const thisYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * The current year in the browser (the copyright line of docs/spec/site-spec.md §2.3). The
 * prerendered page says the year it was built, and hydration starts from the same value;
 * React then renders the browser's year if it differs, so a page built last December says
 * this year after New Year without a rebuild.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, thisYear, buildYear);
}
