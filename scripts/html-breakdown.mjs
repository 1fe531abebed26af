#!/usr/bin/env node
// Where a built page's HTML bytes go: for each part of the page, its raw size and what
// taking it out saves of the brotli size (quality 11, as the build writes the .br copies).
// A part's brotli share cannot be read on its own, since brotli finds repeats across the
// whole page; the saving when it is gone is what keeping it costs.
//   node scripts/html-breakdown.mjs /use-cases /changelog [--build=build]
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { isMain } from "../pipeline/is-main.mjs";

const brotli = (text) =>
  brotliCompressSync(Buffer.from(text), {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  }).length;

/** Each part: a name and the pieces of the page it covers (regular expression matches). */
const parts = [
  [
    "route data (streamController.enqueue)",
    /<script>window\.__reactRouterContext\.streamController\.enqueue[\s\S]*?<\/script>/g,
  ],
  ["page loader's start (inline module)", /<script type="module">[\s\S]*?<\/script>/g],
  [
    "other inline scripts",
    /<script(?! type="module")(?!>window\.__reactRouterContext\.streamController\.enqueue)\b[^>]*>[\s\S]*?<\/script>/g,
  ],
  ["inline <svg>", /<svg\b[\s\S]*?<\/svg>/g],
  ["class attributes", / class="[^"]*"/g],
  ["<head>", /<head>[\s\S]*?<\/head>/g],
  ["site header", /<header\b[\s\S]*?<\/header>/g],
  ["<main>", /<main\b[\s\S]*<\/main>/g],
  ["site footer", /<footer\b[\s\S]*<\/footer>/g],
];

/** The file the production server answers for `route`. */
export function pageFile(clientRoot, route) {
  const relative = route === "/" ? "index.html" : path.join(route.replace(/^\//, ""), "index.html");
  return path.join(clientRoot, relative);
}

/** Raw bytes and brotli saving of each part of `html`, beside the whole page's. */
export function breakdown(html) {
  const whole = brotli(html);
  const rows = parts.map(([name, pattern]) => {
    const pieces = html.match(pattern) ?? [];
    const rest = html.replace(pattern, "");
    return {
      name,
      count: pieces.length,
      raw: pieces.reduce((sum, piece) => sum + Buffer.byteLength(piece), 0),
      brotliSaved: whole - brotli(rest),
    };
  });
  return { raw: Buffer.byteLength(html), brotli: whole, rows };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const build = args.find((arg) => arg.startsWith("--build="))?.slice(8) ?? "build";
  const routes = args.filter((arg) => !arg.startsWith("--"));
  if (routes.length === 0) {
    console.error("Name one or more routes: node scripts/html-breakdown.mjs /use-cases /changelog");
    process.exit(1);
  }
  for (const route of routes) {
    const file = pageFile(path.join(build, "client"), route);
    if (!existsSync(file)) {
      console.error(`${route}: no ${file}; run npm run build first.`);
      process.exitCode = 1;
      continue;
    }
    const page = breakdown(readFileSync(file, "utf8"));
    console.log(`\n${route}: ${kb(page.raw)} KB raw, ${kb(page.brotli)} KB brotli`);
    console.log("| part | count | raw KB | brotli KB saved without it |");
    console.log("| --- | ---: | ---: | ---: |");
    for (const row of page.rows)
      console.log(`| ${row.name} | ${row.count} | ${kb(row.raw)} | ${kb(row.brotliSaved)} |`);
  }
}
