// The budgets of budgets.json and the checks against them, shared by both gates of
// check-budgets.mjs: `npm test`'s and `npm run audit`'s. Every check returns a list of
// breaches, each a sentence naming the figure, so a failure says what to fix.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { everyArticlePage, parameterisedRouteOf } from "../app/lib/page-table.js";
import { searchIndexPath } from "../app/lib/search/search-index-path.js";
import { clientRoot } from "../server/build-paths.mjs";
import {
  builtAdminOnlyFiles,
  measureBeyondShell,
  measureSite,
  staticImportClosure,
} from "./page-weight.mjs";

export const KB = 1024;

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** The categories whose scores read no clock: lighthouse.minScores holds these. */
const SCORED_WITHOUT_A_CLOCK = ["accessibility", "best-practices", "seo"];

/** The audit's limits (budgets.json lighthouse.audit.limits, or a route's own), checked. */
function checkAuditLimits(limits, name) {
  for (const key of AUDIT_LIMITS)
    if (key in limits && typeof limits[key] !== "number")
      throw new Error(`budgets.json: ${name}.${key} must be a number`);
  const unknown = Object.keys(limits).filter(
    (key) => !AUDIT_LIMITS.includes(key) && key !== "why" && !key.startsWith("$"),
  );
  if (unknown.length) throw new Error(`budgets.json: ${name} has unknown limits: ${unknown}`);
}

/** budgets.json, checked for the fields the scripts read. */
export function loadBudgets(file = new URL("../budgets.json", import.meta.url)) {
  const budgets = JSON.parse(readFileSync(file, "utf8"));
  const numbers = [
    ["bytes.jsGzipKB", budgets.bytes?.jsGzipKB],
    ["bytes.htmlBrotliKB", budgets.bytes?.htmlBrotliKB],
    ["bytes.cssBrotliKB", budgets.bytes?.cssBrotliKB],
    ["searchIndex.brotliKB", budgets.searchIndex?.brotliKB],
    ["searchIndex.perArticleKB", budgets.searchIndex?.perArticleKB],
    ["font.preloadedFiles", budgets.font?.preloadedFiles],
    ["lighthouse.audit.runs", budgets.lighthouse?.audit?.runs],
    ["lighthouse.audit.maxGrowthOverRecord", budgets.lighthouse?.audit?.maxGrowthOverRecord],
  ];
  for (const [name, value] of numbers)
    if (typeof value !== "number") throw new Error(`budgets.json: ${name} must be a number`);
  for (const category of SCORED_WITHOUT_A_CLOCK)
    if (typeof budgets.lighthouse.minScores?.[category] !== "number")
      throw new Error(`budgets.json: lighthouse.minScores.${category} must be a number`);
  checkAuditLimits(budgets.lighthouse.audit.limits ?? {}, "lighthouse.audit.limits");
  for (const [route, limits] of Object.entries(budgets.lighthouse.audit.routes ?? {})) {
    checkAuditLimits(limits, `lighthouse.audit.routes["${route}"]`);
    if (typeof limits.why !== "string")
      throw new Error(`budgets.json: lighthouse.audit.routes["${route}"] needs a why`);
  }
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
  return everyArticlePage.find((page) => page.path === articleRoute)?.listPage;
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

/**
 * The audit's speed limits, each read against the floor (lighthouse.mjs, FLOOR_PAGE) measured
 * in the same run: what Chromium spends on any page differs between hosts of one class by
 * more than their benchmark index says, so a fixed figure passes on one host and fails on a
 * slower one (docs/decisions/007). Both are read at the same slowdown, so its noise cancels.
 * [budget key, the breach's sentence when the route is over, or null].
 */
const AUDIT_CHECKS = {
  maxMainThreadTimesFloor: (result, floor, max) =>
    result.mainThreadMs > floor.mainThreadMs * max
      ? `main-thread work ${Math.round(result.mainThreadMs)} ms is ${timesFloor(result, floor)} times the floor's ${Math.round(floor.mainThreadMs)} ms, over ${max}`
      : null,
  maxTbtOverFloorMs: (result, floor, max) =>
    result.tbtMs > floor.tbtMs + max
      ? `TBT ${Math.round(result.tbtMs)} ms is over the floor's ${Math.round(floor.tbtMs)} ms + ${max} ms`
      : null,
  maxLcpOverFloorMs: (result, floor, max) =>
    result.lcpMs > floor.lcpMs + max
      ? `LCP ${(result.lcpMs / 1000).toFixed(2)} s is over the floor's ${(floor.lcpMs / 1000).toFixed(2)} s + ${max / 1000} s`
      : null,
  maxCumulativeLayoutShift: (result, _floor, max) =>
    result.cls > max ? `CLS ${result.cls.toFixed(3)} is over ${max}` : null,
  // Where the floor itself scores below minPerformanceWhereFloorAtLeast, the host is too slow
  // for the score to say anything of the page: the ratios above still hold.
  minPerformance: (result, floor, min, limits) =>
    floor.scores.performance >= (limits.minPerformanceWhereFloorAtLeast ?? 0) &&
    result.scores.performance < min
      ? `performance score ${result.scores.performance.toFixed(2)} is below ${min} (the floor reads ${floor.scores.performance.toFixed(2)})`
      : null,
  minPerformanceWhereFloorAtLeast: () => null,
};
const AUDIT_LIMITS = Object.keys(AUDIT_CHECKS);

/** A route's audit limits: the audit's own, with the route's exceptions (budgets.json). */
export function auditLimitsFor(route, budgets) {
  const { why: _why, ...own } = budgets.lighthouse.audit.routes?.[route] ?? {};
  return { ...budgets.lighthouse.audit.limits, ...own };
}

/**
 * Breaches of Lighthouse's budgets by one route's (median) result: the scores that read no
 * clock (lighthouse.minScores), and with `audit: { route, floor }` the audit's speed limits,
 * read against the floor's result in the same run.
 */
export function checkLighthouse(result, budgets, audit) {
  const breaches = [];
  for (const [category, min] of Object.entries(budgets.lighthouse.minScores)) {
    const score = result.scores[category];
    if (score === null || score === undefined) breaches.push(`${category} score is missing`);
    else if (score < min) breaches.push(`${category} score ${score.toFixed(2)} is below ${min}`);
  }
  if (!audit) return breaches;
  if (!(audit.floor?.mainThreadMs > 0))
    return [...breaches, "speed cannot be judged: the floor was not measured"];
  const limits = auditLimitsFor(audit.route, budgets);
  for (const [key, limit] of Object.entries(limits)) {
    const breach = AUDIT_CHECKS[key]?.(result, audit.floor, limit, limits);
    if (breach) breaches.push(breach);
  }
  return breaches;
}

/** How many times the floor's main-thread work a route's is, to one decimal, for a report. */
export const timesFloor = (result, floor) => (result.mainThreadMs / floor.mainThreadMs).toFixed(1);

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

/**
 * Each language's search index within its budget: `sizes` are { locale, br, articles } (bytes
 * of the brotli file the server sends, and how many articles' pages it holds); one breach per
 * index over. The budget grows by `perArticleKB` for each article: a post an editor adds
 * makes the index larger, and must not fail the build (issue 70).
 */
export function checkSearchIndexes(sizes, budgets) {
  const { brotliKB, perArticleKB = 0 } = budgets.searchIndex;
  return sizes.flatMap(({ locale, br, articles = 0 }) => {
    const limit = brotliKB + perArticleKB * articles;
    return br > limit * KB
      ? [
          `the ${locale} search index is ${kb(br)} KB brotli, over its ${limit} KB budget (${brotliKB} KB and ${perArticleKB} KB for each of its ${articles} articles)`,
        ]
      : [];
  });
}

/** Whether a page of the index is an article's own page (a post or a guide, not a list). */
const isArticlePage = (pagePath) => parameterisedRouteOf(pagePath)?.endsWith("/:slug") ?? false;

export function measureSearchIndexes(locales, root = clientRoot) {
  return locales.map((locale) => ({
    locale: locale.code,
    br: statSync(path.join(root, `${searchIndexPath(locale.code).slice(1)}.br`)).size,
    articles: JSON.parse(
      readFileSync(path.join(root, searchIndexPath(locale.code).slice(1)), "utf8"),
    ).pages.filter((page) => isArticlePage(page.path)).length,
  }));
}
