// @ts-check
/**
 * The languages of the site (issue 48). English is at the root; each other language has
 * the same pages under its prefix (/de/pricing). Plain JavaScript with type comments: the
 * server, the build's Node steps and the browser's code all read it.
 *
 * @typedef {"en" | "de" | "ja" | "he"} LocaleCode
 * @typedef {object} Locale
 * @property {LocaleCode} code The language, as the paths, the messages and the content's
 *   translations name it.
 * @property {string} lang The BCP 47 tag every page and link writes (`<html lang>`, `lang` on
 *   a language link, hreflang in the head and the sitemap) and the spell check's dictionary
 *   (pipeline/content/spelling.ts): the site's English is US English (docs/decisions/033).
 * @property {string} name The language's name in itself, as the language links show it.
 * @property {"ltr" | "rtl"} dir
 * @property {string} ogLocale Open Graph's form (language_TERRITORY).
 * @property {string} prefix The paths' prefix: "" for English, "/de" for German.
 * @property {string} languageLabel What the language links are called, in this language.
 * @property {string} intl The tag Intl formats its dates and numbers with: English as in the
 *   US (the site's English; its prices are dollars), the others as the language's default.
 * @property {import("./currencies.js").CurrencyCode} currency The currency its prices show
 *   unless the visitor chooses another (app/lib/currencies.js).
 * @property {string} timeZone The IANA zone its readers keep: an event's time is shown there.
 */

/** @type {readonly Locale[]} */
export const locales = [
  {
    code: "en",
    lang: "en-US",
    name: "English",
    dir: "ltr",
    ogLocale: "en_US",
    prefix: "",
    languageLabel: "Language",
    intl: "en-US",
    currency: "USD",
    timeZone: "America/Los_Angeles",
  },
  {
    code: "de",
    lang: "de",
    name: "Deutsch",
    dir: "ltr",
    ogLocale: "de_DE",
    prefix: "/de",
    languageLabel: "Sprache",
    intl: "de",
    currency: "EUR",
    timeZone: "Europe/Berlin",
  },
  {
    code: "ja",
    lang: "ja",
    name: "日本語",
    dir: "ltr",
    ogLocale: "ja_JP",
    prefix: "/ja",
    languageLabel: "言語",
    intl: "ja",
    currency: "JPY",
    timeZone: "Asia/Tokyo",
  },
  {
    code: "he",
    lang: "he",
    name: "עברית",
    dir: "rtl",
    ogLocale: "he_IL",
    prefix: "/he",
    languageLabel: "שפה",
    intl: "he",
    currency: "ILS",
    timeZone: "Asia/Jerusalem",
  },
];

/** @type {LocaleCode} */
export const defaultLocale = "en";

/** The languages other than English, whose pages live under a prefix. */
export const prefixedLocales = locales.filter((locale) => locale.prefix !== "");

/** @param {string} code @returns {Locale} */
export function localeNamed(code) {
  const locale = locales.find((entry) => entry.code === code);
  if (!locale) throw new Error(`Unknown locale ${code}`);
  return locale;
}

/**
 * The language a path is in: "/de/pricing" is German, "/pricing" and "/design" English.
 * @param {string} pathname
 * @returns {LocaleCode}
 */
export function localeOfPath(pathname) {
  for (const locale of prefixedLocales)
    if (pathname === locale.prefix || pathname.startsWith(`${locale.prefix}/`)) return locale.code;
  return defaultLocale;
}

/**
 * The path without its language prefix: "/de/pricing" is "/pricing", "/de" is "/".
 * @param {string} pathname
 */
export function pathWithoutLocale(pathname) {
  const { prefix } = localeNamed(localeOfPath(pathname));
  if (!prefix) return pathname;
  return pathname.slice(prefix.length) || "/";
}

/**
 * The same page in `code`: `pathInLocale("/pricing", "de")` is "/de/pricing", and
 * `pathInLocale("/", "de")` is "/de". A path that is not a page of this site (a file, the
 * API) is returned as it is by the callers' choice, not here.
 * @param {string} path An English path (starting with "/").
 * @param {LocaleCode} code
 */
export function pathInLocale(path, code) {
  const { prefix } = localeNamed(code);
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/**
 * The tag of the site's English (`lang` above), for the parts of a page in another language
 * that stay English: the articles, a postal address, the API's own words.
 */
export const englishLang = localeNamed(defaultLocale).lang;
