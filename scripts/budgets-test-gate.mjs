// npm test's budget gate (`check-budgets.mjs --gate=test`, the step `npm run test:budgets`):
// the byte and font budgets of every built page, and Lighthouse's best-practices and SEO
// scores on each route listed in budgets.json (lighthouse.test). Accessibility is axe's, on
// every route in the browser tests, where the page is settled first: Lighthouse's own axe
// run reads colours inside sections the browser skips rendering (content-visibility: auto)
// and, one run in eight here, reported a link as the browser's default blue. It reads no clock, since npm test runs on any host of this class,
// busy or not: every speed figure is the audit's gate, read against the floor (docs/decisions/
// 007). Dead links are npm test's built-site check's (tests/built-site), and the audit's own.

import { checkBuiltPages, checkLighthouse, kb } from "./budgets.mjs";
import { lighthouseRoutes } from "./lighthouse.mjs";

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
  const { runs, categories } = budgets.lighthouse.test;
  console.log(`Lighthouse (mobile; ${categories.join(" and ")}, which read no clock):`);
  await lighthouseRoutes(present, {
    runs,
    scoresOnly: categories,
    onResult(route, result) {
      const found = checkLighthouse(result, budgets, undefined, categories);
      const scores = categories.map((category) => `${category} ${result.scores[category]}`);
      console.log(`  ${found.length ? "✗" : "✓"} ${route}: ${scores.join(", ")}`);
      if (found.length) for (const audit of result.failing) console.log(`      ${audit}`);
      for (const breach of found) breaches.push(`${route}: ${breach}`);
    },
  });

  return breaches;
}
