import { cachedFormatter } from "./intl-locale.ts";
import type { LocaleCode } from "./locales.js";
import { pageLocale } from "./localized-content.ts";

/**
 * The one place dates are turned into text, in the language of the page (issue 48: "17.
 * November 2026" on a German page, "2026年11月17日" on a Japanese one). Content stores plain
 * ISO dates ("2026-11-17"), which stay the `<time datetime>`; the UTC time zone makes the
 * prerendered HTML and the browser's render agree wherever the visitor is.
 */
const longDate = cachedFormatter(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }),
);

const longDateWithWeekday = cachedFormatter(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }),
);

/** The day an ISO date names, at midnight UTC; a RangeError for anything else. */
export function dayOf(isoDate: string): Date {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime()))
    throw new RangeError(`Not an ISO date: ${isoDate}`);
  return date;
}

/** "November 17, 2026", or "Tuesday, November 17, 2026" with `weekday`; in `locale`'s words. */
export function formatDate(
  isoDate: string,
  { weekday = false, locale = pageLocale() }: { weekday?: boolean; locale?: LocaleCode } = {},
): string {
  return (weekday ? longDateWithWeekday : longDate)(locale).format(dayOf(isoDate));
}
