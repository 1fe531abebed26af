import { describe, expect, it } from "vitest";
import { noticePaths } from "../lib/page-table.js";
import { legalLinks } from "./footer";
import { legalPages, storedData } from "./legal";
import { notices } from "./notices";
import { handledLeadDays, legalUpdated, pendingSignUpDays } from "./stored-data.js";

describe("legal pages and flow notices", () => {
  it("are each at its own path", () => {
    expect(legalLinks.map((link) => link.href)).toEqual(legalPages.map((page) => page.path));
    expect(
      Object.values(notices)
        .map((notice) => notice.path)
        .sort(),
    ).toEqual([...noticePaths].sort());
  });

  it("carry the date and the retention periods of stored-data.js", () => {
    for (const page of legalPages) expect(page.updated).toBe(legalUpdated);
    const text = JSON.stringify(storedData);
    expect(text).toContain(`deleted after ${pendingSignUpDays} days`);
    expect(handledLeadDays).toBe(365);
    expect(text).toContain("then one year after it was marked answered");
  });
});
