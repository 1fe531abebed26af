// @ts-check
// The language of the page being rendered, in plain JavaScript so the modules the server
// also reads as they stand (app/content/contact-messages.js) can ask it too.
import { defaultLocale, localeOfPath } from "./locales.js";

/** Where app/lib/build-locale.server.ts names the language a copy of the renderer is evaluated in. */
export const BUILD_LOCALE_KEY = "__flowboardBuildLocale";

/**
 * The language this copy of the build's renderer runs in; English in the server.
 * @type {import("./locales.js").LocaleCode}
 */
export const evaluatedIn = Reflect.get(globalThis, BUILD_LOCALE_KEY) ?? defaultLocale;

/**
 * The language of the document in this browser; English in Node.
 * @returns {import("./locales.js").LocaleCode}
 */
export function documentLocale() {
  if (typeof document === "undefined" || typeof location === "undefined") return defaultLocale;
  return localeOfPath(location.pathname);
}

/**
 * The language of the page being rendered: the document's in the browser, the renderer's
 * at build. Code that builds a page's links and tags from an English path reads it.
 * @returns {import("./locales.js").LocaleCode}
 */
export function pageLocale() {
  return typeof document === "undefined" ? evaluatedIn : documentLocale();
}
