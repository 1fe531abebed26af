import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fieldChanges } from "./field-changes.ts";

const read = (file: string) => readFileSync(file, "utf8");
/** The fields these tests change, in the files that have them. */
interface Editable {
  hero: { title: string };
  plans: { monthlyPrice: { USD: number } }[];
}
const edited = (file: string, edit: (data: Editable) => void) => {
  const data = JSON.parse(read(file));
  edit(data);
  return `${JSON.stringify(data, null, 2)}\n`;
};

describe("what a change does, field by field", () => {
  it("names a changed headline by its path and its form's labels, with the old and new words", () => {
    const file = "content/pages/home.json";
    const before = JSON.parse(read(file)).hero.title;
    const after = edited(file, (data) => {
      data.hero.title = `${before} today`;
    });
    expect(fieldChanges(file, read(file), after)).toEqual([
      {
        field: "hero.title",
        label: "Hero › Title",
        change: "changed",
        before,
        after: `${before} today`,
      },
    ]);
  });

  it("numbers a list's items from 1, and names a German headline by the English form's labels", () => {
    const plans = "content/pricing/plans.json";
    const changes = fieldChanges(
      plans,
      read(plans),
      edited(plans, (data) => {
        (data.plans[1] as { monthlyPrice: { USD: number } }).monthlyPrice.USD += 1;
      }),
    );
    expect(changes.map((change) => [change.field, change.label])).toEqual([
      ["plans[1].monthlyPrice.USD", "Plans › 2 › Monthly price › USD"],
    ]);
    const german = "content/translations/de/pages/home.json";
    const words = fieldChanges(
      german,
      read(german),
      edited(german, (data) => {
        data.hero.title = `${data.hero.title}!`;
      }),
    );
    expect(words.map((change) => [change.field, change.label])).toEqual([
      ["hero.title", "Hero › Title"],
    ]);
  });

  it("names an article's text and front matter, and every field of a new or a broken file", () => {
    const article = "content/articles/blog/board-permissions-for-agencies.md";
    const source = read(article);
    const changed = `${source.replace(/^title: .*$/m, "title: A new title")}\nA new paragraph.\n`;
    expect(fieldChanges(article, source, changed).map((change) => change.label)).toEqual([
      "Title",
      "Text",
    ]);
    const added = fieldChanges(
      "content/pages/home.json",
      undefined,
      read("content/pages/home.json"),
    );
    expect(added.length).toBeGreaterThan(1);
    expect(added.every((change) => change.change === "added")).toBe(true);
    expect(
      fieldChanges("content/pages/home.json", read("content/pages/home.json"), "{ broken"),
    ).toEqual([expect.objectContaining({ field: "", label: "The whole file", change: "changed" })]);
  });
});
