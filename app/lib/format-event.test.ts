import { describe, expect, it } from "vitest";
import { eventMomentOrProblem, formatEventMoment, instantOf } from "./format-event";

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
