// The audit's record of each route's speed (audit-figures.json, committed): `npm run audit --
// --record` writes it, every `npm run audit` reads each route's main-thread time against it
// and names a route that grew by more than budgets.json's lighthouse.audit.maxGrowthOverRecord
// (issue 74). Both readings are taken as multiples of the floor measured in the same run (a
// page of one heading and one paragraph, scripts/lighthouse.mjs), so a host that is busier or
// slower than at the record moves the floor with the route and does not read as growth.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export const FIGURES_FILE = new URL("../audit-figures.json", import.meta.url);

const COMMENT =
  "Each route's Lighthouse figures at the last recorded audit (npm run audit -- --record; scripts/audit-figures.mjs), median of the audit's runs at the calibrated CPU slowdown. Every npm run audit reads each route's main-thread time as a multiple of the floor measured in its own run, beside timesFloor here, and names a route that grew by more than budgets.json's lighthouse.audit.maxGrowthOverRecord. Written by the command, not by hand (docs/decisions/050).";

const round = (value, places = 0) =>
  value === null || value === undefined ? null : Number(value.toFixed(places));

/** The figures kept of one Lighthouse result (lighthouse.mjs's medianResult), against `floor`. */
export function routeFigures(result, floor) {
  return {
    mainThreadMs: round(result.mainThreadMs),
    timesFloor: round(result.mainThreadMs / floor.mainThreadMs, 3),
    tbtMs: round(result.tbtMs),
    lcpMs: round(result.lcpMs),
    cls: round(result.cls, 3),
    performance: result.scores?.performance ?? null,
    benchmarkIndex: round(result.benchmarkIndex),
  };
}

/**
 * The record to write after an audit: `results` (route → median result) against `floor`, with
 * how it was measured. Routes not measured this time (an audit of some routes only) keep
 * their figures from `previous`, and the routes stay sorted so the file's diff reads by route.
 */
export function recordFigures(
  { results, floor, calibration, lighthouseVersion, commit, date },
  previous,
) {
  const routes = { ...(previous?.routes ?? {}) };
  for (const [route, result] of results) routes[route] = routeFigures(result, floor);
  return {
    $comment: COMMENT,
    recorded: date,
    commit,
    lighthouseVersion,
    calibration: {
      benchmarkIndex: round(calibration.benchmarkIndex),
      multiplier: calibration.multiplier,
    },
    floor: {
      mainThreadMs: round(floor.mainThreadMs),
      tbtMs: round(floor.tbtMs),
      lcpMs: round(floor.lcpMs),
    },
    routes: Object.fromEntries(
      Object.keys(routes)
        .sort()
        .map((route) => [route, routes[route]]),
    ),
  };
}

/**
 * The routes of `results` whose main-thread time, as a multiple of this run's `floor`, grew by
 * more than `maxGrowth` (0.15 = 15%) over the same multiple in `record`, each as
 * `{ route, recorded, now, growth }`, the largest growth first. A route the record does not
 * hold is not judged (a new page: the next --record takes it in).
 */
export function routesThatGrew(record, results, floor, maxGrowth) {
  if (!record?.routes || !(floor?.mainThreadMs > 0)) return [];
  const grown = [];
  for (const [route, result] of results) {
    const recorded = record.routes[route]?.timesFloor;
    if (!(recorded > 0) || !(result?.mainThreadMs > 0)) continue;
    const now = result.mainThreadMs / floor.mainThreadMs;
    const growth = now / recorded - 1;
    if (growth > maxGrowth) grown.push({ route, recorded, now, growth });
  }
  return grown.sort((a, b) => b.growth - a.growth);
}

/** One grown route in words, for the audit's breaches. */
export function describeGrowth({ route, recorded, now, growth }, record, maxGrowth) {
  return `${route}: main-thread work grew ${Math.round(growth * 100)}% over the record of ${record.recorded} (${record.commit}): ${now.toFixed(2)} times the floor's, ${recorded.toFixed(2)} then; over ${Math.round(maxGrowth * 100)}% (audit-figures.json)`;
}

/** The committed record, or null when there is none yet. */
export function readFigures(file = FIGURES_FILE) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

export function writeFigures(figures, file = FIGURES_FILE) {
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
}
