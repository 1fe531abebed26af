// What the audit leaves behind: a table with a row per route, and reports/audit-<date>.md
// with the table, how it was measured, the budgets, and the breaches, so a run on a quiet
// machine can be read and compared later.
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { auditLimitsFor, checkLighthouse, kb, timesFloor } from "./budgets.mjs";
import { describeCalibration } from "./cpu-calibration.mjs";
import { describeFloor } from "./lighthouse.mjs";

const reportsDir = path.resolve("reports");

const score = (value) => (value === null || value === undefined ? "–" : Math.round(value * 100));

/** A route's audit limits in words. */
const describeLimits = (limits) =>
  `main thread ≤ ${limits.maxMainThreadTimesFloor}x the floor's, TBT ≤ the floor's + ${limits.maxTbtOverFloorMs} ms, LCP ≤ the floor's + ${limits.maxLcpOverFloorMs / 1000} s, CLS ≤ ${limits.maxCumulativeLayoutShift}, performance ≥ ${limits.minPerformance * 100} where the floor's ≥ ${limits.minPerformanceWhereFloorAtLeast * 100}`;

/** The Markdown table of the audit's rows (budgets-audit-gate.mjs), printed and reported. */
export function auditTable(rows) {
  const header =
    "| route | perf | a11y | best pr. | SEO | LCP s | TBT ms | CLS | main thread ms | x floor | LH index | JS KB gz | HTML KB br | CSS KB br | console & no-JS | dead links | budgets |";
  const rule =
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|:---:|:---:|";
  const lines = rows.map((row) => {
    const lh = row.lighthouse;
    return `| ${row.route} | ${lh ? score(lh.scores.performance) : "–"} | ${lh ? score(lh.scores.accessibility) : "–"} | ${lh ? score(lh.scores["best-practices"]) : "–"} | ${lh ? score(lh.scores.seo) : "–"} | ${lh ? (lh.lcpMs / 1000).toFixed(2) : "–"} | ${lh ? Math.round(lh.tbtMs) : "–"} | ${lh ? lh.cls.toFixed(3) : "–"} | ${lh ? Math.round(lh.mainThreadMs) : "–"} | ${lh && row.floor ? timesFloor(lh, row.floor) : "–"} | ${lh ? Math.round(lh.benchmarkIndex) : "–"} | ${kb(row.weight.js.gzip)} | ${kb(row.weight.html.br)} | ${kb(row.weight.css.br)} | ${row.quality} | ${row.deadLinks} | ${row.breaches.length || row.deadLinks !== "✓" ? "✗" : "✓"} |`;
  });
  return [header, rule, ...lines].join("\n");
}

export function currentCommit() {
  try {
    return execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

/**
 * Writes reports/audit-<date of `started`>.md and returns its path. The Lighthouse audits
 * below 1 are listed only for routes over budget: on the others they cost nothing.
 */
export function writeAuditReport({
  started,
  budgets,
  calibration,
  lighthouseVersion,
  floor,
  rows,
  table,
  breaches,
}) {
  const date = started.toISOString().slice(0, 10);
  const failingAudits = rows
    .filter(
      (row) =>
        row.lighthouse &&
        checkLighthouse(row.lighthouse, budgets, { route: row.route, floor }).length,
    )
    .map(
      (row) => `- ${row.route}: ${row.lighthouse.failing.join("; ") || "no single audit below 1"}`,
    );
  const report = [
    `# Audit ${date}`,
    "",
    `Commit ${currentCommit()}; ${describeCalibration(calibration)}. Lighthouse ${lighthouseVersion}, mobile preset with simulated throttling at that CPU slowdown, median of ${budgets.lighthouse.audit.runs} runs per route (each figure on its own); Chromium at 1280 and 390 px for the per-page checks (console, headers, axe, no-JavaScript). Main-thread work is Lighthouse's, at the calibrated CPU slowdown; "LH index" is the median benchmarkIndex Lighthouse itself read during the route's runs; npm run profile breaks it down by category from a real trace. Scores are out of 100; sizes in KB of 1024 bytes, first view. The not-found page has no Lighthouse row: it is noindex by design.`,
    "",
    table,
    "",
    `Floor, in the same Chromium at the same slowdown: ${describeFloor(floor)}. A route's figures above it are the site's own work; "x floor" is its main-thread work over the floor's.`,
    "",
    `Budgets (budgets.json), read against the floor: ${describeLimits(budgets.lighthouse.audit.limits)} on every route${Object.keys(
      budgets.lighthouse.audit.routes ?? {},
    )
      .map((route) => `; on ${route}, ${describeLimits(auditLimitsFor(route, budgets))}`)
      .join(
        "",
      )}; accessibility, best practices and SEO ≥ ${budgets.lighthouse.minScores.accessibility * 100}. For reference only, gating nothing: LCP ${budgets.lighthouse.audit.reference.maxLargestContentfulPaintMs / 1000} s, TBT ${budgets.lighthouse.audit.reference.maxTotalBlockingTimeMs} ms, main-thread work at ${calibration.multiplier}x CPU ${budgets.lighthouse.audit.reference.maxMainThreadMs} ms. Bytes: JavaScript ≤ ${budgets.bytes.jsGzipKB} KB gzip, HTML ≤ ${budgets.bytes.htmlBrotliKB} KB brotli, CSS ≤ ${budgets.bytes.cssBrotliKB} KB brotli; ${budgets.font.preloadedFiles} preloaded Latin variable font file.`,
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
  const reportFile = path.join(reportsDir, `audit-${date}.md`);
  writeFileSync(reportFile, report);
  return reportFile;
}
