// Build step, between `react-router build` and postbuild (which compresses the HTML and
// must see its final form): every prerendered page first paints from its HTML and CSS,
// and only then starts loading its JavaScript.
//
// React Router puts a modulepreload link for every first-view module in <head>, so the
// JavaScript (about 120 KB gzip) downloads alongside the stylesheet and the font, and on a
// fast connection hydrates before the first paint. On a phone network that delays the
// first paint by about a second (Lighthouse: FCP 2.0 s, LCP 2.2 s on the home page,
// against 0.9 s and 1.3 s with this step). Every page works without JavaScript (links,
// menus as popovers, forms), so painting first costs nothing; the page hydrates a moment
// later with exactly the same modules.
//
// The step rewrites React Router's bootstrap module script: its static imports become
// dynamic ones, run after the first paint, with the same modulepreload links added then.
// Anything it does not recognise fails the build rather than being left half-rewritten.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * Runs `load` once the page has painted content: on the browser's first-contentful-paint
 * entry, or a frame and a task later where paint timing is missing. A hidden tab does not
 * paint, so it loads at once.
 */
const FIRST_PAINT_THEN = `if (document.visibilityState !== "visible") load();
else if (PerformanceObserver.supportedEntryTypes?.includes("paint"))
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    setTimeout(load);
  }).observe({ type: "paint", buffered: true });
else requestAnimationFrame(() => setTimeout(load));`;

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

/** The page's HTML with its JavaScript loaded after the first paint; unchanged if it has none. */
export function loadScriptsAfterPaint(html, file = "page") {
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
      return `await nextTask();\nperformance.mark("flowboard:hydrate-start");\n${rewritten}`;
    return rewritten.includes("import(") ? `await nextTask();\n${rewritten}` : rewritten;
  });
  const loader = [
    "const nextTask = () => new Promise((resolve) => setTimeout(resolve));",
    "const load = async () => {",
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...body,
    "};",
    FIRST_PAINT_THEN,
    FOLLOW_ISLAND_LINKS,
  ].join("\n");
  return html
    .replace(PRELOAD, "")
    .replace(boots[0][0], () => `<script type="module">${loader}</script>`);
}

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "assets") yield* htmlFiles(full);
    } else if (entry.name.endsWith(".html")) yield full;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve("build/client");
  let count = 0;
  for await (const file of htmlFiles(root)) {
    const html = await readFile(file, "utf8");
    const rewritten = loadScriptsAfterPaint(html, path.relative(root, file));
    if (rewritten !== html) {
      await writeFile(file, rewritten);
      count += 1;
    }
  }
  console.log(`scripts-after-paint: ${count} pages load their JavaScript after the first paint.`);
}
