// The facts about visitor metrics that the browser reporter, the server and the dashboard
// share: which metrics, their published thresholds, the fixed histogram buckets values are
// counted in, and the device and navigation classes a beacon may name. Plain JavaScript
// so the server (Node, no TypeScript step) and the Vite app import the same file.

/** @typedef {"LCP" | "INP" | "CLS" | "FCP" | "TTFB"} MetricName */
/** @typedef {"phone" | "desktop"} DeviceClass */

/**
 * Bucket upper bounds, inclusive: bucket i counts values in (bounds[i-1], bounds[i]],
 * bucket 0 holds exactly 0 (no layout shift at all, or the zero TTFB of a page restored
 * from the back/forward cache: common enough to keep apart), and one more bucket past the
 * last bound counts everything above it. Each threshold is a bound, so the share of good
 * values is exact. Built from [up to, step] pairs.
 * @param {Array<[number, number]>} spans
 */
function bounds(spans) {
  /** @type {number[]} */
  const list = [0];
  let at = 0;
  for (const [upTo, step] of spans) {
    // Counted in whole steps so 0.1 is the same double as the literal 0.1.
    const scale = Math.round(1 / Math.min(step, 1));
    for (
      let n = Math.round(at * scale) + Math.round(step * scale);
      n <= upTo * scale;
      n += Math.round(step * scale)
    )
      list.push(n / scale);
    at = upTo;
  }
  return list;
}

/**
 * The metrics, in the order the dashboard shows them. Times in milliseconds, CLS unitless.
 * Thresholds as web.dev publishes them: good up to and including `good`, poor above `poor`.
 * Changing a metric's `buckets` changes what stored bucket numbers mean: it needs a
 * migration that moves the stored counts.
 */
export const metrics = /** @type {const} */ ([
  {
    name: "LCP",
    label: "Largest Contentful Paint",
    unit: "ms",
    good: 2500,
    poor: 4000,
    max: 600_000,
    buckets: bounds([
      [10_000, 100],
      [30_000, 1000],
    ]),
  },
  {
    name: "INP",
    label: "Interaction to Next Paint",
    unit: "ms",
    good: 200,
    poor: 500,
    max: 600_000,
    buckets: bounds([
      [1000, 25],
      [3000, 100],
      [10_000, 1000],
    ]),
  },
  {
    name: "CLS",
    label: "Cumulative Layout Shift",
    unit: "",
    good: 0.1,
    poor: 0.25,
    max: 100,
    buckets: bounds([
      [1, 0.01],
      [3, 0.1],
    ]),
  },
  {
    name: "FCP",
    label: "First Contentful Paint",
    unit: "ms",
    good: 1800,
    poor: 3000,
    max: 600_000,
    buckets: bounds([
      [10_000, 100],
      [30_000, 1000],
    ]),
  },
  {
    name: "TTFB",
    label: "Time to First Byte",
    unit: "ms",
    good: 800,
    poor: 1800,
    max: 600_000,
    buckets: bounds([
      [3000, 50],
      [10_000, 500],
    ]),
  },
]);

/** @type {readonly MetricName[]} */
export const metricNames = metrics.map((metric) => metric.name);

/** @param {string} name */
export const metricByName = (name) => metrics.find((metric) => metric.name === name);

/** Below this viewport width (CSS pixels) a visit counts as a phone: the site's `md` breakpoint. */
export const phoneMaxWidth = 767;

/** @type {readonly DeviceClass[]} */
export const deviceClasses = ["phone", "desktop"];

/** The navigation types web-vitals names; a beacon naming another is refused. */
export const navigationTypes = /** @type {const} */ ([
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
  "soft-navigation",
]);

/** The route pattern that stands for every path the route table does not know. */
export const notFoundRoute = "*";

/** Days the dashboard and `npm run vitals` summarise, as CrUX does. */
export const summaryDays = 28;

/** The path the browser sends its beacon to. */
export const beaconPath = "/rum";

/** Most entries one beacon may carry: five metrics, a few times over (back/forward restores, soft navigations). */
export const maxEntriesPerBeacon = 30;

/** Largest beacon body accepted, in bytes. */
export const maxBeaconBytes = 4096;

/**
 * "good", "needs-improvement" or "poor" for a value of a metric.
 * @param {{ good: number, poor: number }} metric
 * @param {number} value
 */
export function ratingOf(metric, value) {
  if (value <= metric.good) return "good";
  if (value <= metric.poor) return "needs-improvement";
  return "poor";
}

/** What each rating is called wherever it is shown: the words carry it, not only a colour. */
export const ratingLabels = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

/**
 * A metric's value as people read it: "2.93 s" from 1 s up, "119 ms" below, CLS as "0.05".
 * @param {{ unit: string }} metric
 * @param {number} value
 */
export function formatMetricValue(metric, value) {
  if (metric.unit !== "ms") return value.toFixed(2);
  if (value >= 1000) return `${(Math.round(value / 10) / 100).toFixed(2)} s`;
  return `${Math.round(value)} ms`;
}

/** The not-found bucket's name on the dashboard. */
export const routeLabel = (route) =>
  route === notFoundRoute ? "Not found (any unknown path)" : route;
