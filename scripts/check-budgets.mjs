// `npm run test:budgets`, a step of `npm test` after the browser tests: the byte and font
// budgets of every built page, the dead-link check, and one Lighthouse run on each route
// listed in budgets.json (lighthouse.test.routes), held to npm test's gate
// (lighthouse.test): the scores that read no clock, and main-thread work with a wide
// margin. The strict performance gate is `npm run audit`'s. Needs a build (`npm run build`).
//
//   node scripts/check-budgets.mjs                 every listed route must be built
//   node scripts/check-budgets.mjs --routes=/,/features   Lighthouse on these routes only
//
// Exits 1 on any breach, naming the route and the figure.
import { existsSync } from "node:fs";
import { clientRoot } from "../server/build-paths.mjs";
import { checkBuiltPages, checkLighthouse, kb, loadBudgets } from "./budgets.mjs";
import { calibrateCpu, describeCalibration } from "./cpu-calibration.mjs";
import { checkSite, describeProblems } from "./dead-links.mjs";
import { lighthouseRoutes } from "./lighthouse.mjs";

function lighthouseRoutesToRun(budgets) {
  const option = process.argv.find((arg) => arg.startsWith("--routes="));
  if (!option) return budgets.lighthouse.test.routes;
  return option
    .slice("--routes=".length)
    .split(",")
    .map((route) => route.trim())
    .filter(Boolean);
}

if (!existsSync(clientRoot)) {
  console.error("No build/client: run `npm run build` first.");
  process.exit(1);
}
const budgets = loadBudgets();
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

const { pages: linked, problems } = checkSite(clientRoot);
const deadLinks = describeProblems(problems);
console.log(
  `Dead links: ${deadLinks.length ? `${problems.length} broken references` : `none in ${linked.length} pages`}`,
);
for (const line of deadLinks) {
  console.log(`  ✗ ${line}`);
  breaches.push(`dead link ${line}`);
}

const built = new Set(pages.map((page) => page.route));
const routes = lighthouseRoutesToRun(budgets);
const missing = routes.filter((route) => !built.has(route));
for (const route of missing) breaches.push(`${route}: not built, so Lighthouse cannot check it`);
const present = routes.filter((route) => built.has(route));
const gate = budgets.lighthouse.test;
console.log(`Calibration: ${describeCalibration(await calibrateCpu())}`);
console.log(
  `Lighthouse (mobile, ${gate.runs} run per route; the median of ${gate.recheckRuns} where one misses):`,
);
await lighthouseRoutes(present, {
  runs: gate.runs,
  recheck: {
    runs: gate.recheckRuns,
    needed: (result) => checkLighthouse(result, budgets, gate).length > 0,
  },
  onResult(route, result) {
    const found = checkLighthouse(result, budgets, gate);
    const { scores } = result;
    const median = result.runs > 1 ? ` (median of ${result.runs} runs)` : "";
    console.log(
      `  ${found.length ? "✗" : "✓"} ${route}${median}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores["best-practices"]}, SEO ${scores.seo}; LCP ${(result.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, main thread ${Math.round(result.mainThreadMs)} ms`,
    );
    if (found.length) for (const audit of result.failing) console.log(`      ${audit}`);
    for (const breach of found) breaches.push(`${route}: ${breach}`);
  },
});

if (breaches.length) {
  console.error(
    `\n${breaches.length} budget breaches:\n${breaches.map((b) => `  ${b}`).join("\n")}`,
  );
  process.exit(1);
}
console.log("\nEvery budget is met.");
