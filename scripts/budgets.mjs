// The budgets of budgets.json and the checks against them, shared by `npm test`
// (check-budgets.mjs) and `npm run audit` (audit.mjs). Every check returns a list of
// breaches, each a sentence naming the figure, so a failure says what to fix.
import { readFileSync } from "node:fs";
import path from "node:path";
import { clientRoot, measureSite } from "./page-weight.mjs";

export const KB = 1024;

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** budgets.json, checked for the fields the scripts read. */
export function loadBudgets(file = new URL("../budgets.json", import.meta.url)) {
  const budgets = JSON.parse(readFileSync(file, "utf8"));
  const numbers = [
    ["bytes.jsGzipKB", budgets.bytes?.jsGzipKB],
    ["bytes.htmlBrotliKB", budgets.bytes?.htmlBrotliKB],
    ["bytes.cssBrotliKB", budgets.bytes?.cssBrotliKB],
    ["font.preloadedFiles", budgets.font?.preloadedFiles],
    ["lighthouse.maxLargestContentfulPaintMs", budgets.lighthouse?.maxLargestContentfulPaintMs],
    ["lighthouse.maxTotalBlockingTimeMs", budgets.lighthouse?.maxTotalBlockingTimeMs],
    ["lighthouse.maxCumulativeLayoutShift", budgets.lighthouse?.maxCumulativeLayoutShift],
    ["lighthouse.auditRuns", budgets.lighthouse?.auditRuns],
    ["lighthouse.testRuns", budgets.lighthouse?.testRuns],
    ["lighthouse.testRecheckRuns", budgets.lighthouse?.testRecheckRuns],
  ];
  for (const [name, value] of numbers)
    if (typeof value !== "number") throw new Error(`budgets.json: ${name} must be a number`);
  for (const category of CATEGORIES)
    if (typeof budgets.lighthouse.minScores?.[category] !== "number")
      throw new Error(`budgets.json: lighthouse.minScores.${category} must be a number`);
  if (!Array.isArray(budgets.lighthouse.testRoutes))
    throw new Error("budgets.json: lighthouse.testRoutes must be a list of paths");
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

/** Breaches of the Lighthouse budgets by one route's (median) result. */
export function checkLighthouse(result, budgets) {
  const { lighthouse } = budgets;
  const breaches = [];
  for (const category of CATEGORIES) {
    const min = lighthouse.minScores[category];
    const score = result.scores[category];
    if (score === null || score === undefined) breaches.push(`${category} score is missing`);
    else if (score < min) breaches.push(`${category} score ${score.toFixed(2)} is below ${min}`);
  }
  if (result.lcpMs > lighthouse.maxLargestContentfulPaintMs)
    breaches.push(
      `LCP ${(result.lcpMs / 1000).toFixed(2)} s is over ${lighthouse.maxLargestContentfulPaintMs / 1000} s`,
    );
  if (result.tbtMs > lighthouse.maxTotalBlockingTimeMs)
    breaches.push(
      `TBT ${Math.round(result.tbtMs)} ms is over ${lighthouse.maxTotalBlockingTimeMs} ms`,
    );
  if (result.cls > lighthouse.maxCumulativeLayoutShift)
    breaches.push(`CLS ${result.cls.toFixed(3)} is over ${lighthouse.maxCumulativeLayoutShift}`);
  return breaches;
}

/**
 * The byte and font budgets of every built page and the not-found page: one row per page
 * with its weights (page-weight.mjs) and its breaches.
 */
export function checkBuiltPages(budgets) {
  const order = (route) => (route.startsWith("/") ? route : `~${route}`);
  const rows = measureSite().sort((a, b) => (order(a.route) < order(b.route) ? -1 : 1));
  return rows.map((row) => {
    const html = readFileSync(path.join(clientRoot, row.file), "utf8");
    const css = row.cssFiles.map((file) => readFileSync(path.join(clientRoot, file), "utf8"));
    return { ...row, breaches: [...checkBytes(row, budgets), ...checkFont(html, css, budgets)] };
  });
}
