// Post-build step 1 (pipeline/postbuild/index.mjs), run before any other because the later
// steps hash and compress the HTML and must see its final form: every prerendered page stays
// its prerendered HTML, complete and working (links, menus as native popovers, forms that
// post, the billing switch in CSS), and loads the framework only when the visitor asks for
// something it does (one file to read for how a page becomes interactive: docs/decisions/014).
//
// The framework and hydration cost a phone one to two seconds of main-thread work at load
// (react-dom, React Router and the page's modules, about 110 KB gzip). The page's loader
// script, inline in the HTML, starts them:
//
// - on intent: the first pointerdown, touchstart, keydown or focusin anywhere, or a mouse
//   entering the site header (its menus are a moment away);
// - when a part that must be live on arrival nears the viewport:
//   `data-hydrate-when="visible"` (the demo board), or at once after the first paint:
//   `data-hydrate-when="load"`, and React Router's `__spa-fallback.html` (routes drawn in
//   the browser only, such as a signed-in area). budgets.json names those pages and what
//   they load before any interaction.
//
// A click on a control marked `data-hydrate-hold` (the search button) before the
// framework has hydrated is held: the control shows it is busy (`aria-busy`, "Loading...")
// and the click is replayed once the root layout marks the page hydrated. Every other
// click does what the HTML does: links are plain page loads, which the browser prefetches
// on hover (the Speculation Rules in root.tsx), popovers open, forms post.
//
// The step rewrites React Router's bootstrap module script: its static imports become
// dynamic ones, run on the first of those triggers, with the same modulepreload links added
// then. Anything it does not recognise fails the build rather than being left half-rewritten.
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { HYDRATE_START, HYDRATED } from "../../app/lib/hydration-marks.js";
import { filesUnder } from "../../server/files-under.mjs";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * When `load` runs: on the visitor's first intent, when a live part nears the viewport, or
 * after the first paint on a page that must be live on arrival (see the top of this file).
 * A click on a `data-hydrate-hold` control before hydration is held and replayed after it.
 */
const TRIGGERS = `const intents = ["pointerdown", "touchstart", "keydown", "focusin"];
// The framework starts once the interaction that showed intent has ended (a press is
// released, a key let go) and the frame answering it has painted, so evaluating the
// framework never delays that answer (what INP measures): a click dispatched while it
// runs would wait for it.
const endsOf = { pointerdown: ["pointerup", "pointercancel"], touchstart: ["touchend", "touchcancel"], keydown: ["keyup"] };
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const type of intents) removeEventListener(type, onIntent, true);
  requestAnimationFrame(() => setTimeout(load));
};
const onIntent = (event) => {
  const ends = endsOf[event?.type];
  if (!ends) return start();
  for (const type of ends) addEventListener(type, start, { capture: true, passive: true, once: true });
};
for (const type of intents) addEventListener(type, onIntent, { capture: true, passive: true });
document.querySelector("header")?.addEventListener("pointerover", (event) => {
  if (event.pointerType === "mouse") onIntent();
});
const afterPaint = (then) => {
  if (document.visibilityState !== "visible") then();
  else if (PerformanceObserver.supportedEntryTypes?.includes("paint"))
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      setTimeout(then);
    }).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(() => setTimeout(then));
};
if (document.querySelector('[data-hydrate-when="load"]')) afterPaint(load);
const live = document.querySelectorAll('[data-hydrate-when="visible"]');
if (live.length)
  afterPaint(() => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    }, { rootMargin: "50% 0px" });
    for (const part of live) observer.observe(part);
  });
let held;
const holdClick = (event) => {
  const control = event.target.closest?.("[data-hydrate-hold]");
  if (!control || event.button || held) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = control;
  control.setAttribute("aria-busy", "true");
  requestAnimationFrame(() => setTimeout(load));
};
addEventListener("click", holdClick, true);
document.addEventListener(${JSON.stringify(HYDRATED)}, () => {
  removeEventListener("click", holdClick, true);
  if (!held) return;
  held.removeAttribute("aria-busy");
  held.click();
}, { once: true });`;

/**
 * Links inside adopted static islands (app/components/static-content.tsx) are plain HTML
 * to React, so their clicks would load a whole document. This follows a plain left click
 * on one of the router's own links there (`data-discover`, which <Link> sets on links to
 * its routes) with a client-side navigation, as <Link> would; files, new tabs, downloads
 * and modified clicks are left to the browser. In the page's loader script, a few bytes
 * of HTML, rather than in every page's JavaScript.
 */
const FOLLOW_ISLAND_LINKS = `document.addEventListener("click", (event) => {
  const router = window.__reactRouterDataRouter;
  if (!router || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target.closest?.("[data-static] a[data-discover]");
  if (!link || link.hasAttribute("download") || (link.target && link.target !== "_self") || link.origin !== location.origin) return;
  event.preventDefault();
  router.navigate(link.pathname + link.search + link.hash);
});`;

/**
 * Visitor metrics for a page that stays its prerendered HTML: once it has loaded, painted
 * and the browser is idle, the reporter chunk (app/lib/vitals/vitals-reporter.ts, about 4 KB
 * gzip) is imported and started. After the paint, because `load` can fire before the first
 * paint, and measuring must not hold the page up: fetched before it, the two requests drew
 * on the network and main thread the first paint needed (Lighthouse counted them on the
 * way to the largest paint, 1.50 s against 1.36 s on /). The reporter reads what happened
 * before it started from the browser's buffered entries. The root module starts the same
 * reporter when the app runs; `startReporting` listens once; for a visitor who asked not to
 * be measured nothing loads.
 */
const startVitals = (reporterUrl) => `const startVitals = () => {
  // A visitor who asked not to be measured is not sent the reporter at all (which checks
  // the same again for any other caller).
  if (navigator.globalPrivacyControl === true || navigator.doNotTrack === "1") return;
  const idle = window.requestIdleCallback ?? ((run) => setTimeout(run, 1000));
  idle(() => import(${JSON.stringify(reporterUrl)}).then((reporter) => reporter.startReporting()), { timeout: 5000 });
};
if (document.readyState === "complete") afterPaint(startVitals);
else addEventListener("load", () => afterPaint(startVitals), { once: true });`;

/** The reporter chunk of the build's assets, checked to export what the loader calls. */
export function findVitalsReporter(assetsDir, files) {
  const chunks = files.filter((name) => /^vitals-reporter-[\w-]+\.js$/.test(name));
  if (chunks.length !== 1)
    throw new Error(`expected one vitals-reporter chunk in ${assetsDir}, found ${chunks.length}`);
  return `/assets/${chunks[0]}`;
}
export const REPORTER_EXPORT = /export\s*\{[^}]*\bstartReporting\b[^}]*\}/;

/**
 * The route manifest public pages load: React Router's, less the team's /admin routes.
 * No public page links into the admin, so the app never navigates there from one, and the
 * admin's entries would be metadata every visitor downloads (none of the admin's code in a
 * public page: docs/decisions/016, 017). The admin's own pages keep the whole manifest;
 * should a public page's app still reach an /admin path, the not-found route loads it from
 * the server.
 */
export function publicManifest(source) {
  const match = source.match(/^(window\.__reactRouterManifest=)(\{[\s\S]*\})(;?\s*)$/);
  if (!match) throw new Error("React Router's manifest is not the one assignment expected");
  const manifest = JSON.parse(match[2]);
  const routes = Object.entries(manifest.routes);
  const publicRoutes = routes.filter(([id]) => !id.startsWith("routes/admin/"));
  if (publicRoutes.length === routes.length)
    throw new Error("React Router's manifest has no routes/admin/ routes: has the admin moved?");
  const kept = { ...manifest, routes: Object.fromEntries(publicRoutes) };
  return `${match[1]}${JSON.stringify(kept)}${match[3]}`;
}

/** The build's route manifest, as "/assets/manifest-<hash>.js". */
export function findManifest(assetsDir, files) {
  const found = files.filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (found.length !== 1)
    throw new Error(`expected one route manifest in ${assetsDir}, found ${found.length}`);
  return `/assets/${found[0]}`;
}

/** React Router's page for routes it does not prerender: live on arrival. */
export const SPA_FALLBACK = "__spa-fallback.html";

/** React Router's bootstrap statements, each rewritten to run later; null if unknown. */
function rewriteStatement(statement) {
  let match = statement.match(/^import "([^"]+)";$/);
  if (match) return `await import(${JSON.stringify(match[1])});`;
  match = statement.match(/^import \* as (\w+) from "([^"]+)";$/);
  if (match) return `const ${match[1]} = await import(${JSON.stringify(match[2])});`;
  if (/^window\.__reactRouterRouteModules = \{[^;]*\};$/.test(statement)) return statement;
  // A route split in two chunks (one with its clientLoader) is put back together.
  if (/^const \w+ = \{(?:\.\.\.\w+,)*\.\.\.\w+\};$/.test(statement)) return statement;
  if (/^import\("[^"]+"\);$/.test(statement)) return statement;
  return null;
}

/**
 * The page's HTML with its JavaScript loaded on intent; unchanged if it has none.
 * `vitalsReporter` (a URL) starts the visitor metrics after idle on public pages.
 */
export function hydrateOnIntent(html, file = "page", { vitalsReporter } = {}) {
  const boots = [...html.matchAll(BOOT)];
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  if (boots.length === 0 && preloads.length === 0) return html;
  if (boots.length !== 1)
    throw new Error(`${file}: expected one React Router bootstrap script, found ${boots.length}`);
  const statements = boots[0][1]
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const body = statements.map((statement) => {
    const rewritten = rewriteStatement(statement);
    if (rewritten === null)
      throw new Error(`${file}: unknown statement in the bootstrap script: ${statement}`);
    // Each module graph is evaluated in a task of its own, so no one task holds them all.
    // The client entry starts hydration: `npm run profile` reads the mark.
    if (/^import\("[^"]+"\);$/.test(rewritten))
      return `await nextTask();\nperformance.mark(${JSON.stringify(HYDRATE_START)});\n${rewritten}`;
    return rewritten.includes("import(") ? `await nextTask();\n${rewritten}` : rewritten;
  });
  const loader = [
    "const nextTask = () => new Promise((resolve) => setTimeout(resolve));",
    "let loading = false;",
    "const load = async () => {",
    "if (loading) return;",
    "loading = true;",
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...body,
    "};",
    TRIGGERS,
    // React Router's fallback for routes it does not prerender (a signed-in area drawn in
    // the browser) has nothing to read until the framework draws it.
    ...(path.basename(file) === SPA_FALLBACK ? ["afterPaint(load);"] : []),
    // The team's own pages are not measured.
    ...(vitalsReporter && !isTeamPage(file) ? [startVitals(vitalsReporter)] : []),
    FOLLOW_ISLAND_LINKS,
  ].join("\n");
  return html
    .replace(PRELOAD, "")
    .replace(boots[0][0], () => `<script type="module">${loader}</script>`);
}

const isTeamPage = (file) => path.basename(file) === SPA_FALLBACK || file.split("/")[0] === "admin";

/**
 * Rewrites every page of the build's client folder `root` to load its JavaScript on intent,
 * and gives public pages a route manifest without the admin's routes. Returns how many pages
 * it changed.
 */
export async function hydratePagesOnIntent(root) {
  const assets = path.join(root, "assets");
  const vitalsReporter = findVitalsReporter(assets, await readdir(assets));
  const reporterCode = await readFile(path.join(root, vitalsReporter), "utf8");
  if (!REPORTER_EXPORT.test(reporterCode))
    throw new Error(`${vitalsReporter} does not export startReporting under that name`);
  const manifest = findManifest(assets, await readdir(assets));
  const publicSource = publicManifest(await readFile(path.join(root, manifest), "utf8"));
  const hash = createHash("sha256").update(publicSource).digest("base64url").slice(0, 8);
  const publicUrl = `/assets/public-manifest-${hash}.js`;
  await writeFile(path.join(root, publicUrl), publicSource);
  let count = 0;
  const pages = filesUnder(root, { skipFolders: ["assets"] }).filter((file) =>
    file.endsWith(".html"),
  );
  for (const relative of pages) {
    const file = path.join(root, relative);
    const original = await readFile(file, "utf8");
    const html = isTeamPage(relative) ? original : original.replaceAll(manifest, publicUrl);
    const rewritten = hydrateOnIntent(html, relative, { vitalsReporter });
    if (rewritten !== original) {
      await writeFile(file, rewritten);
      count += 1;
    }
  }
  return count;
}
