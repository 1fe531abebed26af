// @ts-check
/**
 * The currencies a price is typed in (content/pricing/plans.json: each plan's price once per
 * currency, set by the business, never converted), and how a page names the one it shows.
 * Plain JavaScript with type comments: the route table and the build's prerender list read it.
 *
 * A page that shows a price is prerendered once per currency under its own path plus the
 * currency's segment ("/de/pricing/usd"), a plain link that works without JavaScript; the
 * page without a segment shows its language's currency (locales.js `currency`). The variants'
 * canonical is the language's page, so one page per language is indexed (docs/decisions/046).
 *
 * @typedef {"USD" | "EUR" | "JPY" | "ILS"} CurrencyCode
 */
import { localeNamed } from "./locales.js";
import { pageLocale } from "./page-locale.js";

/** @type {readonly CurrencyCode[]} */
export const currencies = ["USD", "EUR", "JPY", "ILS"];

/**
 * The currency the page's language shows unless the visitor chose another (locales.js).
 * @returns {CurrencyCode}
 */
export const languageCurrency = () => localeNamed(pageLocale()).currency;

/** The path segment of a currency: "USD" is "usd". @param {CurrencyCode} code */
export const currencySegment = (code) => code.toLowerCase();

/**
 * The currency a path segment names, or undefined: "eur" is "EUR"; "EUR", "xyz" are none.
 * @param {string | undefined} segment
 * @returns {CurrencyCode | undefined}
 */
export function currencyOfSegment(segment) {
  return currencies.find((code) => currencySegment(code) === segment);
}

/**
 * The path of a page in a currency: `pricedPath("/de/pricing", "USD")` is "/de/pricing/usd".
 * @param {string} path The page's path in its language, without a trailing slash.
 * @param {CurrencyCode} code
 */
export const pricedPath = (path, code) => `${path === "/" ? "" : path}/${currencySegment(code)}`;

/**
 * The page a path shows in a chosen currency, and that currency: "/de/pricing/usd" is
 * { path: "/de/pricing", currency: "USD" }; a path with no currency's segment is itself.
 * @param {string} pathname
 * @returns {{ path: string, currency: CurrencyCode | undefined }}
 */
export function withoutCurrency(pathname) {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const cut = trimmed.lastIndexOf("/");
  const currency = currencyOfSegment(trimmed.slice(cut + 1));
  if (!currency) return { path: trimmed, currency: undefined };
  return { path: trimmed.slice(0, cut) || "/", currency };
}

/** The key under which the visitor's own browser keeps the currency they chose (named on /privacy). */
export const currencyStorageKey = "flowboard-currency";
