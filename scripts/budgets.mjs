// The budgets of budgets.json and the checks against them, shared by both gates of
// check-budgets.mjs: `npm test`'s and `npm run audit`'s. Every check returns a list of
// breaches, each a sentence naming the figure, so a failure says what to fix.
import { readFileSync } from "node:fs";
import path from "node:path";
import { articlePages, parameterisedRouteOf } from "../app/lib/page-table.js";
import { clientRoot } from "../server/build-paths.mjs";
import {
  builtAdminOnlyFiles,
  measureBeyondShell,
  measureSite,
  staticImportClosure,
} from "./page-weight.mjs";

export const KB = 1024;

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** A gate's score and metric limits, checked: scores for some categories, the rest optional. */
function checkGate(gate, name) {
  if (typeof gate !== "object" || gate === null)
    throw new Error(`budgets.json: ${name} is missing`);
  for (const [category, min] of Object.entries(gate.minScores ?? {}))
    if (!CATEGORIES.includes(category) || typeof min !== "number")
      throw new Error(`budgets.json: ${name}.minScores.${category} is not a known category score`);
  for (const key of [...METRIC_LIMITS.map(([limit]) => limit), FLOOR_LIMIT])
    if (key in gate && typeof gate[key] !== "number")
      throw new Error(`budgets.json: ${name}.${key} must be a number`);
}

/** budgets.json, checked for the fields the scripts read. */
export function loadBudgets(file = new URL("../budgets.json", import.meta.url)) {
  const budgets = JSON.parse(readFileSync(file, "utf8"));
  const numbers = [
    ["bytes.jsGzipKB", budgets.bytes?.jsGzipKB],
    ["bytes.htmlBrotliKB", budgets.bytes?.htmlBrotliKB],
    ["bytes.cssBrotliKB", budgets.bytes?.cssBrotliKB],
    ["font.preloadedFiles", budgets.font?.preloadedFiles],
    ["lighthouse.auditRuns", budgets.lighthouse?.auditRuns],
    ["lighthouse.test.runs", budgets.lighthouse?.test?.runs],
    ["lighthouse.test.recheckRuns", budgets.lighthouse?.test?.recheckRuns],
    ["lighthouse.test.floorRuns", budgets.lighthouse?.test?.floorRuns],
  ];
  for (const [name, value] of numbers)
    if (typeof value !== "number") throw new Error(`budgets.json: ${name} must be a number`);
  checkGate(budgets.lighthouse, "lighthouse");
  for (const category of CATEGORIES)
    if (typeof budgets.lighthouse.minScores?.[category] !== "number")
      throw new Error(`budgets.json: lighthouse.minScores.${category} must be a number`);
  checkGate(budgets.lighthouse.test, "lighthouse.test");
  if (!Array.isArray(budgets.lighthouse.test.routes))
    throw new Error("budgets.json: lighthouse.test.routes must be a list of paths");
  if (typeof budgets.beforeInteraction?.jsGzipKB !== "number")
    throw new Error("budgets.json: beforeInteraction.jsGzipKB must be a number");
  for (const [route, entry] of Object.entries(budgets.beforeInteraction.liveOnArrival ?? {}))
    if (typeof entry?.jsGzipKB !== "number" || typeof entry?.why !== "string")
      throw new Error(
        `budgets.json: beforeInteraction.liveOnArrival["${route}"] needs jsGzipKB and why`,
      );
  for (const [route, entry] of Object.entries(budgets.loadedAfterFirstView?.routes ?? {}))
    if (typeof entry?.chunk !== "string" || typeof entry?.jsBeyondShellGzipKB !== "number")
      throw new Error(
        `budgets.json: loadedAfterFirstView.routes["${route}"] needs a chunk name and jsBeyondShellGzipKB`,
      );
  return budgets;
}

export const kb = (bytes) => (bytes / KB).toFixed(1);

/** Breaches of the byte budgets by one page, measured by page-weight.mjs's measurePage. */
export function checkBytes(weight, budgets) {
  const breaches = [];
  const limits = [
    ["JavaScript", weight.js.gzip, budgets.bytes.jsGzipKB, "gzip"],
    ["HTML", weight.html.br, budgets.bytes.htmlBrotliKB, "brotli"],
    ["CSS", weight.css.br, budgets.bytes.cssBrotliKB, "brotli"],
  ];
  for (const [what, bytes, limitKB, encoding] of limits)
    if (bytes > limitKB * KB)
      breaches.push(`${what} ${kb(bytes)} KB ${encoding} is over the ${limitKB} KB budget`);
  return breaches;
}

/**
 * Breaches of the before-interaction budget by one page (page-weight.mjs's
 * measureBeforeInteraction): a content page runs at most `beforeInteraction.jsGzipKB` of
 * JavaScript before the visitor's first interaction; a page that is live on arrival must
 * be named in `liveOnArrival`, with its own limit and the reason.
 */
export function checkBeforeInteraction(route, measured, budgets) {
  const exception = budgets.beforeInteraction.liveOnArrival?.[route];
  if (measured.live && !exception)
    return [
      "loads its code on arrival (data-hydrate-when) but is not named in budgets.json's beforeInteraction.liveOnArrival",
    ];
  const limitKB = exception?.jsGzipKB ?? budgets.beforeInteraction.jsGzipKB;
  return measured.js.gzip > limitKB * KB
    ? [
        `JavaScript before any interaction ${kb(measured.js.gzip)} KB gzip is over the ${limitKB} KB budget`,
      ]
    : [];
}

/** The list page an article page belongs to ("/resources/blog/x": "/resources/blog"). */
export function listPageOf(route) {
  const articleRoute = parameterisedRouteOf(route);
  return articlePages.find((page) => page.path === articleRoute)?.listPage;
}

/**
 * An article page ships no more JavaScript on first view than its list page.
 * `rows` are measured pages ({ route, js: { gzip } }); one breach per article over.
 */
export function checkArticleWeights(rows) {
  const byRoute = new Map(rows.map((row) => [row.route, row]));
  const breaches = new Map();
  for (const row of rows) {
    const list = byRoute.get(listPageOf(row.route) ?? "");
    if (list && row.js.gzip > list.js.gzip)
      breaches.set(
        row.route,
        `JavaScript ${kb(row.js.gzip)} KB gzip is more than its list page's (${list.route}, ${kb(list.js.gzip)} KB)`,
      );
  }
  return breaches;
}

/**
 * Breaches of a loaded-after-first-view budget: a page's JavaScript beyond the shell, with
 * the code it loads after its first view (measureBeyondShell), over `limitKB`.
 */
export function checkBeyondShell(beyond, limitKB) {
  return beyond.js.gzip > limitKB * KB
    ? [
        `JavaScript beyond the shell with the ${beyond.chunk} code ${kb(beyond.js.gzip)} KB gzip is over the ${limitKB} KB budget`,
      ]
    : [];
}

const linkTags = (html) => [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/**
 * Breaches of the font budget by one page: exactly the budgeted number of preloaded font
 * files, Latin-subset variable WOFF2, and its stylesheets name no other font file.
 */
export function checkFont(html, cssTexts, budgets) {
  const breaches = [];
  const preloads = linkTags(html)
    .filter((tag) => attribute(tag, "rel") === "preload" && attribute(tag, "as") === "font")
    .map((tag) => attribute(tag, "href") ?? "");
  if (preloads.length !== budgets.font.preloadedFiles)
    breaches.push(
      `${preloads.length} preloaded font files instead of ${budgets.font.preloadedFiles}`,
    );
  for (const href of preloads)
    if (!href.includes(budgets.font.fileName) || !href.endsWith(".woff2"))
      breaches.push(`preloaded font ${href} is not the ${budgets.font.fileName} WOFF2 subset`);
  const fontName = (url) => url.split("/").pop();
  const preloadedNames = new Set(preloads.map(fontName));
  for (const css of cssTexts)
    for (const [, url] of css.matchAll(/url\(\s*["']?([^"')]+\.(?:woff2?|ttf|otf))["']?\s*\)/g))
      if (!preloadedNames.has(fontName(url)))
        breaches.push(`the stylesheet loads the font ${fontName(url)}, which is not preloaded`);
  return breaches;
}

/** The metric limits a gate may set: [budget key, result key, how a breach reads]. */
const METRIC_LIMITS = [
  [
    "maxLargestContentfulPaintMs",
    "lcpMs",
    (value, max) => `LCP ${(value / 1000).toFixed(2)} s is over ${max / 1000} s`,
  ],
  [
    "maxTotalBlockingTimeMs",
    "tbtMs",
    (value, max) => `TBT ${Math.round(value)} ms is over ${max} ms`,
  ],
  ["maxCumulativeLayoutShift", "cls", (value, max) => `CLS ${value.toFixed(3)} is over ${max}`],
  [
    "maxMainThreadMs",
    "mainThreadMs",
    (value, max) =>
      `main-thread work ${Math.round(value)} ms (calibrated CPU slowdown) is over ${max} ms`,
  ],
];

/**
 * Breaches of a Lighthouse gate by one route's (median) result: the audit's strict gate,
 * `budgets.lighthouse` (the default), or npm test's, `budgets.lighthouse.test`. A gate
 * checks only the scores and metrics it names; `floor` is the floor's result in the same
 * run, which a gate with maxMainThreadTimesFloor needs.
 */
export function checkLighthouse(result, budgets, gate = budgets.lighthouse, floor) {
  const breaches = [];
  for (const [category, min] of Object.entries(gate.minScores)) {
    const score = result.scores[category];
    if (score === null || score === undefined) breaches.push(`${category} score is missing`);
    else if (score < min) breaches.push(`${category} score ${score.toFixed(2)} is below ${min}`);
  }
  for (const [limit, key, sentence] of METRIC_LIMITS)
    if (limit in gate && result[key] > gate[limit])
      breaches.push(sentence(result[key], gate[limit]));
  if (FLOOR_LIMIT in gate) breaches.push(...checkAgainstFloor(result, floor, gate[FLOOR_LIMIT]));
  return breaches;
}

/**
 * A gate may hold main-thread work to a multiple of the floor's (lighthouse.mjs, FLOOR_PAGE)
 * in the same run instead of to milliseconds: what Chromium spends on any page (a new
 * process, committing and laying out a document) differs between hosts of one class by
 * more than their benchmark index says, so a fixed figure passes on one host and fails on
 * a slower one (docs/decisions/007, "The floor as npm test's yardstick"). Both the route
 * and the floor are read at the same slowdown, so the multiplier's own noise cancels too.
 */
export const FLOOR_LIMIT = "maxMainThreadTimesFloor";

/** How many times the floor's main-thread work a route's is, to one decimal, for a report. */
export const timesFloor = (result, floor) => (result.mainThreadMs / floor.mainThreadMs).toFixed(1);

function checkAgainstFloor(result, floor, limit) {
  if (!(floor?.mainThreadMs > 0))
    return ["main-thread work cannot be judged: the floor was not measured"];
  if (result.mainThreadMs <= floor.mainThreadMs * limit) return [];
  return [
    `main-thread work ${Math.round(result.mainThreadMs)} ms is ${timesFloor(result, floor)} times the floor's ${Math.round(floor.mainThreadMs)} ms, over ${limit}`,
  ];
}

/**
 * The byte and font budgets of every built page and the not-found page, no article
 * heavier in JavaScript than its list, and the loaded-after-first-view budgets of the
 * pages budgets.json names: one row per page with its weights (page-weight.mjs) and its
 * breaches.
 */
/**
 * The team's /admin code must never reach a public page's first view: none of the files
 * only admin routes use may be among what the page loads (or what that imports).
 */
export function checkNoAdminCode(row, adminFiles, closure = staticImportClosure) {
  const loaded = closure(row.jsFiles);
  const found = [...adminFiles].filter((file) => loaded.has(file));
  return found.length
    ? [
        `first view loads admin code: ${found.join(", ")} (keep /admin imports out of public routes)`,
      ]
    : [];
}

export function checkBuiltPages(budgets) {
  const order = (route) => (route.startsWith("/") ? route : `~${route}`);
  const rows = measureSite().sort((a, b) => (order(a.route) < order(b.route) ? -1 : 1));
  const adminFiles = builtAdminOnlyFiles();
  if (adminFiles.size === 0)
    throw new Error("The build has no admin-only JavaScript: the /admin routes are missing.");
  const heavierArticles = checkArticleWeights(rows);
  const loadedAfterFirstView = budgets.loadedAfterFirstView?.routes ?? {};
  return rows.map((row) => {
    const html = readFileSync(path.join(clientRoot, row.file), "utf8");
    const css = row.cssFiles.map((file) => readFileSync(path.join(clientRoot, file), "utf8"));
    const later = loadedAfterFirstView[row.route];
    const beyond = later ? measureBeyondShell(rows, row.route, later.chunk) : undefined;
    const breaches = [
      ...checkBytes(row, budgets),
      ...checkBeforeInteraction(row.route, row.beforeInteraction, budgets),
      ...checkFont(html, css, budgets),
      ...(beyond ? checkBeyondShell(beyond, later.jsBeyondShellGzipKB) : []),
      ...checkNoAdminCode(row, adminFiles),
    ];
    if (heavierArticles.has(row.route)) breaches.push(heavierArticles.get(row.route));
    return { ...row, beyondShell: beyond, breaches };
  });
}
