import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate } from "./format-date";

afterEach(() => vi.unstubAllEnvs());

describe("formatDate", () => {
  it("writes an ISO date out in words, in English by default (Node renders English)", () => {
    expect(formatDate("2026-11-17")).toBe("November 17, 2026");
    expect(formatDate("2027-01-05", { locale: "en" })).toBe("January 5, 2027");
  });

  it("writes it as each language does", () => {
    expect(formatDate("2026-11-17", { locale: "de" })).toBe("17. November 2026");
    expect(formatDate("2026-11-17", { locale: "ja" })).toBe("2026年11月17日");
    expect(formatDate("2026-11-17", { locale: "he" })).toBe("17 בנובמבר 2026");
  });

  it("adds the weekday when asked", () => {
    expect(formatDate("2026-12-09", { weekday: true })).toBe("Wednesday, December 9, 2026");
    expect(formatDate("2026-12-09", { weekday: true, locale: "de" })).toBe(
      "Mittwoch, 9. Dezember 2026",
    );
    expect(formatDate("2026-12-09", { weekday: true, locale: "ja" })).toBe("2026年12月9日水曜日");
    expect(formatDate("2026-12-09", { weekday: true, locale: "he" })).toBe(
      "יום רביעי, 9 בדצמבר 2026",
    );
  });

  it("gives the same day whatever the local time zone", () => {
    vi.stubEnv("TZ", "Pacific/Honolulu");
    expect(formatDate("2026-01-01")).toBe("January 1, 2026");
    vi.stubEnv("TZ", "Pacific/Kiritimati");
    expect(formatDate("2026-12-31", { locale: "de" })).toBe("31. Dezember 2026");
  });

  it("refuses something that is not a date", () => {
    expect(() => formatDate("next Tuesday")).toThrow(RangeError);
    expect(() => formatDate("2026-11-17T10:00:00Z")).toThrow(RangeError);
  });
});
