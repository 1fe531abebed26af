/**
 * The one place dates are turned into text. Content stores plain ISO dates
 * ("2026-11-17"); a fixed locale and the UTC time zone make the prerendered HTML and the
 * browser's render agree wherever the visitor is.
 */
const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

const longDateWithWeekday = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "November 17, 2026", or "Tuesday, November 17, 2026" with `weekday`. */
export function formatDate(isoDate: string, { weekday = false } = {}): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return (weekday ? longDateWithWeekday : longDate).format(date);
}
