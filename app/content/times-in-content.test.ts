import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { problemsAfter } from "../../tests/support/content-edits.ts";
import { localizedContent, siteContent } from "../../tests/support/site-content.ts";
import { formatOpeningHours } from "../lib/format-event";
import { locales } from "../lib/locales.js";

type Row = { days: string; opens?: string; closes?: string; closed?: string };

/**
 * Every name Intl gives the readers' zones, in every language and at any time of year
 * ("PST", "PDT", "PT", "MEZ", "MESZ", "GMT+2", "日本標準時", "JST", "שעון ישראל"): none of them
 * is typed in a content file, where it would stay the same in every language and season.
 */
function zoneNamesIntlGives(): Set<string> {
  const names = new Set<string>();
  const styles = ["short", "shortGeneric", "long", "longGeneric"] as const;
  for (const { timeZone } of locales)
    for (const { intl } of [...locales, { intl: "en-GB" }])
      for (const style of styles)
        for (const month of [0, 6]) {
          const parts = new Intl.DateTimeFormat(intl, {
            timeZone,
            timeZoneName: style,
            hour: "numeric",
          }).formatToParts(Date.UTC(2026, month, 15, 12));
          const name = parts.find((part) => part.type === "timeZoneName")?.value;
          if (name) names.add(name.replace(/\u200e/g, ""));
        }
  return names;
}

function contentStrings(dir: string): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (value: unknown, file: string) => {
    if (typeof value === "string") found.push({ file, text: value });
    else if (value && typeof value === "object")
      for (const item of Object.values(value)) walk(item, file);
  };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    // The spell check's word lists are lists of words, not text a page shows.
    if (!entry.isFile() || !entry.name.endsWith(".json") || file.includes("/spelling/")) continue;
    walk(JSON.parse(readFileSync(file, "utf8")), file);
  }
  return found;
}

describe("support hours, in each language's zone, named through Intl", () => {
  it.each(locales.map((locale) => locale.code))(
    "%s: rows and sentences name Intl's hours",
    (code) => {
      const contact =
        code === "en"
          ? siteContent("pages/contact.json")
          : localizedContent("pages/contact.json", code);
      const rows = contact.supportHours as Row[];
      const first = rows[0] as Row;
      expect(first.opens && first.closes).toBeTruthy();
      const hours = formatOpeningHours(first.opens as string, first.closes as string, code);
      // The sentences that name the hours name them as the table writes them.
      expect(contact.form.thanksDetail).toContain(hours);
      const outcomes =
        code === "en"
          ? siteContent("pages/contact-outcomes.json")
          : localizedContent("pages/contact-outcomes.json", code);
      expect(outcomes.thanks.steps.some((step: string) => step.includes(hours))).toBe(true);
      for (const row of rows)
        expect(row.closed ?? (row.opens && row.closes), JSON.stringify(row)).toBeTruthy();
    },
  );

  it("no content file types a time zone's name", () => {
    const names = zoneNamesIntlGives();
    expect(names).toContain("PST");
    expect(names).toContain("MEZ");
    const typed = contentStrings("content").flatMap(({ file, text }) =>
      [...names]
        .filter((name) =>
          /^[\p{Script=Latin}\d+\-: ]+$/u.test(name)
            ? new RegExp(`(^|[^\\p{L}])${name.replace(/[+]/g, "\\+")}($|[^\\p{L}])`, "u").test(text)
            : text.includes(name),
        )
        .map((name) => `${file}: "${name}" in "${text}"`),
    );
    expect(typed).toEqual([]);
  });

  it("a day both open and closed, or closing before it opens, is named", () => {
    const file = "content/pages/contact.json";
    expect(
      problemsAfter(file, (data: { supportHours: Row[] }) => {
        (data.supportHours[0] as Row).closes = "08:00";
        (data.supportHours[1] as Row).opens = "9 AM";
        (data.supportHours[2] as Row).opens = "09:00";
      }),
    ).toEqual([
      `${file}: supportHours[0].closes: closes at 08:00, not after it opens at 09:00`,
      `${file}: supportHours[1].opens: write a time of day on a 24-hour clock, such as 09:00`,
      `${file}: supportHours[2].closed: a day is either open (opens and closes) or closed, not both`,
    ]);
  });
});
