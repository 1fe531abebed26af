// npm test's budget gate (`check-budgets.mjs --gate=test`, the step `npm run test:budgets`):
// the byte and font budgets of every built page, which read no clock and hold on any host,
// busy or not. Lighthouse is the audit's (`npm run audit`): its speed figures read a clock,
// and what its other scores hold npm test holds already, at a cheaper level: axe on every
// route in the browser tests, the head tags, status and links of every page in the built-site
// check, a console error or warning failing any browser test (docs/decisions/007). Dead links
// are npm test's built-site check's, and the audit's own.

import { locales } from "../app/lib/locales.js";
import { checkBuiltPages, checkSearchIndexes, kb, measureSearchIndexes } from "./budgets.mjs";

/** Prints every page's figures and returns the breaches (every page, on every run). */
export async function checkTestGate(budgets) {
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

  console.log("Search index of each language:");
  const indexes = measureSearchIndexes(locales);
  for (const { locale, br } of indexes) console.log(`  ${locale}: ${kb(br)} KB br`);
  breaches.push(...checkSearchIndexes(indexes, budgets));

  return breaches;
}
