// A built page's HTML as a DOM document, for the build's own reading of its pages (the
// search index) and for the checks of the built site (tests/built-site).
import { JSDOM } from "jsdom";

/** @type {DOMParser | undefined} */
let parser;

/**
 * Parses `html` with one jsdom window's DOMParser, kept for every page: the same parser
 * (parse5, the HTML standard's) and the same document as a window per page, without
 * building a window's hundreds of interfaces each time (394 pages read in 8.1 s of CPU
 * against 12.4).
 * @param {string} html
 * @returns {Document}
 */
export function parsePage(html) {
  parser ??= new new JSDOM("").window.DOMParser();
  return parser.parseFromString(html, "text/html");
}
