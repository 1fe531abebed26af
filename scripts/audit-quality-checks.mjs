// The audit's per-page checks that need a browser (console, headers, axe, no-JavaScript),
// run as the Playwright specs npm test already has, so the audit and the e2e step can never
// disagree about what a check is. Their results come back per route through the "route"
// annotation every-route.spec.ts gives each test.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/** Where failures go that belong to no one route (links followed without JavaScript). */
export const SITE_WIDE = "(site)";

const resultsFile = path.resolve("reports", ".quality-results.json");

/**
 * Per route, the failing tests of a Playwright JSON report, each as "title (project,
 * status)"; a route whose tests all passed maps to an empty list, so a route missing from
 * the map is one whose checks did not run. A test that walks several routes names each in a
 * "route" annotation of its own, and its failure is listed under each.
 */
export function failuresByRoute(report) {
  const failures = new Map();
  const visit = (suite) => {
    for (const child of suite.suites ?? []) visit(child);
    for (const spec of suite.specs ?? [])
      for (const result of spec.tests ?? []) {
        const routes = (result.annotations ?? [])
          .filter((annotation) => annotation.type === "route")
          .map((annotation) => annotation.description);
        for (const route of routes.length ? routes : [SITE_WIDE]) {
          const list = failures.get(route) ?? [];
          if (result.status !== "expected")
            list.push(`${spec.title} (${result.projectName}, ${result.status})`);
          failures.set(route, list);
        }
      }
  };
  for (const suite of report.suites ?? []) visit(suite);
  return failures;
}

/** Runs `npx playwright test <args>` with its output shown; returns its JSON report. */
function playwrightReport(args) {
  rmSync(resultsFile, { force: true });
  const run = spawnSync("npx", ["playwright", "test", ...args], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: resultsFile },
  });
  if (!existsSync(resultsFile))
    throw new Error(`Playwright wrote no results (exit ${run.status}).`);
  const report = JSON.parse(readFileSync(resultsFile, "utf8"));
  rmSync(resultsFile, { force: true });
  return report;
}

/**
 * Runs every-route.spec.ts (with quality.spec.ts's site-wide checks when `only` is null) and
 * returns failuresByRoute of its results. With `only`, every route is still checked (its
 * tests walk several routes each) and the audit reads the routes it was given.
 */
export function runQualityChecks(only) {
  const selection = only
    ? ["tests/e2e/every-route.spec.ts"]
    : ["tests/e2e/every-route.spec.ts", "tests/e2e/quality.spec.ts"];
  return failuresByRoute(playwrightReport([...selection, "--reporter=dot,json"]));
}

/** The projects of playwright.config.ts that read a clock: the audit's, not npm test's. */
export const TIMED_PROJECTS = ["desktop timed", "phone timed"];

/**
 * The first interaction's response times at the calibrated CPU slowdown
 * (tests/e2e/first-interaction.spec.ts, one test at a time), read on the audit's quiet
 * machine: a time limit gates nothing in npm test, which runs on any host, busy or not.
 * Returns the failing tests, each as "title (project)"; the medians print as they come.
 */
export function runFirstInteractionTimings() {
  const projects = TIMED_PROJECTS.map((project) => `--project=${project}`);
  const report = playwrightReport([...projects, "--workers=1", "--reporter=list,json"]);
  return [...failuresByRoute(report).values()].flat();
}
