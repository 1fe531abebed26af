import { describe, expect, it } from "vitest";
import { problemsAfter } from "../../tests/support/content-edits.ts";
import { noticePaths } from "../lib/page-table.js";
import { legalLinks } from "./footer";
import { legalPages, storedData } from "./legal";
import { notices } from "./notices";
import {
  backupDays,
  handledLeadDays,
  legalUpdated,
  pendingSignUpDays,
  periodName,
} from "./stored-data.js";

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
    // The privacy notice names each period as a {{storedData.…}} fact: whatever its words,
    // the figures it shows are the ones the site keeps data for.
    expect(text).toContain(`${pendingSignUpDays} days`);
    const handled = periodName(handledLeadDays);
    expect(text).toContain(`${handled.value} ${handled.unit}`);
    expect(text).toContain(`${backupDays} days`);
    expect(text).not.toMatch(/\{\{/);
  });
});

describe("a sentence the code fills must keep its {placeholders}", () => {
  const problemsWith = (
    file: string,
    edit: (data: Record<string, Record<string, unknown>>) => void,
  ) => problemsAfter(file, edit);

  it("a deleted {email} and a mistyped {yaer} are refused by name", () => {
    const messages = "content/forms/contact-messages.json";
    expect(
      problemsWith(messages, (data) => {
        (data.notices as Record<string, string>).crossSite = "Send it from the contact page.";
      }),
    ).toEqual([`${messages}: notices.crossSite: must contain {email}, where the page writes it`]);
    const chrome = "content/chrome/site-chrome.json";
    expect(
      problemsWith(chrome, (data) => {
        (data as Record<string, unknown>).copyright = "© {yaer} Flowboard, Inc.";
      }),
    ).toEqual([
      `${chrome}: copyright: must contain {year}, where the page writes it`,
      `${chrome}: copyright: {yaer} is not a blank this sentence has (it may use: {year})`,
    ]);
  });

  it("the server's files hold plain values: a {{reference}} there is refused", () => {
    const fields = "content/forms/contact-fields.json";
    expect(
      problemsWith(fields, (data) => {
        ((data.subjects as unknown as { label: string }[])[0] as { label: string }).label =
          "Ask {{site.name}}";
      }),
    ).toEqual([
      `${fields}: holds a {{reference}}, but the server reads it as it is: write the value`,
    ]);
  });
});
