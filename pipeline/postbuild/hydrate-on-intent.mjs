// Post-build step 1 (pipeline/postbuild/index.mjs), run before any other because the later
// steps hash and compress the HTML and must see its final form: every prerendered page stays
// its prerendered HTML, complete and working, and loads the framework only when the visitor
// asks for something it does (docs/decisions/014).
//
// What the page does before then is ordinary source: app/lib/page-loader (the intent
// triggers, the early event contract that holds and replays declared presses, the current
// year, the metrics reporter), bundled here once per build as a module of the build's assets
// (`/assets/page-loader-<hash>.js`), imported by the page's module script and cached for a
// year: inlined, its 2.0 to 2.6 KB of brotli in every page kept the longest pages out of the
// first round trip (docs/decisions/029, "The page loader as a cached module"). Until it
// runs, the head script holds a press on a declared control (head-script.mjs). This step rewrites
// React Router's bootstrap module script: its static imports become dynamic ones, handed to
// the loader's `startPage` as `load`, with the page's modulepreload links as `preloads`.
// Anything it does not recognise fails the build rather than being left half-rewritten.
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import { HOLD_REGION_ATTRIBUTE, HYDRATE_START } from "../../app/lib/hydration-marks.js";
import { defaultLocale, localeOfPath, locales } from "../../app/lib/locales.js";
import { filesUnder } from "../../server/files-under.mjs";
import { splitMessagesByLocale } from "./messages-per-locale.mjs";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/g;

const loaderEntry = (name) =>
  fileURLToPath(new URL(`../../app/lib/page-loader/${name}`, import.meta.url));
/**
 * The loader's entries: every page's, and what a page with a held region adds to it (its
 * own module, so the loader every page shares stays one cached file).
 */
const LOADER_ENTRIES = {
  plain: loaderEntry("index.ts"),
  regions: loaderEntry("with-regions.ts"),
};
/** An asset's name with its content's hash, so a change of content is a new name to cache. */
const hashedName = (stem, source) =>
  `${stem}-${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.js`;

/** The loader's file name in the build's assets, per entry, before its hash. */
const LOADER_FILES = { plain: "page-loader", regions: "page-loader-regions" };

/** A page with a part whose presses are held until it is live (declarations.ts). */
const HAS_HELD_REGION = new RegExp(`\\s${HOLD_REGION_ATTRIBUTE}[\\s=>]`);

/**
 * app/lib/page-loader bundled and minified as one ES module with no imports of its own,
 * exporting `startPage`; for `entry` "regions", `holdRegions` only (what a page with a held
 * region adds).
 */
export async function bundlePageLoader(entry = "plain") {
  const { output } = await build({
    input: LOADER_ENTRIES[entry],
    write: false,
    logLevel: "silent",
    output: { format: "es", minify: true, generatedCode: { symbols: false } },
  });
  if (output.length !== 1) throw new Error(`the page loader bundled into ${output.length} files`);
  return output[0].code.trim();
}

const bundledLoaders = new Map();

/**
 * Writes the loader's `entry` into the build's assets under a name that changes with its
 * content (so it is cached as every hashed asset is); returns its URL. The loader every page
 * shares also exports what every public page hands it (`publicOptions`: the shared preloads,
 * the metrics reporter), named once there rather than in each page.
 */
export async function writePageLoader(assetsDir, entry = "plain", publicOptions = undefined) {
  // Bundled once per build: each language's loader differs only in `publicOptions`.
  if (!bundledLoaders.has(entry)) bundledLoaders.set(entry, bundlePageLoader(entry));
  const bundled = await bundledLoaders.get(entry);
  const source = publicOptions
    ? `${bundled}\nexport const publicPage = ${JSON.stringify(publicOptions)};`
    : bundled;
  const name = hashedName(LOADER_FILES[entry], source);
  await writeFile(path.join(assetsDir, name), source);
  return `/assets/${name}`;
}

/** The reporter chunk of the build's assets, checked to export what the loader calls. */
export function findVitalsReporter(assetsDir, files) {
  const chunks = files.filter((name) => /^vitals-reporter-[\w-]+\.js$/.test(name));
  if (chunks.length !== 1)
    throw new Error(`expected one vitals-reporter chunk in ${assetsDir}, found ${chunks.length}`);
  return `/assets/${chunks[0]}`;
}
export const REPORTER_EXPORT = /export\s*\{[^}]*\bstartReporting\b[^}]*\}/;

/**
 * The language a route of React Router's manifest draws pages in, by its path (an index
 * route's is its parent's: the root's "/"); undefined for the routes every language shares,
 * the root and the not-found route.
 */
function routeLocale(route) {
  if (route.id === "root" || route.path === "*") return undefined;
  return localeOfPath(`/${route.index ? "" : (route.path ?? "")}`);
}

/**
 * The route manifests public pages load, one per language: React Router's, less the team's
 * /admin routes and the other languages' routes. No public page links into the admin, so
 * the app never navigates there from one, and the admin's entries would be metadata every
 * visitor downloads (none of the admin's code in a public page: docs/decisions/016, 017).
 * A page's app navigates within its language; a link to another language's page is a new
 * document (the site's Link, app/components/ui/site-link.tsx), and a page reached in the
 * app that its manifest does not hold is asked of the server by the not-found route (as an
 * /admin path is). Each language's manifest holds about a quarter of the routes, and is half
 * the whole one's gzip size (docs/decisions/028).
 * The admin's own pages keep the whole manifest. Returns the source per language code.
 */
export function publicManifests(source) {
  const match = source.match(/^(window\.__reactRouterManifest=)(\{[\s\S]*\})(;?\s*)$/);
  if (!match) throw new Error("React Router's manifest is not the one assignment expected");
  const manifest = JSON.parse(match[2]);
  const routes = Object.entries(manifest.routes);
  const publicRoutes = routes.filter(([id]) => !id.startsWith("routes/admin/"));
  if (publicRoutes.length === routes.length)
    throw new Error("React Router's manifest has no routes/admin/ routes: has the admin moved?");
  return Object.fromEntries(
    locales.map(({ code }) => {
      const kept = publicRoutes.filter(([, route]) =>
        [undefined, code].includes(routeLocale(route)),
      );
      const routesOfLocale = { ...manifest, routes: Object.fromEntries(kept) };
      return [code, `${match[1]}${JSON.stringify(routesOfLocale)}${match[3]}`];
    }),
  );
}

/** The build's route manifest, as "/assets/manifest-<hash>.js". */
export function findManifest(assetsDir, files) {
  const found = files.filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (found.length !== 1)
    throw new Error(`expected one route manifest in ${assetsDir}, found ${found.length}`);
  return `/assets/${found[0]}`;
}

/**
 * The modules every page of `htmls` preloads (the framework, the root layout and what they
 * import): named once, in the loader's own module, rather than in every page. A page lists
 * only the rest.
 */
export function sharedPreloads(htmls) {
  const lists = htmls
    .map((html) => [...html.matchAll(PRELOAD)].map((m) => m[1]))
    .filter((list) => list.length > 0);
  if (!lists.length) return [];
  return lists[0].filter((href) => lists.every((list) => list.includes(href)));
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
 * The page's HTML with its JavaScript loaded by the page loader (`loaderUrl`, from
 * `writePageLoader`; with `regionsLoaderUrl` on a page with a held region); unchanged if it has
 * none. `publicOptions` is what the loader's module holds for every public page (its
 * `publicPage`): `preloads`, the modules every public page preloads, which such a page then
 * leaves out of its own list, and `vitalsReporter` (a URL), which starts the visitor metrics
 * after idle. The team's pages get neither: they are not measured.
 */
export function hydrateOnIntent(
  html,
  file = "page",
  { loaderUrl, regionsLoaderUrl, publicOptions } = {},
) {
  const boots = [...html.matchAll(BOOT)];
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  if (boots.length === 0 && preloads.length === 0) return html;
  if (boots.length !== 1)
    throw new Error(`${file}: expected one React Router bootstrap script, found ${boots.length}`);
  const withRegions = HAS_HELD_REGION.test(html);
  if (!loaderUrl) throw new Error(`${file}: no page loader to start it (writePageLoader)`);
  if (withRegions && !regionsLoaderUrl)
    throw new Error(`${file}: a held region, and no loader part to hold it (writePageLoader)`);
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
  const shared = publicOptions && !isTeamPage(file) ? publicOptions : undefined;
  const commonPreloads = shared?.preloads ?? [];
  if (!commonPreloads.every((href) => preloads.includes(href)))
    throw new Error(`${file}: does not preload every module the public pages share`);
  const own = preloads.filter((href) => !commonPreloads.includes(href));
  const options = [
    ...(shared ? ["...publicPage,"] : []),
    shared
      ? `preloads: publicPage.preloads.concat(${JSON.stringify(own)}),`
      : `preloads: ${JSON.stringify(preloads)},`,
    // React Router's fallback for routes it does not prerender (a signed-in area drawn in
    // the browser) has nothing to read until the framework draws it.
    ...(path.basename(file) === SPA_FALLBACK ? ["liveOnArrival: true,"] : []),
    ...(withRegions ? ["holdRegions,"] : []),
    "load: async (nextTask) => {",
    ...body,
    "},",
  ];
  const imports = ["startPage", shared && "publicPage"].filter(Boolean).join(", ");
  const script = [
    `import { ${imports} } from ${JSON.stringify(loaderUrl)};`,
    ...(withRegions ? [`import { holdRegions } from ${JSON.stringify(regionsLoaderUrl)};`] : []),
    "startPage({",
    ...options,
    "});",
  ].join("\n");
  // Where React Router put its script, at the end of <body>: hydration expects an element
  // there. The loader's module is fetched once the parser reaches it, after the page's
  // markup, and cached from then on; no preload link, which a browser with JavaScript off
  // would still fetch and refuse. Until it runs, the head script holds any press.
  return html
    .replace(PRELOAD, "")
    .replace(boots[0][0], () => `<script type="module">${script}</script>`);
}

const isTeamPage = (file) => path.basename(file) === SPA_FALLBACK || file.split("/")[0] === "admin";

/**
 * Rewrites every page of the build's client folder `root` to load its JavaScript on intent,
 * and gives public pages their language's route manifest, without the admin's routes.
 * Returns how many pages it changed.
 */
export async function hydratePagesOnIntent(root) {
  const assets = path.join(root, "assets");
  const vitalsReporter = findVitalsReporter(assets, await readdir(assets));
  const reporterCode = await readFile(path.join(root, vitalsReporter), "utf8");
  if (!REPORTER_EXPORT.test(reporterCode))
    throw new Error(`${vitalsReporter} does not export startReporting under that name`);
  const manifest = findManifest(assets, await readdir(assets));
  const manifests = publicManifests(await readFile(path.join(root, manifest), "utf8"));
  // Before anything lists the chunks: a page loads its language's copies of the chunks that
  // hold messages, among those the public pages reach.
  const entries = Object.values(manifests).flatMap((source) =>
    [...source.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((match) => match[1]),
  );
  const { localize } = await splitMessagesByLocale(assets, entries);
  const pages = filesUnder(root, { skipFolders: ["assets"] }).filter((file) =>
    file.endsWith(".html"),
  );
  const originals = new Map();
  for (const relative of pages)
    originals.set(relative, await readFile(path.join(root, relative), "utf8"));
  // The public pages' shared modules, less the whole route manifest they preload before
  // each is given its language's.
  const shared = sharedPreloads(
    [...originals].filter(([relative]) => !isTeamPage(relative)).map(([, html]) => html),
  ).filter((href) => href !== manifest);
  const regionsLoaderUrl = await writePageLoader(assets, "regions");
  const ofLocale = {};
  for (const [locale, whole] of Object.entries(manifests)) {
    const source = localize(locale, whole);
    const manifestUrl = `/assets/${hashedName(`public-manifest-${locale}`, source)}`;
    await writeFile(path.join(root, manifestUrl), source);
    // The loader's module names what every public page of the language preloads.
    const publicOptions = {
      preloads: shared.map((href) => localize(locale, href)),
      vitalsReporter: localize(locale, vitalsReporter),
    };
    const loaderUrl = await writePageLoader(assets, "plain", publicOptions);
    ofLocale[locale] = { manifestUrl, publicOptions, loaderUrl };
  }
  let count = 0;
  for (const [relative, original] of originals) {
    const file = path.join(root, relative);
    const team = isTeamPage(relative);
    const locale = team ? defaultLocale : localeOfPath(`/${relative}`);
    const { manifestUrl, publicOptions, loaderUrl } = ofLocale[locale];
    const html = team ? original : localize(locale, original.replaceAll(manifest, manifestUrl));
    const rewritten = hydrateOnIntent(html, relative, {
      loaderUrl,
      regionsLoaderUrl,
      publicOptions,
    });
    if (rewritten !== original) {
      await writeFile(file, rewritten);
      count += 1;
    }
  }
  return count;
}
