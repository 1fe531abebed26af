#!/usr/bin/env node
/**
 * Issue 48's layout review: each page at each width in the system Chromium, against a
 * running server, reporting any horizontal overflow (the document wider than the window)
 * with the elements that stick out past the window's edges, and optionally a full-page
 * screenshot of each.
 *
 *   node scripts/layout-review.mjs --base=http://127.0.0.1:4701 \
 *     --routes=/he,/he/pricing --widths=320,390,1280 [--shots=folder]
 *
 * Exits 1 when a page overflows. Layout is only a browser's to answer; the browser tests
 * check overflow on their own pages, this covers the languages' pages in one pass.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, findChromium } from "../pipeline/chromium-path.mjs";

const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

const base = option("base", "http://127.0.0.1:3000");
const routes = option(
  "routes",
  "/he,/he/pricing,/he/resources/api-docs,/he/demo-projects,/de/pricing,/ja/features",
).split(",");
const widths = option("widths", "320,390,1280").split(",").map(Number);
const shots = option("shots", "");
if (shots) mkdirSync(shots, { recursive: true });

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
const page = await browser.newPage();
let overflowing = 0;
try {
  for (const route of routes) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(new URL(route, base).href, { waitUntil: "load" });
      // Lazy bands (decision 018) are laid out as they near the screen: lay out all of them.
      await page.evaluate(() => document.documentElement.removeAttribute("data-bands"));
      const report = await page.evaluate(() => {
        function* ancestors(element) {
          for (let at = element.parentElement; at && at !== document.body; at = at.parentElement)
            yield at;
        }
        const root = document.documentElement;
        const outside = [];
        for (const element of document.body.querySelectorAll("*")) {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || (box.right <= innerWidth + 1 && box.left >= -1)) continue;
          // What a scrolling box (a wide table's frame) holds scrolls there, not the page.
          if ([...ancestors(element)].some((box) => getComputedStyle(box).overflowX !== "visible"))
            continue;
          if (
            element.closest("[aria-hidden=true], dialog:not([open]), [popover]:not(:popover-open)")
          )
            continue;
          const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")}`;
          outside.push(`${name} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
        }
        return { scrollWidth: root.scrollWidth, innerWidth, dir: root.dir, outside };
      });
      const over = report.scrollWidth > report.innerWidth;
      if (over) overflowing++;
      console.log(
        `${over ? "OVERFLOW" : "ok      "} ${route} @${width}: scrollWidth ${report.scrollWidth} / ${report.innerWidth} (${report.dir})`,
      );
      if (over) for (const line of report.outside.slice(0, 8)) console.log(`           ${line}`);
      if (shots) {
        const file = `${route.replace(/^\//, "").replaceAll("/", "_") || "home"}-${width}.png`;
        await page.screenshot({ path: join(shots, file), fullPage: true });
        await page.screenshot({ path: join(shots, file.replace(/\.png$/, "-top.png")) });
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`${overflowing} of ${routes.length * widths.length} page widths overflow`);
process.exit(overflowing ? 1 : 0);
