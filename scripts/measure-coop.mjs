// `node scripts/measure-coop.mjs [--runs=7]`: what Cross-Origin-Opener-Policy: same-origin
// costs a visitor, in the system Chromium at phone size with the CPU slowed as the audit
// slows it (cpu-calibration.mjs). Our build is served twice by nginx with the generated
// build/nginx.conf, once as it is (no COOP on public pages) and once with COOP on every page
// (as before 2026-11-26, docs/decisions/005), and each is reached two
// ways, as a visitor reaches the site:
//
// - from a search result: a link on a page of another site (localhost, where the site is
//   127.0.0.1) to the home page, in the same tab;
// - between pages of the site: a link on the home page to /pricing, before the page has
//   hydrated (a document load, as every first click on a prerendered page is).
//
// For each, the median over `runs` of the time from the click to the new page's first
// contentful paint and to its load event. Runs of the two servings alternate. Decision 005 holds the figures.
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, findChromium } from "../pipeline/chromium-path.mjs";
import { isMain } from "../pipeline/is-main.mjs";
import { buildRoot, clientRoot } from "../server/build-paths.mjs";
import { calibrateCpu, describeCalibration } from "./cpu-calibration.mjs";
import { freePort } from "./free-port.mjs";
import { median } from "./lighthouse.mjs";
import { startNginx, withOpenerPolicyEverywhere } from "./nginx-harness.mjs";

const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
};

/** A page on another site: the search results a visitor leaves from. */
function serveSearchResult() {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>Results</title><p>Flowboard: the Work OS</p>");
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        // Another site than 127.0.0.1's: a cross-site navigation, as from a search engine.
        origin: `http://localhost:${server.address().port}`,
        stop: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

/**
 * Follows a link of `page` to `href`, as a click on a page that has not hydrated does (the
 * page's own navigation, not the browser's), and measures the document it leads to.
 */
async function followLink(page, href) {
  await Promise.all([
    page.waitForEvent("load"),
    page.evaluate((target) => {
      location.href = target;
    }, href),
  ]);
  // Both from the navigation's start, the click that began it.
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    load: performance.getEntriesByType("navigation")[0].loadEventEnd,
  }));
}

async function measure({ runs }) {
  const calibration = await calibrateCpu();
  console.log(`Calibration: ${describeCalibration(calibration)}`);
  const conf = path.join(buildRoot, "nginx.conf");
  const confText = readFileSync(conf, "utf8");
  const serve = async (text) =>
    startNginx({ confText: text, root: clientRoot, port: await freePort() });
  const servings = {
    "with COOP": await serve(withOpenerPolicyEverywhere(confText)),
    "without COOP": await serve(confText),
  };
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
  const results = {};
  try {
    for (let run = 0; run < runs; run += 1)
      for (const [name, served] of Object.entries(servings)) {
        const search = await serveSearchResult();
        const context = await browser.newContext(PHONE);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: calibration.multiplier });
        await page.goto(`${search.origin}/`);
        const arrival = await followLink(page, `${served.origin}/`);
        const within = await followLink(page, "/pricing");
        results[name] = [...(results[name] ?? []), { arrival, within }];
        await context.close();
        await search.stop();
      }
  } finally {
    await browser.close();
    for (const served of Object.values(servings)) await served.stop();
  }
  console.log(
    `\nmedian of ${runs}, at ${calibration.multiplier}x CPU, phone size | from a search result: FCP ms, load ms | home to /pricing: FCP ms, load ms`,
  );
  for (const [name, list] of Object.entries(results)) {
    const m = (way, key) => Math.round(median(list.map((entry) => entry[way][key])));
    console.log(
      `${name}: ${m("arrival", "fcp")}, ${m("arrival", "load")} | ${m("within", "fcp")}, ${m("within", "load")}`,
    );
  }
}

if (isMain(import.meta.url)) {
  const runs = Number(
    process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 7,
  );
  await measure({ runs });
}
