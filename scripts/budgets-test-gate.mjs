// npm test's budget gate (`check-budgets.mjs --gate=test`, the step `npm run test:budgets`):
// the byte and font budgets of every built page and one Lighthouse run
// on each route listed in budgets.json (lighthouse.test.routes), held to the gate
// lighthouse.test: the scores that read no clock, and main-thread work as a multiple of the
// floor's in the same run, since npm test runs on any host of this class, busy or not. The
// strict speed gate is the audit's. Dead links are npm test's built-site check's
// (tests/built-site), and the audit's own.

import { checkBuiltPages, checkLighthouse, kb, timesFloor } from "./budgets.mjs";
import { calibrateCpu, describeCalibration } from "./cpu-calibration.mjs";
import { describeFloor, lighthouseFloor, lighthouseRoutes } from "./lighthouse.mjs";

/**
 * Prints every figure as it is measured and returns the breaches. `routes` (from --routes)
 * narrows Lighthouse only: the byte budgets are cheap enough to cover every page on every run.
 */
export async function checkTestGate(budgets, routes) {
  const breaches = [];

  console.log("Byte and font budgets, every built page:");
  const pages = checkBuiltPages(budgets);
  for (const page of pages) {
    const later = page.beyondShell
      ? `; with its ${page.beyondShell.chunk} code, ${kb(page.beyondShell.js.gzip)} KB gzip beyond the shell`
      : "";
    const figures = `JS ${kb(page.js.gzip)} KB gzip (${kb(page.beforeInteraction.js.gzip)} KB before any interaction${page.beforeInteraction.live ? ", live on arrival" : ""}), HTML ${kb(page.html.br)} KB br, CSS ${kb(page.css.br)} KB br${later}`;
    console.log(`  ${page.breaches.length ? "✗" : "✓"} ${page.route}: ${figures}`);
    for (const breach of page.breaches) breaches.push(`${page.route}: ${breach}`);
  }

  // A listed route that was not built would otherwise pass unchecked.
  const built = new Set(pages.map((page) => page.route));
  const wanted = routes ?? budgets.lighthouse.test.routes;
  for (const route of wanted.filter((route) => !built.has(route)))
    breaches.push(`${route}: not built, so Lighthouse cannot check it`);
  const present = wanted.filter((route) => built.has(route));
  const gate = budgets.lighthouse.test;
  console.log(`Calibration: ${describeCalibration(await calibrateCpu())}`);
  // The yardstick first: what any page costs this host's Chromium at this slowdown.
  const floor = await lighthouseFloor(gate.floorRuns);
  console.log(`Floor: ${describeFloor(floor)}`);
  console.log(
    `Lighthouse (mobile, ${gate.runs} run per route; the median of ${gate.recheckRuns} where one misses):`,
  );
  await lighthouseRoutes(present, {
    runs: gate.runs,
    // One noisy run on a busy machine must not fail npm test; a page really over still does.
    recheck: {
      runs: gate.recheckRuns,
      needed: (result) => checkLighthouse(result, budgets, gate, floor).length > 0,
    },
    onResult(route, result) {
      const found = checkLighthouse(result, budgets, gate, floor);
      const { scores } = result;
      const median = result.runs > 1 ? ` (median of ${result.runs} runs)` : "";
      console.log(
        `  ${found.length ? "✗" : "✓"} ${route}${median}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores["best-practices"]}, SEO ${scores.seo}; LCP ${(result.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, main thread ${Math.round(result.mainThreadMs)} ms (${timesFloor(result, floor)} times the floor's)`,
      );
      if (found.length) for (const audit of result.failing) console.log(`      ${audit}`);
      for (const breach of found) breaches.push(`${route}: ${breach}`);
    },
  });

  return breaches;
}
