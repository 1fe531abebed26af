// Dead-link check over the built site (build/client): every internal href, every #anchor
// (on the same page or another) and every asset reference of every prerendered page must
// resolve, so no link on the site leads to the not-found page. So must every URL on the
// site's origin in the feeds (items and their content) and the sitemap.
// `node scripts/dead-links.mjs` prints what is broken and exits 1 if anything is.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { formActions } from "../app/content/form-actions.js";
import { pathWithoutLocale } from "../app/lib/locales.js";
import { isMain } from "../pipeline/is-main.mjs";
import { clientRoot } from "../server/build-paths.mjs";
import { filesUnder } from "../server/files-under.mjs";
import { listPages } from "../server/pages.mjs";

const SITE = "http://site.invalid";
export const NOT_FOUND_PAGE = "(not found)";

/** Every URL an HTML document refers to: links, sources, form targets, module imports. */
export function references(html) {
  const refs = [];
  for (const [tag, name] of html.matchAll(
    /<(a|link|script|img|source|iframe|form|use|image)\b[^>]*>/g,
  )) {
    for (const attr of ["href", "src", "action", "poster", "xlink:href"]) {
      const value = tag.match(new RegExp(`\\s${attr}="([^"]*)"`))?.[1];
      if (value !== undefined) refs.push({ tag: name, value: decodeEntities(value) });
    }
    const srcset = tag.match(/\ssrcset="([^"]*)"/)?.[1];
    if (srcset)
      for (const candidate of srcset.split(","))
        refs.push({ tag: name, value: candidate.trim().split(/\s+/)[0] });
  }
  for (const [, code] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const [, spec] of code.matchAll(/"(\/assets\/[^"]+)"/g))
      refs.push({ tag: "script", value: spec });
  return refs;
}

/** Every id (and legacy anchor name) in a document: the targets of #fragments. */
export function anchors(html) {
  const ids = new Set();
  for (const [, , value] of html.matchAll(/\s(id|name)="([^"]+)"/g)) ids.add(decodeEntities(value));
  return ids;
}

/** The text of an attribute or element as the HTML wrote it, with the entities it uses decoded. */
export function decodeEntities(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The origin of the home page's canonical URL: the origin feeds and the sitemap write. */
function siteOrigin(homeHtml) {
  const canonical = /<link\b[^>]*\brel="canonical"[^>]*>/i.exec(homeHtml)?.[0];
  const href = canonical && /\shref="([^"]*)"/.exec(canonical)?.[1];
  return href ? new URL(decodeEntities(href)).origin : undefined;
}

/** The feed files and the sitemap of a build: rss.xml, atom.xml, feed.json, sitemap.xml. */
export function listFeeds(root) {
  return filesUnder(root, { skipFolders: ["assets"] }).filter((file) =>
    /(^|\/)(rss\.xml|atom\.xml|feed\.json|sitemap\.xml)$/.test(file),
  );
}

/**
 * The site's own URLs a feed names, as paths ("/resources/blog/x#setup"): item links and
 * ids, and the links in each item's HTML content, which XML escapes or wraps in CDATA and
 * JSON Feed holds in strings.
 */
export function feedUrls(text, format, origin) {
  const strings = [];
  const collect = (value) => {
    if (typeof value === "string") strings.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  if (format === "json") collect(JSON.parse(text));
  else strings.push(decodeEntities(text));
  const urls = new Set();
  for (const string of strings)
    for (const [url] of string.matchAll(/https?:\/\/[^\s"'<>\\\]]+/g))
      if (url === origin || url.startsWith(`${origin}/`) || url.startsWith(`${origin}#`))
        urls.add(url.slice(origin.length) || "/");
  return [...urls].sort();
}

/**
 * Checks the built site in `root`: its pages, then its feeds and sitemap. Returns the pages
 * and feeds checked and one problem per broken reference: { page, ref, problem }.
 */
export function checkSite(root) {
  const pages = listPages(root);
  const documents = new Map([...pages].sort(([a], [b]) => (a < b ? -1 : 1)));
  if (existsSync(path.join(root, "404.html"))) documents.set(NOT_FOUND_PAGE, "404.html");
  const html = new Map();
  const read = (file) => {
    if (!html.has(file)) html.set(file, readFileSync(path.join(root, file), "utf8"));
    return html.get(file);
  };
  const idsOf = new Map();
  const ids = (file) => {
    if (!idsOf.has(file)) idsOf.set(file, anchors(read(file)));
    return idsOf.get(file);
  };
  const isFile = (pathname) => {
    const full = path.join(root, pathname);
    return full.startsWith(root) && existsSync(full) && statSync(full).isFile();
  };

  const problems = [];
  const cssChecked = new Set();
  /** Checks one reference `value` found in `page` (a page's route, or a feed's path). */
  const check = (page, file, base, tag, value) => {
    const report = (problem) => problems.push({ page, ref: value, problem });
    if (value === "" || value === "#") {
      report("empty link target");
      return;
    }
    let url;
    try {
      url = new URL(value, base);
    } catch {
      report("not a valid URL");
      return;
    }
    if (url.origin !== SITE) return; // another site, mailto:, tel: ...
    const pathname = decodeURIComponent(url.pathname);
    const fragment = decodeURIComponent(url.hash.slice(1));
    const target = pathname === base.pathname && value.startsWith("#") ? page : pathname;
    const targetFile = documents.get(target) ?? (target === page ? file : undefined);
    if (targetFile) {
      if (fragment && fragment !== "top" && !ids(targetFile).has(fragment))
        report(`no element with id "${fragment}" on ${target}`);
      return;
    }
    if (pages.has(pathname.replace(/\/+$/, "")) && pathname !== "/") {
      report(`trailing slash: ${pathname} redirects to ${pathname.replace(/\/+$/, "")}`);
      return;
    }
    // A form's post goes to the server's route (in the page's language), not to a file.
    if (tag === "form" && formActions.includes(pathWithoutLocale(pathname))) return;
    if (!isFile(pathname)) {
      report(
        tag === "a" || tag === "feed"
          ? "no such page (answers 404)"
          : `no such file (${tag} reference answers 404)`,
      );
      return;
    }
    // An icon in the sprite: <use href="/icons.svg#name">.
    if (fragment && pathname.endsWith(".svg") && !ids(pathname.slice(1)).has(fragment))
      report(`no element with id "${fragment}" in ${pathname}`);
    if (pathname.endsWith(".css") && !cssChecked.has(pathname)) {
      cssChecked.add(pathname);
      const css = readFileSync(path.join(root, pathname), "utf8");
      for (const [, asset] of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
        if (asset.startsWith("data:") || asset.startsWith("#")) continue;
        const assetUrl = new URL(asset, new URL(pathname, SITE));
        if (assetUrl.origin === SITE && !isFile(decodeURIComponent(assetUrl.pathname)))
          problems.push({ page: pathname, ref: asset, problem: "no such file (CSS url)" });
      }
    }
  };

  for (const [page, file] of documents) {
    // The not-found page is served at any path; its links are written from the root.
    const base = new URL(page === NOT_FOUND_PAGE ? "/" : page, SITE);
    for (const { tag, value } of references(read(file))) check(page, file, base, tag, value);
  }

  // The feeds and the sitemap name pages by absolute URL on the site's origin (the home
  // page's canonical URL): each item, and every link inside an item's content.
  const origin = siteOrigin(documents.has("/") ? read(documents.get("/")) : "");
  const feeds = origin ? listFeeds(root).sort() : [];
  for (const feed of feeds) {
    const text = readFileSync(path.join(root, feed), "utf8");
    for (const url of feedUrls(text, feed.endsWith(".json") ? "json" : "xml", origin))
      check(`/${feed}`, undefined, new URL("/", SITE), "feed", url);
  }
  return { pages: [...documents.keys()], feeds: feeds.map((feed) => `/${feed}`), problems };
}

/** One line per broken reference, with every page that has it. */
export function describeProblems(problems) {
  const grouped = new Map();
  for (const { page, ref, problem } of problems) {
    const key = `${ref}: ${problem}`;
    const pages = grouped.get(key) ?? new Set();
    pages.add(page);
    grouped.set(key, pages);
  }
  return [...grouped].map(([key, pages]) => `${key}; on ${[...pages].join(", ")}`);
}

if (isMain(import.meta.url)) {
  if (!existsSync(clientRoot)) {
    console.error("No build/client: run `npm run build` first.");
    process.exit(1);
  }
  const { pages, feeds, problems } = checkSite(clientRoot);
  if (problems.length > 0) {
    const lines = describeProblems(problems).map((line) => `  ${line}`);
    console.error(`Dead links: ${problems.length} broken references\n${lines.join("\n")}`);
    process.exit(1);
  }
  console.log(`Dead links: none in ${pages.length} pages and ${feeds.length} feeds and sitemaps.`);
}
