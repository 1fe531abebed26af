import { dayOf } from "./format-date.ts";
import { cachedFormatter } from "./intl-locale.ts";
import type { LocaleCode } from "./locales.js";
import { pageLocale } from "./localized-content.ts";

const shortDate = cachedFormatter(
  (locale) => new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }),
);

/**
 * "Dec 4" ("4. Dez." in German): a due date on the demo board, where the year goes without
 * saying. A function of its own so the long formats stay out of the board's code.
 */
export function formatShortDate(isoDate: string, locale: LocaleCode = pageLocale()): string {
  return shortDate(locale).format(dayOf(isoDate));
}
