// The slowest tests of the last unit and browser runs, from the JSON reports they write
// (reports/timings/unit.json from Vitest, reports/timings/e2e.json from Playwright), so
// whoever runs `npm test` sees where the time goes. `node scripts/slowest-tests.mjs [n]`.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isMain } from "../pipeline/is-main.mjs";

export const TIMINGS_DIR = path.resolve("reports/timings");

/** Every test of a Playwright JSON report: { name, ms, status }, one per project and try. */
export function playwrightTimings(report) {
  const tests = [];
  const visit = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          tests.push({
            name: `e2e [${test.projectName}] ${[...here, spec.title].join(" › ")}${result.retry ? ` (retry ${result.retry})` : ""}`,
            ms: result.duration ?? 0,
            status: result.status,
          });
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return tests;
}

/** Every test of a Vitest JSON report: { name, ms, status }. */
export function vitestTimings(report, root = process.cwd()) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      name: `unit ${path.relative(root, file.name)} › ${test.fullName}`,
      ms: test.duration ?? 0,
      status: test.status,
    })),
  );
}

/** The `count` slowest tests, slowest first. */
export function slowest(tests, count = 10) {
  return [...tests].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** The report's lines: the slowest tests, and the e2e total, or nothing without reports. */
export function slowestReport(dir = TIMINGS_DIR, count = 10) {
  const read = (file) => {
    const full = path.join(dir, file);
    return existsSync(full) ? JSON.parse(readFileSync(full, "utf8")) : undefined;
  };
  const unit = read("unit.json");
  const e2e = read("e2e.json");
  const tests = [...(unit ? vitestTimings(unit) : []), ...(e2e ? playwrightTimings(e2e) : [])];
  if (tests.length === 0) return [];
  const lines = [`${count} slowest tests (of ${tests.length}):`];
  for (const { name, ms, status } of slowest(tests, count))
    lines.push(
      `${(ms / 1000).toFixed(1).padStart(7)}s  ${name}${status === "passed" || status === "expected" ? "" : ` [${status}]`}`,
    );
  if (e2e?.stats)
    lines.push(
      `e2e: ${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed, ${e2e.stats.flaky} flaky in ${(e2e.stats.duration / 1000).toFixed(1)}s`,
    );
  return lines;
}

if (isMain(import.meta.url))
  for (const line of slowestReport(TIMINGS_DIR, Number(process.argv[2] ?? 10))) console.log(line);
