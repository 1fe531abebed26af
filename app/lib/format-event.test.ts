import { describe, expect, it } from "vitest";
import {
  eventMomentOrProblem,
  formatEventMoment,
  instantOf,
  formatOpeningHours as writeHours,
} from "./format-event";

describe("an event's moment, where each language's readers are", () => {
  // 10:00 in Los Angeles is 19:00 in Berlin, 20:00 in Jerusalem and 3:00 the next day in Tokyo.
  const startsAt = "2026-12-09T10:00:00-08:00";

  it("names the day and the hour in the readers' zone, with the zone", () => {
    expect(formatEventMoment(startsAt, "en")).toEqual({
      day: "Wednesday, December 9, 2026",
      time: "10:00 AM PT",
    });
    expect(formatEventMoment(startsAt, "de")).toEqual({
      day: "Mittwoch, 9. Dezember 2026",
      time: "19:00 MEZ",
    });
    expect(formatEventMoment(startsAt, "ja").day).toBe("2026年12月10日木曜日");
    expect(formatEventMoment(startsAt, "ja").time).toBe("3:00 日本標準時");
    expect(formatEventMoment(startsAt, "he").time).toBe("20:00 שעון ישראל");
  });

  it("writes weekly hours in each language's way, the zone named by Intl, not a date's name", () => {
    // Hours that recur every week name the zone generically: PT in winter and in summer.
    // (Intl puts a narrow no-break space before AM; read here as a space.)
    const formatOpeningHours = (...args: Parameters<typeof writeHours>) =>
      writeHours(...args).replace(/\s/g, " ");
    expect(formatOpeningHours("09:00", "18:00", "en")).toBe("9 AM – 6 PM PT");
    expect(formatOpeningHours("09:30", "13:00", "en")).toBe("9:30 AM – 1:00 PM PT");
    expect(formatOpeningHours("09:00", "18:00", "de")).toBe("09–18 Uhr MEZ");
    expect(formatOpeningHours("10:00", "16:00", "ja")).toBe("10時～16時 日本標準時");
    expect(formatOpeningHours("09:00", "13:00", "he")).toBe("9–13 שעון ישראל");
  });

  it("refuses a time of day that is not one", () => {
    expect(() => writeHours("9 AM", "18:00", "en")).toThrow(RangeError);
    expect(() => writeHours("09:00", "24:00", "en")).toThrow(RangeError);
  });

  it("refuses a moment without its offset", () => {
    expect(() => instantOf("2026-12-09T10:00:00")).toThrow(RangeError);
    expect(() => instantOf("2026-12-09")).toThrow(RangeError);
  });
});

describe("an event's moment while it is typed", () => {
  it("gives why a value is not a moment yet, and the day and time once it is", () => {
    expect(eventMomentOrProblem("2026-12-09T10:0", "en")).toEqual({
      problem: expect.stringMatching(/^not a date and time with its offset/),
    });
    expect(eventMomentOrProblem("2026-13-09T10:00:00-08:00", "en")).toEqual({
      problem: expect.stringMatching(/^not a day and hour the calendar has/),
    });
    expect(eventMomentOrProblem("2026-12-09T10:00:00-08:00", "en")).toEqual(
      formatEventMoment("2026-12-09T10:00:00-08:00", "en"),
    );
  });
});
