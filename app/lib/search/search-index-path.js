// @ts-check
import { pathInLocale } from "../locales.js";

/**
 * Where the build writes the search index of a language, and the search dialog fetches it:
 * /search-index.json for English, /de/search-index.json for German.
 * @param {import("../locales.js").LocaleCode} locale
 */
export const searchIndexPath = (locale) => pathInLocale("/search-index.json", locale);
