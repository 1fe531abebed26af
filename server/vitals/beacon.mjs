import {
  deviceClasses,
  maxEntriesPerBeacon,
  metricByName,
  navigationTypes,
} from "../../app/lib/vitals/metrics.js";

const MAX_PATH_LENGTH = 2048;

/**
 * Reads a beacon body, as the browser reporter sends it:
 * `{"device":"phone","metrics":[{"name":"LCP","value":1234.5,"navigation":"navigate","path":"/pricing"}]}`.
 * Anything else (bad JSON, an unknown key, metric, device or navigation type, a value
 * that is not a finite number from 0 to the metric's ceiling, too many entries) refuses
 * the whole beacon with the reason. Paths become route patterns through `routeOf`; entries
 * for paths it does not measure are left out.
 * @param {string} text
 * @param {(path: string) => string | undefined} routeOf
 * @returns {{ device: string, entries: Array<{ route: string, metric: string, value: number, navigation: string }> } | { error: string }}
 */
export function readBeacon(text, routeOf) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: "The beacon is not JSON." };
  }
  if (!isRecord(body) || !hasOnlyKeys(body, ["device", "metrics"]))
    return { error: 'The beacon must be an object with "device" and "metrics".' };
  if (!deviceClasses.includes(body.device))
    return { error: `"device" must be one of ${deviceClasses.join(", ")}.` };
  if (
    !Array.isArray(body.metrics) ||
    body.metrics.length === 0 ||
    body.metrics.length > maxEntriesPerBeacon
  )
    return { error: `"metrics" must list 1 to ${maxEntriesPerBeacon} entries.` };

  const entries = [];
  for (const entry of body.metrics) {
    if (!isRecord(entry) || !hasOnlyKeys(entry, ["name", "value", "navigation", "path"]))
      return { error: 'Each entry must have "name", "value", "navigation" and "path".' };
    const metric = typeof entry.name === "string" ? metricByName(entry.name) : undefined;
    if (!metric) return { error: "Unknown metric." };
    const { value } = entry;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > metric.max)
      return { error: `${metric.name} must be a number from 0 to ${metric.max}.` };
    if (!navigationTypes.includes(entry.navigation)) return { error: "Unknown navigation type." };
    const { path } = entry;
    if (typeof path !== "string" || !path.startsWith("/") || path.length > MAX_PATH_LENGTH)
      return { error: '"path" must be a path of this site.' };
    const route = routeOf(path.replace(/[?#].*$/s, ""));
    if (route !== undefined)
      entries.push({ route, metric: metric.name, value, navigation: entry.navigation });
  }
  return { device: body.device, entries };
}

const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
const hasOnlyKeys = (record, keys) => {
  const own = Object.keys(record);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(record, key));
};
