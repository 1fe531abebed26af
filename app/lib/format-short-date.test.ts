import { afterEach, describe, expect, it, vi } from "vitest";
import { formatShortDate } from "./format-short-date";

afterEach(() => vi.unstubAllEnvs());

describe("formatShortDate", () => {
  it("writes month and day, the same in every time zone", () => {
    expect(formatShortDate("2026-12-04")).toBe("Dec 4");
    vi.stubEnv("TZ", "Pacific/Kiritimati");
    expect(formatShortDate("2026-12-31")).toBe("Dec 31");
    vi.stubEnv("TZ", "America/Los_Angeles");
    expect(formatShortDate("2026-01-01")).toBe("Jan 1");
    expect(() => formatShortDate("soon")).toThrow(RangeError);
  });
});
