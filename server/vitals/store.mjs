import { sql } from "kysely";
import { metricByName, metrics, ratingOf, summaryDays } from "../../app/lib/vitals/metrics.js";
import { bucketOf, percentile, shareAtMost } from "./histogram.mjs";

const DAY_MS = 86_400_000;
/** Rows per INSERT: seven parameters each, far inside PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 500;

/** The UTC day of a time, as PostgreSQL writes a date ("2026-11-24"). */
export const dayOf = (time) => new Date(time).toISOString().slice(0, 10);

/**
 * Counts visitor metrics into the per-day histograms. `add` only counts in memory; every
 * `flushIntervalMs` (and on `flush()` / `close()`) the counts gathered since go to the
 * database as one upsert per 500 rows that adds them to what is stored, so a burst of
 * beacons costs a few statements rather than one each. Counts not yet written are lost
 * only if the process dies without closing (at most one interval's worth); a failed write
 * keeps them for the next flush.
 * @param {import("kysely").Kysely<any>} db
 */
export function createVitalsRecorder(db, { flushIntervalMs = 1000, now = Date.now, log } = {}) {
  /** @type {Map<string, { day: string, route: string, metric: string, device: string, navigation: string, bucket: number, count: number }>} */
  let pending = new Map();
  let writing = Promise.resolve();
  const timer = setInterval(() => {
    flush().catch((error) => log?.error({ err: error }, "could not store visitor metrics"));
  }, flushIntervalMs);
  timer.unref();

  /**
   * Counts one beacon's entries (already checked): `{ route, metric, value, navigation }`
   * each, all from one device class.
   */
  function add(device, entries) {
    const day = dayOf(now());
    for (const { route, metric, value, navigation } of entries) {
      const bucket = bucketOf(metricByName(metric).buckets, value);
      count({ day, route, metric, device, navigation, bucket }, 1);
    }
  }

  function count(cell, amount) {
    const key = [cell.day, cell.route, cell.metric, cell.device, cell.navigation, cell.bucket].join(
      "\u0000",
    );
    const row = pending.get(key);
    if (row) row.count += amount;
    else pending.set(key, { ...cell, count: amount });
  }

  /** Writes what has been counted; resolves once it is stored (flushes run one at a time). */
  function flush() {
    writing = writing
      .catch(() => {})
      .then(async () => {
        if (pending.size === 0) return;
        const rows = [...pending.values()];
        pending = new Map();
        let written = 0;
        try {
          for (; written < rows.length; written += ROWS_PER_STATEMENT)
            await upsert(db, rows.slice(written, written + ROWS_PER_STATEMENT));
        } catch (error) {
          // Each statement is atomic: put back the rows of the ones not written, to try again.
          for (const row of rows.slice(written)) count(row, row.count);
          throw error;
        }
      });
    return writing;
  }

  return {
    add,
    flush,
    /** Stops the timer and writes what is left. */
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

async function upsert(db, rows) {
  await db
    .insertInto("web_vital_histograms")
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(["day", "route", "metric", "device", "navigation", "bucket"])
        .doUpdateSet({ count: sql`web_vital_histograms.count + excluded.count` }),
    )
    .execute();
}

/**
 * What the dashboard and `npm run vitals` show for the `days` days up to `now` (UTC):
 * per route pattern and device class, each metric's 75th percentile with its rating, the
 * share of good values and how many values it rests on; and per metric and device class
 * the 75th percentile of each day, for the charts.
 * @param {import("kysely").Kysely<any>} db
 */
export async function summariseVitals(db, { now = Date.now(), days = summaryDays } = {}) {
  const to = dayOf(now);
  const from = dayOf(now - (days - 1) * DAY_MS);
  const stored = await db
    .selectFrom("web_vital_histograms")
    .select([
      sql`day::text`.as("day"),
      "route",
      "metric",
      "device",
      "bucket",
      sql`sum(count)::float8`.as("count"),
    ])
    .where("day", ">=", sql`${from}::date`)
    .where("day", "<=", sql`${to}::date`)
    .groupBy(["day", "route", "metric", "device", "bucket"])
    .execute();

  /** @type {Map<string, Map<number, number>>} */
  const byRoute = new Map();
  /** @type {Map<string, Map<number, number>>} */
  const byDay = new Map();
  const addTo = (map, key, bucket, count) => {
    const counts = map.get(key) ?? new Map();
    map.set(key, counts);
    counts.set(bucket, (counts.get(bucket) ?? 0) + count);
  };
  for (const row of stored) {
    if (!metricByName(row.metric)) continue;
    const count = Number(row.count);
    addTo(byRoute, JSON.stringify([row.route, row.device, row.metric]), row.bucket, count);
    addTo(byDay, JSON.stringify([row.metric, row.device, row.day]), row.bucket, count);
  }

  /** @type {Map<string, { route: string, device: string, metrics: Record<string, ReturnType<typeof summariseCounts>> }>} */
  const rows = new Map();
  for (const [key, counts] of byRoute) {
    const [route, device, name] = JSON.parse(key);
    const rowKey = JSON.stringify([route, device]);
    const row = rows.get(rowKey) ?? { route, device, metrics: {} };
    rows.set(rowKey, row);
    row.metrics[name] = summariseCounts(metricByName(name), counts);
  }

  const series = Object.fromEntries(metrics.map((metric) => [metric.name, []]));
  for (const [key, counts] of byDay) {
    const [name, device, day] = JSON.parse(key);
    const summary = summariseCounts(metricByName(name), counts);
    series[name].push({ day, device, p75: summary.p75, samples: summary.samples });
  }
  for (const points of Object.values(series))
    points.sort((a, b) => a.day.localeCompare(b.day) || a.device.localeCompare(b.device));

  return {
    from,
    to,
    days,
    metrics: metrics.map(({ name, label, unit, good, poor }) => ({
      name,
      label,
      unit,
      good,
      poor,
    })),
    rows: [...rows.values()].sort(
      (a, b) => a.route.localeCompare(b.route) || a.device.localeCompare(b.device),
    ),
    series,
  };
}

function summariseCounts(metric, counts) {
  const p75 = percentile(metric.buckets, counts, 0.75);
  let samples = 0;
  for (const count of counts.values()) samples += count;
  return {
    p75: p75 === undefined ? null : roundFor(metric, p75.value),
    atLeast: p75?.overflow ?? false,
    rating: p75 === undefined ? null : ratingOf(metric, p75.value),
    goodShare: shareAtMost(metric.buckets, counts, metric.good) ?? null,
    samples,
  };
}

/** Milliseconds to the whole millisecond, CLS to three places. */
const roundFor = (metric, value) =>
  metric.unit === "ms" ? Math.round(value) : Math.round(value * 1000) / 1000;
