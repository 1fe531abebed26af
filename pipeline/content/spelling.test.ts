import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { homeSchema } from "../../app/content/home.schema.ts";
import { localeNamed } from "../../app/lib/locales.js";
import { editorConfig } from "./editor-config.ts";
import { jsonSchemaOf } from "./editor-fields.ts";
import { CHECKED_LOCALES, spellerFor, wordListPath, wordsToCheck } from "./spelling.ts";
import { spellingProblems } from "./spelling-report.ts";
import { markdownTexts, visitorTexts } from "./visitor-text.ts";

// The dictionaries take a few seconds to load on the slow host: loaded once for the file.
const SLOW = 60_000;

describe("the spell check of the content (npm test, npm run check)", () => {
  it(
    "finds no misspelled word a visitor reads, in English, German or Hebrew",
    async () => {
      const problems = await spellingProblems();
      expect(problems, `Misspelled words:\n${problems.join("\n")}`).toEqual([]);
    },
    SLOW,
  );
});

describe("which words are checked", () => {
  it("reads the words, not {{references}}, {blanks}, addresses, paths, file names or code", () => {
    const words = wordsToCheck(
      "Trusted by {{site.figures.companiesTrusting}} teems; mail hello@flowboard.example, see https://exampel.com/x, /pricng, Node.js, `cnst x`, {count} 10x H1 and Acme’s boards.",
    ).map(({ word }) => word);
    expect(words).toEqual(["Trusted", "by", "teems", "mail", "see", "and", "Acme’s", "boards"]);
  });

  it("finds a content file's words by its schema: no ids, icons, links or pictures", () => {
    const texts = visitorTexts(
      {
        hero: {
          title: "A titel",
          primaryCta: { label: "Start", href: "/pricng" },
        },
        features: { items: [{ icon: "kanbn", title: "Boards" }] },
      },
      jsonSchemaOf(homeSchema),
    );
    const fields = texts.map(({ field }) => field);
    expect(fields).toContain("hero.title");
    expect(fields).not.toContain("hero.primaryCta.href");
    expect(fields.some((field) => field.endsWith(".icon"))).toBe(false);
  });

  it("reads an article's prose and leaves its code out, naming the line", () => {
    const texts = markdownTexts(
      "# Sending a taks\n\nCall `craeteTask` with [the API](https://exampl.com):\n\n```js\nconst tsk = 1;\n```\n\nA closing paragrph.\n",
    );
    expect(texts).toEqual([
      { field: "body, line 1", text: "Sending a taks" },
      { field: "body, line 3", text: "Call  with the API:" },
      { field: "body, line 9", text: "A closing paragrph." },
    ]);
  });
});

describe("the word lists", () => {
  it("are forms of the editor, under Spelling, each named for its language", () => {
    const spelling = editorConfig(["/"]).collections.find(
      (collection) => collection.label === "Spelling",
    ) as { files: { file: string; label: string; fields: { name: string }[] }[] } | undefined;
    expect(spelling?.files.map(({ file }) => file)).toEqual(CHECKED_LOCALES.map(wordListPath));
    for (const file of spelling?.files ?? []) {
      expect(file.label).toMatch(/^Spelling: (English|German|Hebrew) words the dictionary lacks/);
      expect(file.fields.map(({ name }) => name)).toEqual(["words"]);
    }
  });
});

describe("a misspelled word", () => {
  const root = mkdtempSync(path.join(tmpdir(), "spelling-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  cpSync("content/spelling", path.join(root, "content/spelling"), { recursive: true });

  it(
    "is named with the file, the field and the word list that takes it when it is right",
    async () => {
      const speller = await spellerFor("en", root);
      expect(speller.tag).toBe(localeNamed("en").lang);
      expect(speller.misspelled("Plan the sprnt on a Gantt chart").map(({ word }) => word)).toEqual(
        ["sprnt"],
      );
      // Listed, the word is right at once, capitalized at a sentence's start too.
      writeFileSync(
        path.join(root, "content/spelling/en.json"),
        JSON.stringify({ words: ["sprnt"] }),
      );
      expect(speller.misspelled("Sprnt boards. The sprnt is over.")).toEqual([]);
    },
    SLOW,
  );

  it(
    "is a British spelling in English, with the US form to write",
    async () => {
      const speller = await spellerFor("en", root);
      expect(speller.misspelled("The colour of a cancelled plan")).toEqual([
        { word: "colour", offset: 4 },
        { word: "cancelled", offset: 16, usForm: "canceled" },
      ]);
    },
    SLOW,
  );

  it(
    "is found in German and Hebrew, a Hebrew word's prefixes taken off for the word list",
    async () => {
      writeFileSync(
        path.join(root, "content/spelling/he.json"),
        JSON.stringify({ words: ["דשבורד"] }),
      );
      const german = await spellerFor("de", root);
      expect(german.misspelled("Die Projektverwaltung für Temas").map(({ word }) => word)).toEqual([
        "Temas",
      ]);
      const hebrew = await spellerFor("he", root);
      expect(hebrew.misspelled("ניהול פרויקטים בדשבורד אחד עםם").map(({ word }) => word)).toEqual([
        "עםם",
      ]);
    },
    SLOW,
  );
});
