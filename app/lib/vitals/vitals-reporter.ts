import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { countVisit } from "../analytics/visit-beacons";
import { beaconPath, maxEntriesPerBeacon, phoneMaxWidth } from "./metrics.js";

let started = false;

/**
 * The reporter's entry point. Called from the page's loader script while the page stays
 * its prerendered HTML, and from the root module once the app runs: whichever comes first
 * starts listening, the other does nothing. It counts the visit's page views and goals
 * (app/lib/analytics/visit-beacons.ts) too. Nothing at all when the visitor asked not to be
 * measured.
 */
export function startReporting(): (() => void) | undefined {
  if (started || visitorOptedOut()) return undefined;
  started = true;
  const stopCounting = countVisit();
  reportVitals();
  // What a test calls to leave its document as it found it (the metrics' observers stay).
  return stopCounting;
}

/** Global Privacy Control or Do Not Track: the visitor asked not to be measured. */
function visitorOptedOut() {
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  return privacy.globalPrivacyControl === true || navigator.doNotTrack === "1";
}

/** User Timing mark set once the reporter listens. */
export const VITALS_LISTENING = "flowboard:vitals-listening";

interface Entry {
  name: MetricType["name"];
  value: number;
  navigation: MetricType["navigationType"];
  path: string;
}

/**
 * Collects LCP, INP, CLS, FCP and TTFB and sends them together, once, with sendBeacon when
 * the page is hidden (or left): one small request per visit instead of one per metric.
 * Where the browser reports soft navigations (Chromium 151 and later) each client-side
 * navigation gets its own metrics under its own path; elsewhere a visit's metrics all
 * belong to the page it was loaded on. The beacon carries the path only (no query, no
 * fragment), the metric values, the navigation type and phone or desktop by viewport width.
 * Each metric is sent once. Chromium fires pagehide before visibilitychange when a visitor
 * leaves, so leaving can take two small beacons: what was ready at pagehide, then the final
 * LCP, CLS and INP that web-vitals reports as the page turns hidden.
 */
export function reportVitals() {
  const queue: Entry[] = [];
  // A metric is sent once: later updates of the same one (an INP that grows after the
  // visitor comes back to the tab) are dropped, so no visit is counted twice.
  const sent = new Set<string>();
  const add = (metric: MetricType) => {
    if (sent.has(metric.id)) return;
    sent.add(metric.id);
    queue.push({
      name: metric.name,
      value: metric.value,
      navigation: metric.navigationType,
      path: pathOf(metric.navigationURL),
    });
  };
  const options = { reportSoftNavs: true };
  onLCP(add, options);
  onINP(add, options);
  onCLS(add, options);
  onFCP(add, options);
  onTTFB(add, options);

  // For tooling and tests: the reporter is listening from here on (a mark sends nothing).
  performance.mark(VITALS_LISTENING);

  const send = () => {
    const device = innerWidth <= phoneMaxWidth ? "phone" : "desktop";
    // Many soft navigations without a hide can gather more than one beacon may carry.
    while (queue.length > 0) {
      const metrics = queue.splice(0, maxEntriesPerBeacon);
      navigator.sendBeacon(beaconPath, JSON.stringify({ device, metrics }));
    }
  };
  // Listening on the document, after web-vitals' own capturing listeners on the window
  // have reported the final LCP, CLS and INP for this hide.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  addEventListener("pagehide", send);
}

function pathOf(url: string | undefined) {
  if (!url) return location.pathname;
  try {
    return new URL(url, location.href).pathname;
  } catch {
    return location.pathname;
  }
}
