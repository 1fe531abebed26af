// The post-build: `npm run build` runs this file after `react-router build` to finish the
// build/ folder, in this order (each step reads the output of the one before):
// 1. every page loads its JavaScript on the visitor's intent rather than at once
//    (hydrate-on-intent.mjs), and public pages get a route manifest without the admin's
//    routes. First, because the later steps hash and compress the HTML: they must see its
//    final form; then React Router's inline scripts are minified (minify-inline-scripts.mjs),
//    before anything hashes them;
// 2. the prerendered not-found page becomes build/client/404.html, and the SPA fallback
//    goes (every page is prerendered; unknown paths get 404.html); then every page is
//    checked to hold its whole content, gets the head script (theme, lazy bands) in <head>
//    (head-script.mjs), and the search index is made from the pages
//    (search-index.json);
// 3. sitemap.xml and robots.txt, from each page's canonical URL; the API's document
//    (/openapi.json, /openapi.yaml) and its text copies (/resources/api-docs.md, /llms.txt);
// 4. the header data from the final HTML (per-page script hashes): build/site-headers.json
//    for the server, build/client/_headers for static hosts, build/nginx.conf for nginx;
//    then every inline script must have its hash in its page's policy, and the theme
//    script in <head> must be the same on every page;
// 5. Brotli and gzip copies of every text file, written once so no server compresses per
//    request. Last, so the copies match the final files.
import { existsSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { buildRoot, clientRootOf } from "../../server/build-paths.mjs";
import { filesUnder } from "../../server/files-under.mjs";
import { listAdminPages, listPages } from "../../server/pages.mjs";
import { isMain } from "../is-main.mjs";
import { publishApiFiles } from "../openapi/publish.mjs";
import { renderHeadersFile, renderNginxConf } from "./deploy-configs.mjs";
import { addHeadScript } from "./head-script.mjs";
import { hydratePagesOnIntent } from "./hydrate-on-intent.mjs";
import { inlineScriptProblems } from "./inline-script-check.mjs";
import { minifyPagesInlineScripts } from "./minify-inline-scripts.mjs";
import { writeSearchIndex } from "./search-index.mjs";
import { inlineScriptHashes, metaContentSecurityPolicy } from "./security-headers.mjs";
import { robotsTxt, sitemapUrls, sitemapXml } from "./seo-files.mjs";
import {
  collectSiteHeaders,
  localizedNotFoundFiles,
  NOT_FOUND_FILE,
  SITE_HEADERS_FILE,
} from "./site-headers.mjs";

/** Every language's not-found page: 404.html, then de/404.html and the others. */
const notFoundFiles = () => [NOT_FOUND_FILE, ...localizedNotFoundFiles().map(({ file }) => file)];

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|md|yaml)$/;

async function placeNotFoundPage(clientDir) {
  for (const file of notFoundFiles()) {
    const folder = path.join(clientDir, path.dirname(file), "404");
    const prerendered = path.join(folder, "index.html");
    if (!existsSync(prerendered)) {
      // A fixture build (tests/support) may have the English page only.
      if (file !== NOT_FOUND_FILE) continue;
      throw new Error(`postbuild: ${prerendered} is missing; is the not-found route prerendered?`);
    }
    await rename(prerendered, path.join(clientDir, file));
    await rm(folder, { recursive: true });
  }
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
}

const placedNotFoundFiles = (clientDir) =>
  notFoundFiles().filter((file) => existsSync(path.join(clientDir, file)));

/** Puts the head script (the theme and the lazy bands) into every page's <head>, the not-found page included. */
async function addThemeScripts(clientDir) {
  const files = [
    ...listPages(clientDir).values(),
    ...placedNotFoundFiles(clientDir),
    ...listAdminPages(clientDir).values(),
  ];
  for (const file of files) {
    const full = path.join(clientDir, file);
    await writeFile(full, addHeadScript(await readFile(full, "utf8"), file));
  }
}

/**
 * Every page must hold its whole content. A Suspense boundary still pending in the HTML
 * (`<!--$?-->`) or given up to the client (`<!--$!-->`) would show nothing without
 * JavaScript and need an inline script the CSP blocks, so it fails the build.
 */
async function checkPagesComplete(clientDir) {
  const unfinished = [];
  for (const [route, file] of listPages(clientDir)) {
    const html = await readFile(path.join(clientDir, file), "utf8");
    if (/<!--\$[?!]-->/.test(html)) unfinished.push(route);
  }
  if (unfinished.length)
    throw new Error(
      `postbuild: part of ${unfinished.join(", ")} was not rendered into the HTML (a Suspense boundary left pending); see app/entry.server.tsx.`,
    );
}

async function writeSeoFiles(clientDir) {
  const pages = await Promise.all(
    [...listPages(clientDir)].map(async ([route, file]) => ({
      route,
      html: await readFile(path.join(clientDir, file), "utf8"),
    })),
  );
  const { origin, urls, alternates } = sitemapUrls(pages);
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(urls, alternates));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(origin));
  return { listed: urls.length, origin };
}

/**
 * Static hosts serve 404.html under any path, where no header rule can name it, so the page
 * carries its own script policy in a <meta> element (servers send the same as a header).
 */
async function addNotFoundMetaPolicy(clientDir) {
  for (const file of placedNotFoundFiles(clientDir))
    await addMetaPolicy(path.join(clientDir, file));
}

async function addMetaPolicy(file) {
  const html = await readFile(file, "utf8");
  const policy = metaContentSecurityPolicy(inlineScriptHashes(html)).replace(/"/g, "&quot;");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  // Right after the charset, which must stay within the first 1024 bytes.
  const charset = /<meta charSet="utf-8"\/>/i.exec(html) ?? /<head>/i.exec(html);
  if (!charset) throw new Error(`postbuild: ${file} has no <head>.`);
  const at = charset.index + charset[0].length;
  await writeFile(file, html.slice(0, at) + meta + html.slice(at));
}

async function writeHeaderFiles(buildDir, clientDir) {
  const data = collectSiteHeaders(clientDir);
  await writeFile(path.join(buildDir, SITE_HEADERS_FILE), `${JSON.stringify(data, null, 2)}\n`);
  await writeFile(path.join(clientDir, "_headers"), renderHeadersFile(data));
  await writeFile(path.join(buildDir, "nginx.conf"), renderNginxConf(data));
  return data;
}

/** Fails the build if an inline script of a final page is not allowed by that page's CSP. */
async function checkInlineScripts(clientDir, data) {
  const pages = await Promise.all(
    [
      ...data.pages,
      { route: "(not found)", ...data.notFound },
      ...data.localizedNotFound.map((page) => ({ route: `(not found ${page.prefix})`, ...page })),
      ...data.admin,
    ].map(async (page) => ({
      route: page.route,
      html: await readFile(path.join(clientDir, page.file), "utf8"),
      policy: page.contentSecurityPolicy,
    })),
  );
  const problems = inlineScriptProblems(pages);
  if (problems.length) throw new Error(`postbuild: ${problems.join("; ")}`);
}

/**
 * Writes file.br and file.gz next to each text file, when they are smaller than it. Brotli at
 * its best quality is most of the post-build's time (18 of its 27 s here, 14 s of that the
 * pages), so the files are compressed a few at a time on zlib's thread pool: one at a time
 * left the second core idle.
 */
async function precompress(clientDir) {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  const files = filesUnder(clientDir).filter((relative) => compressible.test(relative));
  const compressOne = async (relative) => {
    const file = path.join(clientDir, relative);
    const data = await readFile(file);
    const copies = await Promise.all([
      br(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }).then((compressed) => [".br", compressed]),
      gz(data, { level: 9 }).then((compressed) => [".gz", compressed]),
    ]);
    for (const [extension, compressed] of copies) {
      if (compressed.length < data.length) await writeFile(file + extension, compressed);
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) await compressOne(files[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return files.length;
}

/** The client folder of the build in `buildDir`, which `react-router build` must have written. */
function builtClientDir(buildDir) {
  const clientDir = clientRootOf(buildDir);
  if (!existsSync(clientDir))
    throw new Error(`postbuild: ${clientDir} does not exist; run \`react-router build\` first.`);
  return clientDir;
}

/**
 * Steps 2 to 5 on the build in `buildDir` (the folder holding `client/`). Fixture builds
 * (tests/support/fixture-build.mjs) start here: their pages have no React Router bootstrap
 * for step 1 to defer.
 */
export async function finishBuild(buildDir) {
  const clientDir = builtClientDir(buildDir);
  await placeNotFoundPage(clientDir);
  await checkPagesComplete(clientDir);
  await addThemeScripts(clientDir);
  const searchIndex = await writeSearchIndex(clientDir);
  const { listed, origin } = await writeSeoFiles(clientDir);
  await publishApiFiles(clientDir, origin);
  await addNotFoundMetaPolicy(clientDir);
  const data = await writeHeaderFiles(buildDir, clientDir);
  await checkInlineScripts(clientDir, data);
  const compressed = await precompress(clientDir);
  return { pages: data.pages.length, listed, compressed, searchIndex };
}

/** Every step, 1 to 5, on the build in `buildDir`. */
export async function postbuild(buildDir) {
  const hydrated = await hydratePagesOnIntent(builtClientDir(buildDir));
  await minifyPagesInlineScripts(builtClientDir(buildDir));
  return { hydrated, ...(await finishBuild(buildDir)) };
}

if (isMain(import.meta.url)) {
  try {
    const { hydrated, pages, listed, compressed, searchIndex } = await postbuild(buildRoot);
    console.log(
      `hydrate-on-intent: ${hydrated} pages load their JavaScript on the visitor's intent.`,
    );
    console.log(
      `postbuild: 404.html, search-index.json (${searchIndex.pages} pages, ${searchIndex.sections} sections), sitemap.xml (${listed} URLs), robots.txt, openapi.json/.yaml, api-docs.md, llms.txt, per-page headers for ${pages} pages (site-headers.json, _headers, nginx.conf), every inline script hashed, br/gz copies of ${compressed} files.`,
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
