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

/** The zone's name as an event's time names it ("PT", "MEZ", "日本標準時", "שעון ישראל"). */
const zoneName = cachedFormatterIn((locale, timeZone, code) => {
  const parts = new Intl.DateTimeFormat(locale, {
    hour: "numeric",
    timeZone,
    timeZoneName: zoneNames[code] ?? "shortGeneric",
  }).formatToParts(0);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
});
/** Wall-clock hours of a day, with minutes or without: the zone is named apart. */
const wallHours = cachedFormatterIn(
  (locale) => new Intl.DateTimeFormat(locale, { hour: "numeric", timeZone: "UTC" }),
);
const wallMinutes = cachedFormatterIn(
  (locale) =>
    new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
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

/** "09:00"" or "9:30": a time of day on a 24-hour clock, as the content files type it. */
export const timeOfDay = /^([01]?\d|2[0-3]):([0-5]\d)$/;

function wallClock(time: string): Date {
  const match = timeOfDay.exec(time);
  if (!match) throw new RangeError(`Not a time of day (HH:MM): ${time}`);
  // Any day does: the hours are read back on the same clock (UTC), and the zone is named
  // by its generic name, which no day changes.
  return new Date(Date.UTC(2026, 0, 5, Number(match[1]), Number(match[2])));
}

/**
 * Opening hours kept every week ("09:00" to "18:00", typed in each language's content) in
 * the zone the page's readers keep, with the zone named as an event's time names it: "9 AM –
 * 6 PM PT", "09–18 Uhr MEZ", "9時～18時 日本標準時", "9–18 שעון ישראל". The hours recur, so the
 * zone has its generic name (PT, not PST or PDT, which a date would choose).
 */
export function formatOpeningHours(
  opens: string,
  closes: string,
  locale: LocaleCode = pageLocale(),
): string {
  const from = wallClock(opens);
  const to = wallClock(closes);
  const exact = from.getUTCMinutes() === 0 && to.getUTCMinutes() === 0;
  const range = (exact ? wallHours : wallMinutes)(locale).formatRange(from, to);
  return `${range} ${zoneName(locale)}`;
}
