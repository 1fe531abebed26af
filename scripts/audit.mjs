// `npm run audit`: every budget of budgets.json over every built route, with the median of
// several Lighthouse runs. Builds first (npm script), then runs the byte and font checks,
// the dead-link check, the per-page checks in Playwright (tests/e2e/every-route.spec.ts and
// quality.spec.ts, at 1280 and 390 px: console, headers, axe, no-JavaScript) and Lighthouse; prints a table with a row
// per route, writes it with the details to reports/audit-<date>.md, and exits 1 on any
// breach, naming the route and the figure.
//
//   npm run audit                                  every route
//   node scripts/audit.mjs --routes=/,/pricing     these routes only, on an existing build
import { execSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { clientRoot } from "../server/build-paths.mjs";
import { checkBuiltPages, checkLighthouse, kb, loadBudgets } from "./budgets.mjs";
import { calibrateCpu, describeCalibration } from "./cpu-calibration.mjs";
import { checkSite, describeProblems, NOT_FOUND_PAGE } from "./dead-links.mjs";
import { lighthouseRoutes } from "./lighthouse.mjs";

const reportsDir = path.resolve("reports");
/** Quality checks that belong to no one route (links followed without JavaScript). */
const SITE_WIDE = "(site)";
const qualityResults = path.join(reportsDir, ".quality-results.json");

/** The routes named by --routes=/a,/b, or null for every route. */
function chosenRoutes() {
  const option = process.argv.find((arg) => arg.startsWith("--routes="));
  return option ? option.slice("--routes=".length).split(",").filter(Boolean) : null;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Runs the per-page checks (every-route.spec.ts, and quality.spec.ts's site-wide ones when
 * every route is audited); returns, per route, the failing checks at each width.
 */
function runQualityChecks(only) {
  rmSync(qualityResults, { force: true });
  const selection = only
    ? [
        "tests/e2e/every-route.spec.ts",
        `--grep=(?:^| )(?:${only.map(escapeRegExp).join("|")}): headers`,
      ]
    : ["tests/e2e/every-route.spec.ts", "tests/e2e/quality.spec.ts"];
  const run = spawnSync("npx", ["playwright", "test", ...selection, "--reporter=dot,json"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: qualityResults },
  });
  if (!existsSync(qualityResults))
    throw new Error(`Playwright wrote no results (exit ${run.status}).`);
  const report = JSON.parse(readFileSync(qualityResults, "utf8"));
  rmSync(qualityResults, { force: true });
  const failures = new Map();
  const visit = (suite) => {
    for (const child of suite.suites ?? []) visit(child);
    for (const spec of suite.specs ?? [])
      for (const result of spec.tests ?? []) {
        const route = result.annotations?.find((a) => a.type === "route")?.description ?? SITE_WIDE;
        const list = failures.get(route) ?? [];
        if (result.status !== "expected")
          list.push(`${spec.title} (${result.projectName}, ${result.status})`);
        failures.set(route, list);
      }
  };
  for (const suite of report.suites ?? []) visit(suite);
  return failures;
}

const score = (value) => (value === null || value === undefined ? "–" : Math.round(value * 100));

function markdownTable(rows) {
  const header =
    "| route | perf | a11y | best pr. | SEO | LCP s | TBT ms | CLS | main thread ms | LH index | JS KB gz | HTML KB br | CSS KB br | console & no-JS | dead links | budgets |";
  const rule =
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|:---:|:---:|";
  const lines = rows.map((row) => {
    const lh = row.lighthouse;
    return `| ${row.route} | ${lh ? score(lh.scores.performance) : "–"} | ${lh ? score(lh.scores.accessibility) : "–"} | ${lh ? score(lh.scores["best-practices"]) : "–"} | ${lh ? score(lh.scores.seo) : "–"} | ${lh ? (lh.lcpMs / 1000).toFixed(2) : "–"} | ${lh ? Math.round(lh.tbtMs) : "–"} | ${lh ? lh.cls.toFixed(3) : "–"} | ${lh ? Math.round(lh.mainThreadMs) : "–"} | ${lh ? Math.round(lh.benchmarkIndex) : "–"} | ${kb(row.weight.js.gzip)} | ${kb(row.weight.html.br)} | ${kb(row.weight.css.br)} | ${row.quality} | ${row.deadLinks} | ${row.breaches.length || row.deadLinks !== "✓" ? "✗" : "✓"} |`;
  });
  return [header, rule, ...lines].join("\n");
}

if (!existsSync(clientRoot)) {
  console.error("No build/client: run `npm run build` first (`npm run audit` does).");
  process.exit(1);
}
const budgets = loadBudgets();
const started = new Date();

const only = chosenRoutes();
const pages = checkBuiltPages(budgets).filter((page) => !only || only.includes(page.route));
const { problems } = checkSite(clientRoot);
console.log("Console and no-JavaScript checks (Playwright, 1280 and 390 px):");
const quality = runQualityChecks(only);
const routes = pages.map((page) => page.route).filter((route) => route !== NOT_FOUND_PAGE);
const calibration = await calibrateCpu();
console.log(`Calibration: ${describeCalibration(calibration)}`);
console.log(
  `Lighthouse, mobile, median of ${budgets.lighthouse.auditRuns} runs, ${routes.length} routes:`,
);
let lighthouseVersion = "";
const lighthouse = await lighthouseRoutes(routes, {
  runs: budgets.lighthouse.auditRuns,
  onResult(route, result) {
    lighthouseVersion = result.lighthouseVersion;
    console.log(
      `  ${route}: performance ${result.scores.performance}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, main thread ${Math.round(result.mainThreadMs)} ms`,
    );
  },
});

const rows = pages.map((page) => {
  const breaches = page.breaches.map((breach) => `${page.route}: ${breach}`);
  const result = lighthouse.get(page.route);
  if (result)
    for (const breach of checkLighthouse(result, budgets))
      breaches.push(`${page.route}: ${breach}`);
  const failed = quality.get(page.route);
  if (!failed) breaches.push(`${page.route}: the console and no-JavaScript checks did not run`);
  else for (const failure of failed) breaches.push(`${page.route}: failed ${failure}`);
  const dead = problems.filter((problem) => problem.page === page.route);
  return {
    route: page.route,
    weight: page,
    lighthouse: result,
    quality: failed?.length === 0 ? "✓" : "✗",
    deadLinks: dead.length ? String(dead.length) : "✓",
    breaches,
  };
});
const deadLinks = describeProblems(problems);
const breaches = [
  ...rows.flatMap((row) => row.breaches),
  ...(quality.get(SITE_WIDE) ?? []).map((failure) => `failed ${failure}`),
  ...deadLinks.map((line) => `dead link ${line}`),
];

const table = markdownTable(rows);
const commit = (() => {
  try {
    return execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
})();
const failingAudits = rows
  .filter((row) => row.lighthouse && checkLighthouse(row.lighthouse, budgets).length)
  .map(
    (row) => `- ${row.route}: ${row.lighthouse.failing.join("; ") || "no single audit below 1"}`,
  );
const report = [
  `# Audit ${started.toISOString().slice(0, 10)}`,
  "",
  `Commit ${commit}; ${describeCalibration(calibration)}. Lighthouse ${lighthouseVersion}, mobile preset with simulated throttling at that CPU slowdown, median of ${budgets.lighthouse.auditRuns} runs per route (each figure on its own); Chromium at 1280 and 390 px for the per-page checks (console, headers, axe, no-JavaScript). Main-thread work is Lighthouse's, at the calibrated CPU slowdown; "LH index" is the median benchmarkIndex Lighthouse itself read during the route's runs; npm run profile breaks it down by category from a real trace. Scores are out of 100; sizes in KB of 1024 bytes, first view. The not-found page has no Lighthouse row: it is noindex by design.`,
  "",
  table,
  "",
  `Budgets (budgets.json): performance ≥ ${budgets.lighthouse.minScores.performance * 100}, accessibility, best practices and SEO ≥ ${budgets.lighthouse.minScores.accessibility * 100}; LCP ≤ ${budgets.lighthouse.maxLargestContentfulPaintMs / 1000} s, TBT ≤ ${budgets.lighthouse.maxTotalBlockingTimeMs} ms, CLS ≤ ${budgets.lighthouse.maxCumulativeLayoutShift}, main-thread work at ${calibration.multiplier}x CPU ≤ ${budgets.lighthouse.maxMainThreadMs} ms; JavaScript ≤ ${budgets.bytes.jsGzipKB} KB gzip, HTML ≤ ${budgets.bytes.htmlBrotliKB} KB brotli, CSS ≤ ${budgets.bytes.cssBrotliKB} KB brotli; ${budgets.font.preloadedFiles} preloaded Latin variable font file.`,
  "",
  "## Breaches",
  "",
  ...(breaches.length ? breaches.map((breach) => `- ${breach}`) : ["None."]),
  ...(failingAudits.length
    ? ["", "## Lighthouse audits below 1 on routes over budget", "", ...failingAudits]
    : []),
  "",
].join("\n");

mkdirSync(reportsDir, { recursive: true });
const reportFile = path.join(reportsDir, `audit-${started.toISOString().slice(0, 10)}.md`);
writeFileSync(reportFile, report);
console.log(`\n${table}\n`);
console.log(`Report: ${path.relative(process.cwd(), reportFile)}`);
if (breaches.length) {
  console.error(
    `\n${breaches.length} budget breaches:\n${breaches.map((b) => `  ${b}`).join("\n")}`,
  );
  process.exit(1);
}
console.log("Every budget is met on every route.");
