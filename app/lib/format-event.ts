import { type LocaleCode, localeNamed } from "./locales.js";
import { pageLocale } from "./localized-content.ts";

/*
 * An event's moment (a webinar), stored once as an instant with its offset
 * ("2026-12-09T10:00:00-08:00"), shown in the time zone the page's readers keep
 * (app/lib/locales.js `timeZone`) with the zone named, so a reader in Tokyo reads the day and
 * hour it is there. The zone is given, not the visitor's, so the prerendered HTML and the
 * browser's render agree. Japanese names the zone in words (日本標準時), the others by their
 * usual short name (PT, MEZ, שעון ישראל).
 */
const zoneNames: Partial<Record<LocaleCode, "long">> = { ja: "long" };
const eventDay = cachedFormatterIn(
  (locale, timeZone) => new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone }),
);
const eventTime = cachedFormatterIn(
  (locale, timeZone, code) =>
    new Intl.DateTimeFormat(locale, {
      hour: "numeric",
      minute: "2-digit",
      timeZone,
      timeZoneName: zoneNames[code] ?? "shortGeneric",
    }),
);

/** One formatter per language, made with its Intl tag, its readers' zone and its code. */
function cachedFormatterIn<T>(make: (intlTag: string, timeZone: string, code: LocaleCode) => T) {
  const made = new Map<LocaleCode, T>();
  return (code: LocaleCode): T => {
    let formatter = made.get(code);
    if (!formatter) {
      const { intl, timeZone } = localeNamed(code);
      formatter = make(intl, timeZone, code);
      made.set(code, formatter);
    }
    return formatter;
  };
}

/** The instant an ISO date and time with its offset names; a RangeError for anything else. */
export function instantOf(isoDateTime: string): Date {
  const date = new Date(isoDateTime);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(isoDateTime))
    throw new RangeError(
      "not a date and time with its offset from UTC yet, written 2026-12-09T10:00:00-08:00",
    );
  if (Number.isNaN(date.getTime()))
    throw new RangeError("not a day and hour the calendar has, such as 2026-12-09T10:00:00-08:00");
  return date;
}

/**
 * An event's day and time where the page's readers are: "Wednesday, December 9, 2026" and
 * "10:00 AM PT" in English, "Donnerstag, 10. Dezember 2026"… in the reader's own day.
 */
export function formatEventMoment(
  isoDateTime: string,
  locale: LocaleCode = pageLocale(),
): { day: string; time: string } {
  const instant = instantOf(isoDateTime);
  return { day: eventDay(locale).format(instant), time: eventTime(locale).format(instant) };
}

/**
 * An event's day and time as `formatEventMoment` writes them, or, for a value that is not a
 * moment yet, why: in the editor's preview an editor is still typing it (the form refuses it
 * until it is one, and the build never lets one through), and the rest of the page is drawn
 * all the same, the value shown as typed where the day goes (webinar-list.tsx).
 */
export function eventMomentOrProblem(
  isoDateTime: string,
  locale: LocaleCode = pageLocale(),
): { day: string; time: string } | { problem: string } {
  try {
    return formatEventMoment(isoDateTime, locale);
  } catch (error) {
    if (error instanceof RangeError) return { problem: error.message };
    throw error;
  }
}
