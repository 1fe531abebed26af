// The audit's gate (`check-budgets.mjs --gate=audit`, what `npm run audit` runs after its
// build): every budget of budgets.json over every built route, the strict one, meant for a
// quiet machine. The byte and font checks, the dead-link check, the per-page checks in
// Playwright (tests/e2e/every-route.spec.ts and quality.spec.ts, at 1280 and 390 px:
// console, headers, axe, no-JavaScript) and the median of several Lighthouse runs per
// route; a table with a row per route, printed and written with the details to
// reports/audit-<date>.md.
import path from "node:path";
import { clientRoot } from "../server/build-paths.mjs";
import {
  describeGrowth,
  readFigures,
  recordFigures,
  routesThatGrew,
  writeFigures,
} from "./audit-figures.mjs";
import {
  runFirstInteractionTimings,
  runQualityChecks,
  SITE_WIDE,
} from "./audit-quality-checks.mjs";
import { auditTable, currentCommit, writeAuditReport } from "./audit-report.mjs";
import { checkBuiltPages, checkLighthouse, timesFloor } from "./budgets.mjs";
import { calibrateCpu, describeCalibration } from "./cpu-calibration.mjs";
import { checkSite, describeProblems, NOT_FOUND_PAGE } from "./dead-links.mjs";
import { describeFloor, lighthouseFloor, lighthouseRoutes } from "./lighthouse.mjs";

/**
 * Lighthouse at the audit's gate, the median of `runs` per route, each printed as it comes
 * with its multiple of the floor's main-thread work.
 */
async function lighthouseMedians(routes, budgets, floor) {
  const { runs } = budgets.lighthouse.audit;
  console.log(`Lighthouse, mobile, median of ${runs} runs, ${routes.length} routes:`);
  let lighthouseVersion = "";
  const results = await lighthouseRoutes(routes, {
    runs,
    onResult(route, result) {
      lighthouseVersion = result.lighthouseVersion;
      const found = checkLighthouse(result, budgets, { route, floor });
      console.log(
        `  ${found.length ? "✗" : "✓"} ${route}: performance ${result.scores.performance}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, main thread ${Math.round(result.mainThreadMs)} ms (${timesFloor(result, floor)} times the floor's)`,
      );
    },
  });
  return { results, lighthouseVersion };
}

/**
 * Runs every check, prints the table and writes the report; returns the breaches. `only`
 * (from --routes) narrows the rows, the browser checks and Lighthouse to those routes; the
 * dead links are checked and reported over the whole site all the same. Each route's
 * main-thread time is read against the committed record (audit-figures.json) and, with
 * `record`, the run's figures are written to it.
 */
export async function checkAuditGate(budgets, only, { record = false } = {}) {
  const started = new Date();
  const pages = checkBuiltPages(budgets).filter((page) => !only || only.includes(page.route));
  const { problems } = checkSite(clientRoot);
  console.log("Console and no-JavaScript checks (Playwright, 1280 and 390 px):");
  const quality = runQualityChecks(only);
  console.log("First interaction at the calibrated CPU slowdown (Playwright, one test at a time):");
  const slowFirstInteractions = runFirstInteractionTimings();
  const routes = pages.map((page) => page.route).filter((route) => route !== NOT_FOUND_PAGE);
  // Read here, once the browsers of the checks above have closed, for the report to name;
  // Lighthouse reuses the same reading (one per process).
  const calibration = await calibrateCpu();
  console.log(`Calibration: ${describeCalibration(calibration)}`);
  // The yardstick first, in the same Chromium at the same slowdown as the routes.
  const floor = await lighthouseFloor(budgets.lighthouse.audit.runs);
  console.log(`Floor: ${describeFloor(floor)}`);
  const { results: lighthouse, lighthouseVersion } = await lighthouseMedians(
    routes,
    budgets,
    floor,
  );

  const rows = pages.map((page) => {
    const breaches = page.breaches.map((breach) => `${page.route}: ${breach}`);
    const result = lighthouse.get(page.route);
    if (result)
      for (const breach of checkLighthouse(result, budgets, { route: page.route, floor }))
        breaches.push(`${page.route}: ${breach}`);
    const failed = quality.get(page.route);
    if (!failed) breaches.push(`${page.route}: the console and no-JavaScript checks did not run`);
    else for (const failure of failed) breaches.push(`${page.route}: failed ${failure}`);
    const dead = problems.filter((problem) => problem.page === page.route);
    return {
      route: page.route,
      weight: page,
      lighthouse: result,
      floor,
      quality: failed?.length === 0 ? "✓" : "✗",
      deadLinks: dead.length ? String(dead.length) : "✓",
      breaches,
    };
  });
  const recorded = readFigures();
  const { maxGrowthOverRecord } = budgets.lighthouse.audit;
  const grown = routesThatGrew(recorded, lighthouse, floor, maxGrowthOverRecord);
  if (!recorded) console.log("No audit-figures.json yet: `npm run audit -- --record` writes it.");
  else
    console.log(
      `Against the record of ${recorded.recorded} (${recorded.commit}, index ${recorded.calibration.benchmarkIndex}, ${recorded.calibration.multiplier}x): ${grown.length ? `${grown.length} routes grew by more than ${Math.round(maxGrowthOverRecord * 100)}%` : `no route grew by more than ${Math.round(maxGrowthOverRecord * 100)}%`}, read as multiples of each run's floor.`,
    );
  if (record) {
    writeFigures(
      recordFigures(
        {
          results: lighthouse,
          floor,
          calibration,
          lighthouseVersion,
          commit: currentCommit(),
          date: started.toISOString().slice(0, 10),
        },
        recorded,
      ),
    );
    console.log("Recorded: audit-figures.json (commit it).");
  }
  const breaches = [
    ...grown.map((growth) => describeGrowth(growth, recorded, maxGrowthOverRecord)),
    ...rows.flatMap((row) => row.breaches),
    ...(quality.get(SITE_WIDE) ?? []).map((failure) => `failed ${failure}`),
    ...slowFirstInteractions.map((failure) => `first interaction: failed ${failure}`),
    ...describeProblems(problems).map((line) => `dead link ${line}`),
  ];

  const table = auditTable(rows);
  const reportFile = writeAuditReport({
    started,
    budgets,
    calibration,
    lighthouseVersion,
    floor,
    rows,
    table,
    breaches,
  });
  console.log(`\n${table}\n`);
  console.log(`Report: ${path.relative(process.cwd(), reportFile)}`);
  return breaches;
}
