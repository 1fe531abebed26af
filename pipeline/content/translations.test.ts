import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentFileAt } from "../../app/content/registry.ts";
import type { LocaleCode } from "../../app/lib/locales.js";
import { fillReferences } from "./references.ts";
import {
  localeProblems,
  TRANSLATED_LOCALES,
  translatableFiles,
  translated,
  translationPath,
  translationProblems,
  wordsOf,
} from "./translations.mjs";
import { problemsOf, readFacts } from "./validate.ts";

const english = {
  hero: { title: "Plan every launch on one board", href: "/pricing", icon: "rocket" },
  figures: [{ value: "{{site.figures.teams}}", label: "teams work here" }],
  related: ["sales-crm"],
  price: "{price} per seat",
};

describe("the words of a content file", () => {
  it("keep what a reader reads and leave links, ids, icons and lone references to English", () => {
    expect(wordsOf(english)).toEqual({
      hero: { title: "Plan every launch on one board" },
      figures: [{ label: "teams work here" }],
      price: "{price} per seat",
    });
  });

  it("are merged over the English file, which keeps its links and figures", () => {
    const german = {
      hero: { title: "Jeden Launch an einer Stelle vorbereiten" },
      figures: [{ label: "Teams arbeiten hier" }],
      price: "{price} pro Platz",
    };
    expect(translated(english, german)).toEqual({
      hero: { title: "Jeden Launch an einer Stelle vorbereiten", href: "/pricing", icon: "rocket" },
      figures: [{ value: "{{site.figures.teams}}", label: "Teams arbeiten hier" }],
      related: ["sales-crm"],
      price: "{price} pro Platz",
    });
  });
});

describe("a translation with a mistake is named by file, field, language and rule", () => {
  const check = (translation: unknown) =>
    translationProblems({
      file: "content/translations/de/x.json",
      locale: "de",
      english,
      translation,
    });

  it("a missing string, a lost blank, English left in and a field of its own", () => {
    expect(
      check({
        hero: { title: "Plan every launch on one board", href: "/preise" },
        figures: [{}],
        price: "pro Platz",
      }),
    ).toEqual([
      "content/translations/de/x.json: hero.title: is still the English text, not de",
      "content/translations/de/x.json: hero.href: is not words of the English file (links, ids and figures come from it)",
      "content/translations/de/x.json: figures[0].label: has no de translation",
      "content/translations/de/x.json: price: must keep the blanks {price} as they are",
    ]);
  });

  it("a list out of step with the English one", () => {
    expect(check({ hero: { title: "Alles planen" }, figures: [], price: "{price}" })).toEqual([
      "content/translations/de/x.json: figures: must be a list of 1, in the English order",
    ]);
  });
});

/** The English file with the `locale` words over it (English where a translation is missing). */
function readTranslated(file: string, locale: string): unknown {
  const base = JSON.parse(readFileSync(file, "utf8"));
  const target = translationPath(file, locale);
  if (!existsSync(target)) return base;
  return translated(base, JSON.parse(readFileSync(target, "utf8")));
}

describe.each(TRANSLATED_LOCALES)("the content in %s", (locale) => {
  it("has every string of every content file translated, each blank kept", () => {
    expect(localeProblems(".", locale)).toEqual([]);
  });

  it("passes each file's schema (its limits included) once merged over the English", () => {
    const facts = readFacts(".", locale as LocaleCode);
    const problems: string[] = [];
    for (const file of translatableFiles(".")) {
      const entry = contentFileAt(file);
      if (!entry) continue;
      const target = translationPath(file, locale);
      const filled = fillReferences(target, readTranslated(file, locale), facts, problems);
      problems.push(...problemsOf({ ...entry, path: target }, filled));
    }
    expect(problems).toEqual([]);
  });
});
