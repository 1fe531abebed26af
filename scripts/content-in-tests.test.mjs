// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentCopiedInTests, isSentence } from "./content-in-tests.mjs";

// Content belongs to the editors (GUIDE.md): a test that copies a sentence or a price from
// content/ fails the day a marketer edits it. This keeps every test reading it instead.
describe("the tests follow the content", () => {
  it("no test types a sentence or a price that stands in a content file", () => {
    expect(contentCopiedInTests(process.cwd())).toEqual([]);
  });
});

describe("the guard", () => {
  // A project of its own: one content file, one test that copies from it.
  const root = mkdtempSync(path.join(tmpdir(), "content-in-tests-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(
    "content/pages/home.json",
    JSON.stringify({
      hero: { title: "Ship calmer releases from one shared board", label: "Pricing" },
      plans: [{ id: "team", monthlyPrice: 37 }],
      note: "Trusted by {{site.figures.teams}} teams who plan together every week",
    }),
  );
  write(
    "app/home.test.ts",
    [
      'describe("Ship calmer releases from one shared board", () => {', // a test's name
      '  it("shows the hero", () => {',
      '    expect(title).toBe("Ship calmer releases from one shared board");',
      '    expect(link).toBe("Pricing");', // a short label: everywhere, not flagged
      '    expect(card).toContainText("$37");',
      '    expect(diff).toEqual([`-  "title": "Ship calmer releases from one shared board",`]);',
      "    expect(line).toMatch(/teams who plan together every week/);",
      '    expect(typed).toBe("A message of our own about forty people");',
      "  });",
      "});",
    ].join("\n"),
  );

  it("names the test file and line, and the content file and field, of each copy", () => {
    expect(contentCopiedInTests(root)).toEqual([
      'app/home.test.ts:3 types "Ship calmer releases from one shared board", which content/pages/home.json holds at hero.title',
      'app/home.test.ts:5 types "$37", which content/pages/home.json holds at plans[0].monthlyPrice',
      'app/home.test.ts:6 types "ship calmer releases from one shared board", which content/pages/home.json holds at hero.title',
      'app/home.test.ts:7 types "teams who plan together every week", which content/pages/home.json holds at note',
    ]);
  });

  it("lets a test type a copy on purpose when the allow-list says why", () => {
    const allow = [
      { file: "app/home.test.ts", text: "$37", why: "a figure typed into a form" },
      { file: "app/home.test.ts", text: "Ship calmer releases from one shared board", why: "x" },
    ];
    expect(contentCopiedInTests(root, { allow })).toEqual([
      'app/home.test.ts:6 types "ship calmer releases from one shared board", which content/pages/home.json holds at hero.title',
      'app/home.test.ts:7 types "teams who plan together every week", which content/pages/home.json holds at note',
    ]);
  });

  it("counts as a sentence four words or 25 characters, not a label", () => {
    expect(isSentence("pricing")).toBe(false);
    expect(isSentence("start free trial")).toBe(false);
    expect(isSentence("plans that grow fast")).toBe(true);
    expect(isSentence("integrations marketplace")).toBe(false);
    expect(isSentence("the developer-program page")).toBe(true);
  });
});
