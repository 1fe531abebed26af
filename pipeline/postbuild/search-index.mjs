// Build step (from postbuild.mjs): the site-search index, made from the built HTML of every
// page, so it holds exactly what the pages say and any page added later is in it without
// a list to keep. Each page is cut into sections at its headings; a section keeps the
// heading, the anchor that links to it and its plain text. The search dialog
// (app/components/search) fetches the file on its first opening.
// See docs/decisions/009-site-search.md.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { withoutCurrency } from "../../app/lib/currencies.js";
import { defaultLocale, localeOfPath, locales, pathWithoutLocale } from "../../app/lib/locales.js";
import { searchIndexPath } from "../../app/lib/search/search-index-path.js";
import { listPages } from "../../server/pages.mjs";
import { parsePage } from "./parse-page.mjs";
import { markGermanCompounds, markJapaneseWords, vocabularyOf } from "./search-words.mjs";
import { isNoindex } from "./seo-files.mjs";

const SOFT_HYPHEN = "\u00AD";

export const SEARCH_INDEX_FILE = "search-index.json";

/** Pages left out: the search page itself only explains search and lists the sections. */
export const unindexedRoutes = new Set(["/search"]);

/** Never text a visitor reads as such: code, pictures drawn as one image, hidden parts. */
const SKIP = "script, style, template, noscript, svg, [hidden], [aria-hidden='true']";
const HEADING = /^H[1-4]$/;
/**
 * Elements that sit inside a run of words. Any other element's edges separate words: the
 * site draws a method and its path, or a link's title and description, as neighbouring
 * elements with no space between them.
 */
const PHRASE =
  /^(ABBR|B|BDI|BDO|CITE|CODE|DATA|DFN|EM|I|KBD|MARK|Q|S|SAMP|SMALL|STRONG|SUB|SUP|TIME|U|VAR|WBR)$/;

// Soft hyphens (German words, docs/decisions/035) stay until the language's words are marked
// (`markWords`), which takes them out: a search matches words, not syllables.
const clean = (text) =>
  text
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:!?)])/g, "$1")
    .trim();

/** The page's own name: its <title> without the site name. */
function pageTitle(document, route) {
  const title = clean(document.title).replaceAll(SOFT_HYPHEN, "");
  const siteName = document.querySelector('meta[property="og:site_name"]')?.getAttribute("content");
  if (route === "/") return "Home";
  if (siteName && title.endsWith(` | ${siteName}`)) return title.slice(0, -` | ${siteName}`.length);
  return title;
}

/** The anchor a heading links to: its own id, else the nearest enclosing element's. */
function anchorOf(heading, fallback) {
  if (heading.tagName === "H1") return "";
  if (heading.id) return heading.id;
  const holder = heading.parentElement?.closest("[id]");
  return holder && holder.tagName !== "MAIN" ? holder.id : fallback;
}

/**
 * One page of the index: `{ path, title, sections: [{ anchor, heading, text }] }`, from the
 * page's <main>. An anchor of "" is the top of the page.
 * @param {string} html
 * @param {string} route
 */
export function indexPage(html, route) {
  const document = parsePage(html);
  const title = pageTitle(document, route);
  const main = document.querySelector("main");
  const sections = [];
  // Text before the first heading (a hero's eyebrow) joins the first section.
  let current = { anchor: "", heading: "", text: "" };
  const push = () => {
    if (!current.heading) return;
    sections.push({
      anchor: current.anchor,
      heading: clean(current.heading),
      text: clean(current.text),
    });
  };
  const visit = (node) => {
    if (node.nodeType === 3) {
      current.text += node.data;
      return;
    }
    if (node.nodeType !== 1) return;
    if (node.matches(SKIP)) return;
    if (node.getAttribute("role") === "img") {
      current.text += ` ${node.getAttribute("aria-label") ?? ""} `;
      return;
    }
    if (HEADING.test(node.tagName)) {
      const carried = current.heading ? "" : current.text;
      push();
      current = {
        anchor: anchorOf(node, current.anchor),
        heading: node.textContent,
        text: carried,
      };
      return;
    }
    const separate = !PHRASE.test(node.tagName);
    if (separate) current.text += " ";
    for (const child of node.childNodes) visit(child);
    if (separate) current.text += " ";
  };
  if (main) for (const child of main.childNodes) visit(child);
  if (!current.heading) current.heading = title;
  push();
  // An article in another language than the page (an English article inside a German page,
  // docs/decisions/048) is found by its title and summary, marked with its language: its
  // whole text is in the index of the language it is written in.
  const titleLang = main?.querySelector("article h1[lang]")?.getAttribute("lang");
  const pageLang = document.documentElement.getAttribute("lang");
  if (titleLang && pageLang && titleLang !== pageLang)
    return { path: route, title, lang: titleLang, sections: sections.slice(0, 1) };
  return { path: route, title, sections };
}

/**
 * The index's words as `locale`'s search reads them (pipeline/postbuild/search-words.mjs): in
 * German a compound's parts that are words of the pages start words of their own, in
 * Japanese every word starts one; soft hyphens are taken out.
 * @param {{ path: string, title: string, sections: { heading: string, text: string }[] }[]} pages
 * @param {string} locale
 */
export function markWords(pages, locale) {
  const fields = (page) => [page.title, ...page.sections.flatMap((s) => [s.heading, s.text])];
  const vocabulary = locale === "de" ? vocabularyOf(pages.flatMap(fields)) : undefined;
  const mark = (text) => {
    if (vocabulary) return markGermanCompounds(text, vocabulary).replaceAll(SOFT_HYPHEN, "");
    const plain = text.replaceAll(SOFT_HYPHEN, "");
    return locale === "ja" ? markJapaneseWords(plain) : plain;
  };
  return pages.map((page) => ({
    ...page,
    title: mark(page.title),
    sections: page.sections.map((section) => ({
      ...section,
      heading: mark(section.heading),
      text: mark(section.text),
    })),
  }));
}

/**
 * The whole index from every built page under `clientDir`, in route order, but for pages
 * kept out of search engines (noindex), as the steps of a flow mean nothing found on their own,
 * and for copies of another page (a page in a chosen currency), found as that page.
 */
export async function buildSearchIndex(clientDir, locale = defaultLocale) {
  const routes = [...listPages(clientDir)]
    .filter(([route]) => localeOfPath(route) === locale)
    .filter(([route]) => !unindexedRoutes.has(pathWithoutLocale(route)))
    .sort(([a], [b]) => (a === "/" ? -1 : b === "/" ? 1 : a < b ? -1 : 1));
  const pages = [];
  for (const [route, file] of routes) {
    const html = await readFile(path.join(clientDir, file), "utf8");
    // A page in a chosen currency is found as its page (docs/decisions/046); an English
    // article under another language's prefix is found there, marked English (decision 049).
    if (isNoindex(html) || withoutCurrency(route).currency) continue;
    pages.push(indexPage(html, route));
  }
  return { version: 1, pages: markWords(pages, locale) };
}

/**
 * Writes build/client/search-index.json and one per language (de/search-index.json): a
 * reader searches the pages of the language being read. Returns the number of pages and
 * sections in all.
 */
export async function writeSearchIndex(clientDir) {
  let pages = 0;
  let sections = 0;
  for (const locale of locales) {
    const index = await buildSearchIndex(clientDir, locale.code);
    if (locale.code !== defaultLocale && index.pages.length === 0) continue;
    const file = path.join(clientDir, searchIndexPath(locale.code).slice(1));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(index));
    pages += index.pages.length;
    sections += index.pages.reduce((sum, page) => sum + page.sections.length, 0);
  }
  return { pages, sections };
}
