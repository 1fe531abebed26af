import { isAdminPath } from "~/lib/site-paths";

/**
 * Starts measuring the visit's Core Web Vitals once the page has loaded and the browser is
 * idle, so the measuring code (web-vitals and the reporter, fetched then) never competes
 * with the first view. Called when the root module is evaluated, not from a React effect:
 * it does not wait for hydration and does no React work. Nothing is loaded when the
 * browser asks not to be tracked (Global Privacy Control, Do Not Track) or on the team's
 * own /admin pages.
 */
export function startVitalsWhenIdle() {
  if (typeof window === "undefined" || visitorOptedOut() || isAdminPath(location.pathname)) return;
  const start = () =>
    whenIdle(() => void import("./vitals-reporter").then((m) => m.reportVitals()));
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}

function visitorOptedOut() {
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  return privacy.globalPrivacyControl === true || navigator.doNotTrack === "1";
}

/** requestIdleCallback where there is one (not in Safari), else a second's delay. */
function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}
