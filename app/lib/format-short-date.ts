import { type LocaleCode, localeNamed } from "./locales.js";
import { pageLocale } from "./localized-content.ts";

/**
 * "Dec 4" ("4. Dez." in German): a due date on the demo board, where the year goes without
 * saying. It needs nothing of the other formatters (format-date.ts, format-number.ts), so the
 * board's code carries it alone: their file would put the board over its byte budget.
 */
export function formatShortDate(isoDate: string, locale: LocaleCode = pageLocale()): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime()))
    throw new RangeError(`Not an ISO date: ${isoDate}`);
  return new Intl.DateTimeFormat(localeNamed(locale).intl, {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(date);
}
