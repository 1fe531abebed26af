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

  it("writes them in each language", () => {
    expect(formatShortDate("2026-12-04", "en")).toBe("Dec 4");
    expect(formatShortDate("2026-12-04", "de")).toBe("4. Dez.");
    expect(formatShortDate("2026-12-04", "ja")).toBe("12月4日");
    expect(formatShortDate("2026-12-04", "he")).toBe("4 בדצמ׳");
  });
});
