import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { englishFileNamed, run } from "./translations.mjs";

// A content folder of one file with its three translations, in the test's own words.
let root;
const write = (file, data) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), `${JSON.stringify(data, null, 2)}\n`);
};
const read = (file) => readFileSync(path.join(root, file), "utf8");
const english = {
  hero: { title: "Plan every launch on one board", lead: "One board for {count} teams", href: "/" },
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "translations-cli-"));
  write("content/pages/home.json", english);
  write("content/translations/de/pages/home.json", {
    hero: { title: "Jeden Launch in einer Übersicht planen", lead: "Ein Board für {count} Teams" },
  });
  write("content/translations/ja/pages/home.json", {
    hero: { title: "すべてのローンチを一つのボードで", lead: "{count}チームに一つのボード" },
  });
  write("content/translations/he/pages/home.json", {
    hero: { title: "כל השקה על לוח אחד", lead: "לוח אחד ל-{count} צוותים" },
  });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm run translations", () => {
  it("records today's English for every language, after which nothing is outdated", () => {
    expect(run(["--mark-current", "all"], root)).toEqual({
      code: 0,
      lines: [
        "6 field(s) marked current, 3 record(s) written:",
        "  content/translations/de/pages/home.english.json",
        "  content/translations/ja/pages/home.english.json",
        "  content/translations/he/pages/home.english.json",
      ],
    });
    expect(JSON.parse(read("content/translations/de/pages/home.english.json"))).toEqual({
      "hero.title": english.hero.title,
      "hero.lead": english.hero.lead,
    });
    expect(run([], root)).toEqual({
      code: 0,
      lines: [
        "German (de): 0 outdated, 0 missing of 2 fields",
        "Japanese (ja): 0 outdated, 0 missing of 2 fields",
        "Hebrew (he): 0 outdated, 0 missing of 2 fields",
      ],
    });
  });

  it("lists, per language, each field whose English changed, with the change, and each missing one", () => {
    run(["--mark-current", "all"], root);
    write("content/pages/home.json", {
      hero: { ...english.hero, title: "Plan every launch on a single board" },
    });
    write("content/translations/he/pages/home.json", { hero: { title: "כל השקה על לוח אחד" } });
    const change = "Plan every launch on [-one-]{+a single+} board";
    const report = {
      code: 0,
      lines: [
        "German (de): 1 outdated, 0 missing of 2 fields",
        "  content/translations/de/pages/home.json",
        `    outdated  hero.title: ${change}`,
        "Japanese (ja): 1 outdated, 0 missing of 2 fields",
        "  content/translations/ja/pages/home.json",
        `    outdated  hero.title: ${change}`,
        "Hebrew (he): 1 outdated, 1 missing of 2 fields",
        "  content/translations/he/pages/home.json",
        `    outdated  hero.title: ${change}`,
        "    missing   hero.lead",
        "",
        "Translate an outdated field again in the editor (npm run edit), or, if the English change leaves",
        "its meaning as it was: npm run translations -- --mark-current <language|all> [file]",
      ],
    };
    expect(run([], root)).toEqual(report);
    // A report by default; a failure with --strict.
    expect(run(["--strict"], root)).toEqual({ ...report, code: 1 });
  });

  it("marks one language's file current, leaving the others outdated", () => {
    run(["--mark-current", "all"], root);
    write("content/pages/home.json", { hero: { ...english.hero, title: "Plan every launch" } });
    expect(run(["--mark-current", "de", "pages/home.json"], root)).toEqual({
      code: 0,
      lines: [
        "1 field(s) marked current, 1 record(s) written:",
        "  content/translations/de/pages/home.english.json",
      ],
    });
    expect(run([], root).lines.slice(0, 2)).toEqual([
      "German (de): 0 outdated, 0 missing of 2 fields",
      "Japanese (ja): 1 outdated, 0 missing of 2 fields",
    ]);
  });

  it("leaves outdated a field whose English has other blanks, saying why", () => {
    run(["--mark-current", "all"], root);
    write("content/pages/home.json", {
      hero: { ...english.hero, lead: "One board for {count} teams in {countries} countries" },
    });
    const answer = run(["--mark-current", "ja"], root);
    expect(answer.code).toBe(1);
    expect(answer.lines).toEqual([
      "0 field(s) marked current, 0 record(s) written:",
      "Left outdated:",
      "  content/translations/ja/pages/home.json: hero.lead: today's English has the blanks {countries} {count}, its translation those of the English before: translate it again",
    ]);
  });

  it("answers a wrong language, file or option with what to type", () => {
    const usage =
      "Usage: npm run translations [-- --strict | --mark-current <de|ja|he|all> [content/<file>.json]]";
    expect(run(["--mark-current", "fr"], root)).toEqual({
      code: 2,
      lines: ["Name a language (de, ja, he) or all.", usage],
    });
    expect(run(["--mark-current", "de", "pages/nope.json"], root)).toEqual({
      code: 2,
      lines: ["content/pages/nope.json is not a content file.", usage],
    });
    expect(run(["--everything"], root)).toEqual({
      code: 2,
      lines: ["Unknown: --everything", usage],
    });
  });

  it("reads a file named as its English path, its path under content/ or a translation's", () => {
    for (const named of [
      "content/pages/home.json",
      "pages/home.json",
      "./pages/home.json",
      "content/translations/ja/pages/home.json",
    ])
      expect(englishFileNamed(named)).toBe("content/pages/home.json");
  });
});
