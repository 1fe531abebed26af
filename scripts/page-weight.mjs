// What each built page costs on first view: the HTML, and every script and stylesheet its
// HTML loads (module scripts, modulepreload links and stylesheets), gzip and Brotli sizes.
// `node scripts/page-weight.mjs` prints a table for every page; other scripts import it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { localeOfPath } from "../app/lib/locales.js";
import { isMain } from "../pipeline/is-main.mjs";
import { messagesFolderPattern } from "../pipeline/postbuild/messages-folder.mjs";
import { clientRoot } from "../server/build-paths.mjs";
import { listPages } from "../server/pages.mjs";

const sizes = (buffer) => ({
  raw: buffer.length,
  gzip: gzipSync(buffer, { level: 9 }).length,
  br: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

/**
 * A built file's sizes, read once per process. The build's postbuild already wrote its .br
 * and .gz copies with these same settings (pipeline/postbuild/index.mjs), and a copy's
 * length is what a visitor is sent: compressing the 500 files again took the budgets step
 * 20 s of CPU. A file without a copy (one that would not shrink, or a build made without
 * postbuild) is compressed here.
 */
const fileSizes = new Map();
const copyLength = (file, extension) => {
  try {
    return statSync(file + extension).size;
  } catch {
    return undefined;
  }
};
const sizesOfFile = (file) => {
  const full = path.join(clientRoot, file);
  if (!fileSizes.has(full)) {
    const raw = statSync(full).size;
    const gzip = copyLength(full, ".gz");
    const br = copyLength(full, ".br");
    fileSizes.set(
      full,
      gzip !== undefined && br !== undefined ? { raw, gzip, br } : sizes(readFileSync(full)),
    );
  }
  return fileSizes.get(full);
};

function sum(files) {
  const total = { raw: 0, gzip: 0, br: 0 };
  for (const file of files) {
    const s = sizesOfFile(file);
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.br += s.br;
  }
  return total;
}

/**
 * The visitor-metrics reporter, which the loader imports once the page has loaded and the
 * browser is idle (never part of the first view, its cost said apart).
 */
const AFTER_IDLE = /^\/assets\/vitals-reporter-[\w-]+\.js$/;

const readClientFile = (file) => readFileSync(path.join(clientRoot, file), "utf8");

/** A module script's static imports of the build's assets: the page loader's module. */
const STATIC_ASSET_IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*"(\/assets\/[^"]+\.js)"/g;
/** What the loader's module holds for every public page (hydrate-on-intent.mjs). */
const PUBLIC_PAGE_EXPORT = /\bexport const publicPage = (\{.*\});\s*$/;

/**
 * The assets an HTML document loads on first view (and, apart, after idle), as paths
 * relative to the client root; `loader`, the page loader's module its module script imports
 * (run before any interaction). The modules every public page preloads and the metrics
 * reporter are named once, in that module (`read` reads a built file).
 */
export function firstViewAssets(html, read = readClientFile) {
  const js = new Set();
  const afterIdle = new Set();
  const css = new Set();
  const loader = new Set();
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    js.add(href);
  for (const [, src] of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) js.add(src);
  // Module scripts name the rest: React Router's bootstrap imports, or the list of
  // modules that hydrate-on-intent.mjs loads on the visitor's first intent.
  for (const [, code] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of code.matchAll(/"(\/assets\/[^"]+\.js)"/g))
      (AFTER_IDLE.test(spec) ? afterIdle : js).add(spec);
    for (const [, names, spec] of code.matchAll(STATIC_ASSET_IMPORT)) {
      loader.add(spec);
      if (!/\bpublicPage\b/.test(names)) continue;
      const shared = read(spec.replace(/^\//, "")).match(PUBLIC_PAGE_EXPORT);
      if (!shared) throw new Error(`${spec} has no publicPage export for the page to read`);
      const { preloads = [], vitalsReporter } = JSON.parse(shared[1]);
      for (const href of preloads) js.add(href);
      if (vitalsReporter) afterIdle.add(vitalsReporter);
    }
  }
  for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g))
    css.add(href);
  // React Router marks a stylesheet that a lazily loaded module also needs with a bare
  // "#" (its own link then stays apart from the one Vite adds); the file is the same.
  const strip = (href) => href.replace(/^\//, "").replace(/#.*$/, "");
  return {
    js: [...js].map(strip),
    css: [...css].map(strip),
    afterIdle: [...afterIdle].map(strip),
    loader: [...loader].map(strip),
  };
}

/**
 * True if the page loads its framework without being asked: a part marked
 * `data-hydrate-when` ("visible" or "load") starts it on arrival or as it scrolls into view
 * (pipeline/postbuild/hydrate-on-intent.mjs). Other pages load it on the visitor's first intent.
 */
export const liveOnArrival = (html) => /\sdata-hydrate-when="(?:visible|load)"/.test(html);

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * JavaScript the page runs before the visitor's first interaction: its inline scripts
 * (the head script, the loader's start), the loader's module (`loaderFiles`) and, for a
 * page that is live on arrival, every module of its first view. Gzip and Brotli sizes.
 */
export function measureBeforeInteraction(html, jsFiles, loaderFiles = []) {
  const inline = [...html.matchAll(scriptElement)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/type="(?!module")/.test(attributes))
    .map(([, , body]) => body)
    .join("\n");
  const live = liveOnArrival(html);
  const modules = sum(live ? [...new Set([...jsFiles, ...loaderFiles])] : loaderFiles);
  const own = sizes(Buffer.from(inline));
  return {
    live,
    js: { raw: own.raw + modules.raw, gzip: own.gzip + modules.gzip, br: own.br + modules.br },
  };
}

export function measurePage(htmlFile) {
  const text = readFileSync(path.join(clientRoot, htmlFile), "utf8");
  const assets = firstViewAssets(text);
  return {
    file: htmlFile,
    html: sizesOfFile(htmlFile),
    js: sum(assets.js),
    css: sum(assets.css),
    jsFiles: assets.js,
    cssFiles: assets.css,
    // The reporter's own imports are counted too, less what the first view already loaded.
    afterIdle: sum(
      [...staticImportClosure(assets.afterIdle)].filter((file) => !assets.js.includes(file)),
    ),
    beforeInteraction: measureBeforeInteraction(text, assets.js, assets.loader),
  };
}

/** The JavaScript files every page loads on first view: the shell (React, the root layout). */
export function shellFiles(rows) {
  const [first, ...rest] = rows.map((row) => new Set(row.jsFiles));
  return new Set([...(first ?? [])].filter((file) => rest.every((files) => files.has(file))));
}

/**
 * A module and every module it imports statically, recursively (what loading it costs):
 * the `import ... from "./x.js"` and `import "./x.js"` of the built chunks, not their
 * dynamic `import()`s, which load later still or never.
 */
export function staticImportClosure(
  files,
  read = (file) => readFileSync(path.join(clientRoot, file), "utf8"),
) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of read(file).matchAll(/\b(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g))
      queue.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
  }
  return seen;
}

/**
 * The built chunks of one source module: `assets/<name>-<hash>.js`, or in `folder` (a
 * language's copies, pipeline/postbuild/messages-per-locale.mjs) if it has them.
 */
export function chunksNamed(name, folder = "assets") {
  const pattern = new RegExp(`^${name}-[\\w-]{8}\\.js$`);
  const found = readdirSync(path.join(clientRoot, folder))
    .filter((file) => pattern.test(file))
    .map((file) => `${folder}/${file}`);
  return found.length > 0 || folder === "assets" ? found : chunksNamed(name);
}

/**
 * What a page's JavaScript costs beyond the shell once code it loads after its first view
 * (a chunk named `chunk`, with its imports) is there too: the page's own first-view files
 * and that code, less the files every page of its language loads (each language's pages
 * share a route manifest of their own: pipeline/postbuild/hydrate-on-intent.mjs).
 */
export function measureBeyondShell(rows, route, chunk) {
  const row = rows.find((r) => r.route === route);
  if (!row) throw new Error(`${route} is not a built page`);
  const language = localeOfPath(route);
  // The page's language's copies, where the chunk has one: the page loads those.
  const copies = row.jsFiles
    .map((file) => new RegExp(`^(assets/${messagesFolderPattern(language)})/`).exec(file)?.[1])
    .find(Boolean);
  const chunks = chunksNamed(chunk, copies);
  if (chunks.length === 0) throw new Error(`no built chunk named ${chunk} for ${route}`);
  const shell = shellFiles(rows.filter((r) => localeOfPath(r.route) === language));
  const files = [...new Set([...row.jsFiles, ...staticImportClosure(chunks)])].filter(
    (file) => !shell.has(file),
  );
  return { route, chunk, files, js: sum(files) };
}

const ROUTE_FILE_KEYS = [
  "module",
  "clientActionModule",
  "clientLoaderModule",
  "clientMiddlewareModule",
  "hydrateFallbackModule",
];

/**
 * The JavaScript only the team's /admin routes use, from React Router's route manifest
 * (`manifestSource`, the build's assets/manifest-*.js): every module and import of a route
 * under routes/admin/ that no other route loads. Paths as "assets/x.js".
 */
export function adminOnlyFiles(manifestSource) {
  const json = manifestSource.replace(/^[^{]*/, "").replace(/;?\s*$/, "");
  const { routes } = JSON.parse(json);
  const filesOf = (route) =>
    [...ROUTE_FILE_KEYS.map((key) => route[key]), ...(route.imports ?? [])]
      .filter(Boolean)
      .map((file) => file.replace(/^\//, ""));
  const admin = new Set();
  const others = new Set();
  for (const [id, route] of Object.entries(routes))
    for (const file of filesOf(route)) (id.startsWith("routes/admin/") ? admin : others).add(file);
  return new Set([...admin].filter((file) => !others.has(file)));
}

/** adminOnlyFiles of this build, and the route manifest that names the admin's routes. */
export function builtAdminOnlyFiles() {
  const manifest = readdirSync(path.join(clientRoot, "assets")).find((file) =>
    /^manifest-[\w-]+\.js$/.test(file),
  );
  if (!manifest) throw new Error("no React Router manifest in build/client/assets");
  const files = adminOnlyFiles(readFileSync(path.join(clientRoot, "assets", manifest), "utf8"));
  // The whole manifest lists the admin's routes: public pages load public-manifest-*.js
  // instead (pipeline/postbuild/hydrate-on-intent.mjs).
  files.add(`assets/${manifest}`);
  return files;
}

/** Every page of the build plus the not-found page, measured. */
export function measureSite() {
  const rows = [...listPages(clientRoot)].map(([route, file]) => ({ route, ...measurePage(file) }));
  rows.push({ route: "(not found)", ...measurePage("404.html") });
  return rows;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

if (isMain(import.meta.url)) {
  const rows = measureSite();
  const home = rows.find((row) => row.route === "/");
  const homeJs = new Set(home.jsFiles);
  console.log(
    "| route | JS gzip KB | JS beyond / (gzip KB) | JS after idle (gzip KB) | HTML gzip KB | HTML br KB | CSS br KB |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    const extra = sum(row.jsFiles.filter((file) => !homeJs.has(file)));
    console.log(
      `| ${row.route} | ${kb(row.js.gzip)} | ${kb(extra.gzip)} | ${kb(row.afterIdle.gzip)} | ${kb(row.html.gzip)} | ${kb(row.html.br)} | ${kb(row.css.br)} |`,
    );
  }
  const loadedAfterFirstView = JSON.parse(
    readFileSync(new URL("../budgets.json", import.meta.url), "utf8"),
  ).loadedAfterFirstView?.routes;
  for (const [route, { chunk }] of Object.entries(loadedAfterFirstView ?? {})) {
    const beyond = measureBeyondShell(rows, route, chunk);
    console.log(
      `\n${route} with its ${chunk} code loaded: ${kb(beyond.js.gzip)} KB gzip beyond the shell (${beyond.files.join(", ")})`,
    );
  }
}
