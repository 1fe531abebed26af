// `npm run profile`: where each page's main-thread time goes while it loads on a slow phone.
// Records a Chrome performance trace of every route's load in the system Chromium with the
// CPU slowed down as a mid-range phone (DevTools throttling at the multiplier fitted to the
// host, scripts/cpu-calibration.mjs), groups the main-thread
// work by category with Lighthouse's own trace model (script evaluation, script parse and
// compile, style and layout, rendering, HTML parsing, garbage collection), measures the
// hydration window (from the `flowboard:hydrate-start` mark the page's loader script sets
// as it imports the client entry, pipeline/postbuild/hydrate-on-intent.mjs, to the
// `flowboard:hydrated` mark the root layout sets once React has hydrated) and lists the
// longest tasks. Needs a build.
//
//   node scripts/profile.mjs                        every built route, median of 3 loads
//   node scripts/profile.mjs --routes=/,/pricing    these routes only
//   node scripts/profile.mjs --runs=5 --trace       5 loads each; keep the last trace of each
//                                                   route in reports/traces/ (open in DevTools)
//   node scripts/profile.mjs --json=reports/profile.json   also write the figures as JSON
//   node scripts/profile.mjs --no-js                what the HTML and CSS alone cost
//   node scripts/profile.mjs --intent               a key pressed 2 s after load: the load,
//                                                   then the hydration it asks for
//
// Timings read the wall clock of a shared machine: quote medians, compare runs taken
// together, and see `npm run audit` for the gate. This is a phone really slowed down, not
// the load Lighthouse scores: Lighthouse records an unthrottled load and multiplies each
// task by the slowdown in its simulation (Lantern), where the parser yields less and total
// blocking time counts from a simulated first paint. To explain a Lighthouse figure, read
// Lighthouse's own trace (the Node API returns it as `artifacts.Trace`).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, devices } from "@playwright/test";
import { HYDRATE_START, HYDRATED } from "../app/lib/hydration-marks.js";
import { chromiumFlags, findChromium } from "../pipeline/chromium-path.mjs";
import { isMain } from "../pipeline/is-main.mjs";
import { clientRoot } from "../server/build-paths.mjs";
import { listPages } from "../server/pages.mjs";
import { calibrateCpu, describeCalibration } from "./cpu-calibration.mjs";
import { median, startServer } from "./lighthouse.mjs";
import { importMeasureTool } from "./measure-tools.mjs";

const { MainThreadTasks } = await importMeasureTool(
  "lighthouse/core/lib/tracehouse/main-thread-tasks.js",
);
const { TraceProcessor } = await importMeasureTool(
  "lighthouse/core/lib/tracehouse/trace-processor.js",
);

/** How long after hydration the page is watched for more work (deferred sections, idle). */
const SETTLE_MS = 2_000;
const TRACE_CATEGORIES = [
  "-*",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "toplevel",
  "blink.user_timing",
  "loading",
  "latencyInfo",
  "v8.execute",
  "v8",
  "disabled-by-default-lighthouse",
  "__metadata",
];
/** Categories in the order the table prints them (Lighthouse's task groups). */
export const GROUPS = [
  ["scriptEvaluation", "script"],
  ["scriptParseCompile", "parse+compile"],
  ["styleLayout", "style+layout"],
  ["paintCompositeRender", "render"],
  ["parseHTML", "HTML+CSS parse"],
  ["garbageCollection", "GC"],
  ["other", "other"],
];
const LONG_TASK_MS = 50;
// Chromium now and then writes a trace without the navigation start (about one load in
// four here); such a trace says nothing of the page, so it is recorded again.
const TRACE_ATTEMPTS = 8;

function option(name) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : undefined;
}

/** The main-thread figures of one recorded load. */
export function summarizeTrace(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const topLevel = tasks.filter((task) => !task.parent);
  const byGroup = Object.fromEntries(GROUPS.map(([id]) => [id, 0]));
  for (const task of tasks) byGroup[task.group.id] += task.selfTime;
  const mark = (name) =>
    processed.mainThreadEvents.find((e) => e.name === name && e.cat.includes("blink.user_timing"));
  const start = mark(HYDRATE_START);
  const end = mark(HYDRATED);
  const origin = processed.timestamps.timeOrigin;
  let hydration = null;
  if (start && end) {
    // Main-thread work from the start mark's task to the end mark: React's hydration and
    // commit, split by the scheduler into tasks, plus whatever else ran meanwhile.
    const from = (start.ts - origin) / 1000;
    const to = (end.ts - origin) / 1000;
    const inWindow = topLevel.filter((t) => t.endTime > from && t.startTime < to);
    hydration = {
      wallMs: to - from,
      busyMs: inWindow.reduce(
        (sum, t) => sum + Math.min(t.endTime, to) - Math.max(t.startTime, from),
        0,
      ),
      endMs: to,
    };
  }
  const longest = [...topLevel]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((task) => ({
      startMs: task.startTime,
      durationMs: task.duration,
      group: dominantGroup(task),
      url: task.attributableURLs.at(-1) ?? "",
    }));
  return {
    totalMs: topLevel.reduce((sum, t) => sum + t.duration, 0),
    byGroup,
    hydration,
    longTasks: topLevel.filter((t) => t.duration > LONG_TASK_MS).length,
    blockingMs: topLevel.reduce((sum, t) => sum + Math.max(0, t.duration - LONG_TASK_MS), 0),
    longest,
  };
}

/** The category holding most of a task's time, counting its children. */
function dominantGroup(task) {
  const totals = new Map();
  const visit = (node) => {
    totals.set(node.group.id, (totals.get(node.group.id) ?? 0) + node.selfTime);
    for (const child of node.children) visit(child);
  };
  visit(task);
  return [...totals].sort((a, b) => b[1] - a[1])[0][0];
}

/** One load of `url` at the calibrated CPU slowdown on a phone-sized page; the raw trace. */
async function recordLoad(browser, url, { cpuSlowdown, blockScripts, intent }) {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    serviceWorkers: "block",
    javaScriptEnabled: !blockScripts,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url, { waitUntil: "load" });
  if (blockScripts) return finishTrace(browser, context);
  const evaluate = async (expression) =>
    (await cdp.send("Runtime.evaluate", { expression })).result.value;
  if (intent) {
    // The visitor's first intent, as a key press (Shift types nothing): the page loads its
    // code and hydrates (pipeline/postbuild/hydrate-on-intent.mjs).
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    for (const type of ["keyDown", "keyUp"])
      await cdp.send("Input.dispatchKeyEvent", { type, key: "Shift", code: "ShiftLeft" });
  } else {
    // A page hydrates on load only if a part of it must be live on arrival; wait and see.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const started = `performance.getEntriesByName(${JSON.stringify(HYDRATE_START)}).length > 0`;
    if (!(await evaluate(started))) return finishTrace(browser, context);
  }
  // Polled over the DevTools protocol: Playwright's own waitForFunction would first inject
  // its helper script into the page, and that evaluation would show up in the trace.
  const deadline = Date.now() + 60_000;
  while ((await evaluate("document.documentElement.dataset.hydrated")) !== "true") {
    if (Date.now() > deadline) throw new Error(`${url} did not hydrate within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return finishTrace(browser, context);
}

/** Watches the page a while longer for work that follows (deferred sections, idle), then ends the trace. */
async function finishTrace(browser, context) {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const buffer = await browser.stopTracing();
  await context.close();
  return JSON.parse(buffer.toString("utf8"));
}

/** The median of each figure over several loads of one route. */
function medianSummary(runs) {
  const pick = (f) => median(runs.map(f));
  return {
    totalMs: pick((r) => r.totalMs),
    byGroup: Object.fromEntries(GROUPS.map(([id]) => [id, pick((r) => r.byGroup[id])])),
    hydrationBusyMs: pick((r) => r.hydration?.busyMs),
    hydratedAtMs: pick((r) => r.hydration?.endMs),
    longTasks: pick((r) => r.longTasks),
    blockingMs: pick((r) => r.blockingMs),
    // The longest tasks of the run whose total is the median one.
    longest: [...runs].sort((a, b) => a.totalMs - b.totalMs)[Math.floor(runs.length / 2)].longest,
    runs: runs.length,
  };
}

/** Profiles each route `runs` times; resolves to a Map of route → median summary. */
export async function profileRoutes(
  routes,
  { runs = 3, keepTraces = false, blockScripts = false, intent = false, onResult } = {},
) {
  const { multiplier: cpuSlowdown } = await calibrateCpu();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
  const results = new Map();
  try {
    for (const route of routes) {
      const each = [];
      let trace;
      for (let i = 0; i < runs; i += 1) {
        for (let attempt = 1; ; attempt += 1) {
          try {
            trace = await recordLoad(browser, server.origin + route, {
              cpuSlowdown,
              blockScripts,
              intent,
            });
            each.push(summarizeTrace(trace));
            break;
          } catch (error) {
            // A trace Chromium cut short (no navigation start, say) is the recorder's
            // fault, not the page's: record it again.
            if (attempt === TRACE_ATTEMPTS) throw error;
            console.warn(`  ${route}: ${error.message}; recording again`);
          }
        }
      }
      if (keepTraces) {
        const dir = path.resolve("reports/traces");
        mkdirSync(dir, { recursive: true });
        const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
        writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(trace));
      }
      const result = medianSummary(each);
      results.set(route, result);
      onResult?.(route, result);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return results;
}

const ms = (value) => (value === null || value === undefined ? "–" : String(Math.round(value)));

export function tableHeader() {
  return [
    `| route | main thread ms | ${GROUPS.map(([, label]) => label).join(" | ")} | hydration ms | hydrated at ms | tasks > 50 ms | blocking ms | longest tasks (ms, kind) |`,
    `|---|${"---:|".repeat(GROUPS.length + 5)}---|`,
  ];
}

export function tableRow(route, r) {
  const longest = r.longest.map((t) => `${ms(t.durationMs)} ${t.group}`).join(", ");
  return `| ${route} | ${ms(r.totalMs)} | ${GROUPS.map(([id]) => ms(r.byGroup[id])).join(" | ")} | ${ms(r.hydrationBusyMs)} | ${ms(r.hydratedAtMs)} | ${r.longTasks} | ${ms(r.blockingMs)} | ${longest} |`;
}

if (isMain(import.meta.url)) {
  const routes = option("routes")?.split(",") ?? [...listPages(clientRoot).keys()].sort();
  const runs = Number(option("runs") ?? 3);
  const blockScripts = process.argv.includes("--no-js");
  const intent = process.argv.includes("--intent");
  const calibration = await calibrateCpu();
  console.log(`Calibration: ${describeCalibration(calibration)}`);
  console.log(
    `Main-thread time per page load at ${calibration.multiplier}x CPU slowdown, phone viewport${blockScripts ? ", JavaScript off" : ""}${intent ? ", a key pressed 2 s after load" : ""}, median of ${runs} (ms):`,
  );
  for (const line of tableHeader()) console.log(line);
  const results = await profileRoutes(routes, {
    runs,
    keepTraces: process.argv.includes("--trace"),
    blockScripts,
    intent,
    onResult: (route, result) => console.log(tableRow(route, result)),
  });
  const json = option("json");
  if (json) writeFileSync(json, JSON.stringify(Object.fromEntries(results), null, 2));
}
