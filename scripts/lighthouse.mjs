// Lighthouse against the production server, in the system Chromium: the mobile preset with
// its simulated throttling, the CPU slowdown fitted to the host (cpu-calibration.mjs). Used by
// check-budgets.mjs: npm test's gate (one run per route) and the audit's (the median of several).
import { spawn } from "node:child_process";
import http from "node:http";
import { chromiumFlags, findChromium } from "../pipeline/chromium-path.mjs";
import {
  contentSecurityPolicy,
  REVALIDATE,
  securityHeaders,
} from "../pipeline/postbuild/security-headers.mjs";
import { CATEGORIES } from "./budgets.mjs";
import { calibrateCpu } from "./cpu-calibration.mjs";
import { freePort } from "./free-port.mjs";
import { importMeasureTool } from "./measure-tools.mjs";

const SERVER_START_TIMEOUT_MS = 30_000;

/**
 * Starts `node server/index.mjs` on 127.0.0.1 (LIGHTHOUSE_PORT, else a free port) and
 * resolves once it answers; `stop()` ends it.
 */
export async function startServer() {
  const port = Number(process.env.LIGHTHOUSE_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["server/index.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  for (;;) {
    try {
      await fetch(origin);
      break;
    } catch {
      if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}).`);
      if (Date.now() > deadline) throw new Error(`The server did not answer on ${origin}.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    origin,
    async stop() {
      if (server.exitCode === null) server.kill("SIGTERM");
      await exited;
    },
  };
}

/** Launches headless Chromium for Lighthouse; `kill()` ends it. */
export async function launchChromium() {
  const chromePath = findChromium();
  if (!chromePath)
    throw new Error("No Chromium found: set CHROME_PATH or install Debian's chromium package.");
  const chromeLauncher = await importMeasureTool("chrome-launcher");
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
    logLevel: "silent",
  });
}

/** Attempts per run when Lighthouse itself fails (a lost trace, say), not the page. */
const LIGHTHOUSE_ATTEMPTS = 3;

/** The Lighthouse report of one page load, retried when Lighthouse's own recording fails. */
export async function lighthouseReport(url, chrome, cpuSlowdownMultiplier) {
  return (await lighthouseRun(url, chrome, cpuSlowdownMultiplier)).lhr;
}

/** `{ lhr, artifacts }` of one page load (the artifacts hold the trace), retried as above. */
export async function lighthouseRun(url, chrome, cpuSlowdownMultiplier) {
  const { default: lighthouse } = await importMeasureTool("lighthouse");
  const { throttling } = await importMeasureTool("lighthouse/core/config/constants.js");
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return result;
    // e.g. NO_NAVSTART: "Something went wrong with recording the trace ... run again".
    const message = `Lighthouse on ${url}: ${lhr.runtimeError.message} (${lhr.runtimeError.code})`;
    if (attempt === LIGHTHOUSE_ATTEMPTS) throw new Error(`${message}, ${attempt} times`);
    console.warn(`  ${message}; running it again`);
  }
}

/** One Lighthouse run at the calibrated CPU slowdown: the category scores and the budgeted metrics. */
export async function runLighthouse(url, chrome) {
  const { multiplier } = await calibrateCpu();
  const lhr = await lighthouseReport(url, chrome, multiplier);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? null]),
  );
  const failing = [];
  for (const category of CATEGORIES)
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit?.score < 1)
        failing.push(
          `${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
        );
    }
  return {
    scores,
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    fcpMs: lhr.audits["first-contentful-paint"].numericValue,
    // Main-thread work while loading, multiplied by the calibrated CPU slowdown, and its
    // parts by Lighthouse's own groups (scriptEvaluation, styleLayout, parseHTML, ...).
    mainThreadMs: lhr.audits["mainthread-work-breakdown"].numericValue,
    groups: Object.fromEntries(
      (lhr.audits["mainthread-work-breakdown"].details?.items ?? []).map((item) => [
        item.group,
        item.duration,
      ]),
    ),
    elements: lhr.audits["dom-size"]?.numericValue ?? null,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    // Lighthouse's own reading of the host during this run, next to the calibration's.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
    warnings: lhr.runWarnings,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
  };
}

export function median(values) {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure over several runs of one route (each figure on its own). */
export function medianResult(runs) {
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
    ),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    mainThreadMs: median(runs.map((run) => run.mainThreadMs)),
    groups: Object.fromEntries(
      [...new Set(runs.flatMap((run) => Object.keys(run.groups ?? {})))].map((group) => [
        group,
        median(runs.map((run) => run.groups?.[group] ?? 0)),
      ]),
    ),
    elements: median(runs.map((run) => run.elements)),
    cpuSlowdown: runs[0]?.cpuSlowdown,
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
    runs: runs.length,
  };
}

/**
 * Runs Lighthouse `runs` times on each route, one route after another, in one Chromium, and
 * gives each route's median. `serve` starts what the routes are read from: the production server,
 * unless named.
 */
export async function lighthouseRoutes(routes, { runs, onResult = () => {}, serve = startServer }) {
  // Calibrated before the server and Lighthouse's Chromium start, on a quiet host.
  await calibrateCpu();
  const server = await serve();
  const chrome = await launchChromium();
  const results = new Map();
  try {
    for (const route of routes) {
      const each = [];
      for (let i = 0; i < runs; i += 1)
        each.push(await runLighthouse(server.origin + route, chrome));
      const result = { ...medianResult(each), lighthouseVersion: each[0].lighthouseVersion };
      results.set(route, result);
      onResult(route, result);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  return results;
}

/**
 * The floor: a page of one heading and one paragraph, no stylesheet, no script, no image,
 * sent with the headers every page of the site carries (FLOOR_HEADERS). What any document
 * costs this Chromium at this slowdown (committing the navigation, parsing, a first layout
 * and paint), so a route's figures can be read against it: what they read above it is the
 * site's own work.
 */
export const FLOOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="A page of one heading and one paragraph, the floor of every Lighthouse figure."></head><body><h1>Floor</h1><p>One heading and one paragraph: what any page costs the browser.</p></body></html>`;

/**
 * The floor's response headers: the site's own (security-headers.mjs), so its load takes the
 * same path through the browser as a route's. Cross-Origin-Opener-Policy mattered most, when
 * every page sent it: Lighthouse starts from about:blank, and a page with `same-origin` is
 * loaded into a new browsing context group, a new renderer process with nothing warm (about
 * 40 % more main-thread work for the floor: docs/decisions/014, "The floor with the site's
 * headers"). Since 2026-11-26 only the signed-in area sends it (docs/decisions/005).
 */
export const FLOOR_HEADERS = {
  ...securityHeaders,
  "Content-Security-Policy": contentSecurityPolicy(),
  "Cache-Control": REVALIDATE,
  "Content-Type": "text/html; charset=utf-8",
};

/** Serves FLOOR_PAGE with FLOOR_HEADERS at every path on 127.0.0.1 (a free port); `stop()` ends it. */
export async function serveFloorPage() {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, FLOOR_HEADERS);
    response.end(FLOOR_PAGE);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Lighthouse on the floor page, `runs` times at the calibrated slowdown: their median. */
export async function lighthouseFloor(runs) {
  const results = await lighthouseRoutes(["/"], { runs, serve: serveFloorPage });
  return results.get("/");
}

/** The floor's figures in a line: what one paragraph with the site's headers reads in the same Chromium, same slowdown. */
export const describeFloor = (floor) =>
  `performance ${Math.round(floor.scores.performance * 100)}, LCP ${(floor.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(floor.tbtMs)} ms, main thread ${Math.round(floor.mainThreadMs)} ms (median of ${floor.runs}; a page of one heading and one paragraph with the site's headers, no stylesheet or script)`;
