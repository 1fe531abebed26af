const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/**
 * "Dec 4": a due date on the demo board, where the year goes without saying. A module of
 * its own (not in format-date.ts, which first-view pages load) so only the board loads it.
 */
export function formatShortDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return shortDate.format(date);
}
