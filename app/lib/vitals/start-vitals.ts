import { isAdminPath } from "~/lib/site-paths";

/**
 * Starts measuring the visit's Core Web Vitals once the page has loaded and the browser is
 * idle, so the measuring code (web-vitals and the reporter, fetched then) never competes
 * with the first view. Called when the root module is evaluated (pages live on arrival, and
 * visits that hydrated before the browser was idle); a page that stays its prerendered HTML
 * starts the same reporter from its loader script (scripts/hydrate-on-intent.mjs). The
 * reporter listens once and honours Global Privacy Control and Do Not Track; nothing is
 * loaded on the team's own /admin pages.
 */
export function startVitalsWhenIdle() {
  if (typeof window === "undefined" || isAdminPath(location.pathname)) return;
  const start = () =>
    whenIdle(() => void import("./vitals-reporter").then((m) => m.startReporting()));
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}

/** requestIdleCallback where there is one (not in Safari), else a second's delay. */
function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}
