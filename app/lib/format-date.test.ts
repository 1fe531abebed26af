import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate } from "./format-date";

afterEach(() => vi.unstubAllEnvs());

describe("formatDate", () => {
  it("writes an ISO date out in words", () => {
    expect(formatDate("2026-11-17")).toBe("November 17, 2026");
    expect(formatDate("2027-01-05")).toBe("January 5, 2027");
  });

  it("adds the weekday when asked", () => {
    expect(formatDate("2026-12-09", { weekday: true })).toBe("Wednesday, December 9, 2026");
  });

  it("gives the same day whatever the local time zone", () => {
    vi.stubEnv("TZ", "Pacific/Honolulu");
    expect(formatDate("2026-01-01")).toBe("January 1, 2026");
    vi.stubEnv("TZ", "Pacific/Kiritimati");
    expect(formatDate("2026-12-31")).toBe("December 31, 2026");
  });

  it("refuses something that is not a date", () => {
    expect(() => formatDate("next Tuesday")).toThrow(RangeError);
  });
});
