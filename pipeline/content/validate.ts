// Reads a content file, checks it against its schema and fills its {{references}}: the one
// path every content file takes, at build (pipeline/vite/content.ts), in the content check
// (app/content/registry.test.ts) and when the editor saves (pipeline/content/editor-backend).
// A problem is reported as "file: field: rule", one line each, so an editor can find it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { type ContentFile, contentFileAt, factSources } from "../../app/content/registry.ts";
import { formatOpeningHours, timeOfDay } from "../../app/lib/format-event.ts";
import { formatCount, formatFigure, formatPrice, isFigure } from "../../app/lib/format-number.ts";
import { type LocaleCode, localeNamed } from "../../app/lib/locales.js";
import { fieldName, fillReferences, reference } from "./references.ts";
import {
  isWords,
  readSources,
  TRANSLATED_LOCALES,
  TRANSLATIONS_DIR,
  translated,
  translationPath,
  translationProblems,
} from "./translations.mjs";

export { fieldName, fillReferences };

export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Content has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
    this.name = "ContentError";
  }
}

function parseJson(file: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw new ContentError([`${file}: is not valid JSON: ${(error as Error).message}`]);
  }
}

/** Checks `data` against the file's schema: the problems, each "file: field: rule". */
export function problemsOf(entry: ContentFile, data: unknown): string[] {
  const result = entry.schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${entry.path}: ${fieldName(issue.path) || "(the whole file)"}: ${issue.message}`,
  );
}

/**
 * Facts as a sentence in `locale` shows them: a number grouped as the language groups it
 * (25000 is "25.000" in German), a figure (a price, a percentage, "10K+") formatted by
 * app/lib/format-number.ts. Typed once in the English file, written per language here.
 */
export function writtenIn(fact: unknown, locale: LocaleCode): unknown {
  if (typeof fact === "number") return formatCount(fact, locale);
  if (isPriceFact(fact)) {
    const currency = localeNamed(locale).currency;
    const amount = fact.prices[currency];
    return typeof amount === "number" ? formatPrice(amount, currency, locale) : fact;
  }
  if (isHoursFact(fact)) return formatOpeningHours(fact.opens, fact.closes, locale);
  if (isFigure(fact)) return formatFigure(fact, locale);
  if (Array.isArray(fact)) return fact.map((item) => writtenIn(item, locale));
  if (fact && typeof fact === "object")
    return Object.fromEntries(
      Object.entries(fact).map(([key, value]) => [key, writtenIn(value, locale)]),
    );
  return fact;
}

/** A row of the support hours as registry.ts hands it: two times of day, a valid pair. */
function isHoursFact(fact: unknown): fact is { opens: string; closes: string; unit: "hours" } {
  if (fact === null || typeof fact !== "object") return false;
  const { unit, opens, closes } = fact as Record<string, unknown>;
  return (
    unit === "hours" &&
    typeof opens === "string" &&
    typeof closes === "string" &&
    timeOfDay.test(opens) &&
    timeOfDay.test(closes)
  );
}

/** A plan's price as registry.ts hands it: a figure per currency, written in the language's. */
function isPriceFact(fact: unknown): fact is { prices: Record<string, unknown>; unit: "price" } {
  return (
    fact !== null &&
    typeof fact === "object" &&
    (fact as { unit?: unknown }).unit === "price" &&
    typeof (fact as { prices?: unknown }).prices === "object"
  );
}

/**
 * The values {{references}} may name: `site.figures.integrations`, `plans.team.monthlyPrice`;
 * in another language, with the words of its translations (a plan's features in German) and
 * its numbers written as that language writes them.
 */
export function readFacts(root: string, locale: LocaleCode = "en"): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(factSources)) {
    const raw = readFileSync(path.join(root, source.path), "utf8");
    let data = parseJson(source.path, raw);
    const words = path.join(root, translationPath(source.path, locale));
    if (locale !== "en" && existsSync(words))
      data = translated(data, parseJson(words, readFileSync(words, "utf8")));
    facts[name] = writtenIn(source.select(data as never), locale);
  }
  return facts;
}

/** The language of a translation's words, from its path (content/translations/de/…), or undefined. */
export function localeOfWords(file: string): string | undefined {
  if (!file.startsWith(`${TRANSLATIONS_DIR}/`)) return undefined;
  return file.slice(TRANSLATIONS_DIR.length + 1).split("/")[0];
}

/** The English file a translation's words are put over: content/translations/de/x.json -> content/x.json. */
export function englishOfWords(file: string, locale: string): string {
  return `content/${file.slice(TRANSLATIONS_DIR.length + 1 + locale.length + 1)}`;
}

/**
 * What is wrong with `raw` as the words of a translation, by the rules npm test applies
 * (pipeline/content/translations.test.ts): every string translated, each blank kept, no
 * field of its own, and the English file's schema (its limits) met once the words are put
 * over it and its facts filled in the language. Each problem is "file: field: rule".
 * `sources`: the English each field is translated from (an outdated field keeps its blanks).
 */
export function wordsProblems(
  root: string,
  file: string,
  raw: string,
  sources: Record<string, string> = readSources(root, file),
): string[] {
  const locale = localeOfWords(file);
  const entry =
    locale && (TRANSLATED_LOCALES as string[]).includes(locale)
      ? contentFileAt(englishOfWords(file, locale))
      : undefined;
  if (!locale || !entry)
    return [`${file}: is not the words of a content file named in app/content/registry.ts`];
  const translation = parseJson(file, raw);
  const english = parseJson(entry.path, readFileSync(path.join(root, entry.path), "utf8"));
  const problems = translationProblems({ file, locale, english, translation, sources });
  const facts = readFacts(root, locale as LocaleCode);
  const filled = fillReferences(file, translated(english, translation), facts, problems);
  for (const problem of problemsOf({ ...entry, path: file }, filled))
    if (!problems.includes(problem)) problems.push(problem);
  return problems;
}

/**
 * What a page in a translation's language puts over the English file (app/lib/localized-
 * content.ts): the translated words, and every sentence that names a fact, filled from that
 * language's facts ("{{pricing.capabilities.kanban}}" is the German capability), in the
 * shape of the English file. Completeness and limits are checked in npm test
 * (pipeline/content/translations.test.ts).
 */
export function readWords(
  root: string,
  file: string,
  raw = readFileSync(path.join(root, file), "utf8"),
) {
  const locale = localeOfWords(file) as LocaleCode | undefined;
  if (!locale) throw new ContentError([`${file}: is not under ${TRANSLATIONS_DIR}/<language>/`]);
  const englishFile = englishOfWords(file, locale);
  const english = parseJson(englishFile, readFileSync(path.join(root, englishFile), "utf8"));
  const problems: string[] = [];
  const filled = fillReferences(
    file,
    translated(english, parseJson(file, raw)),
    readFacts(root, locale),
    problems,
  );
  if (problems.length) throw new ContentError(problems);
  return wordsAndFactsOf(english, filled);
}

/**
 * The parts of `localized` where the English file has words or names a fact: what differs
 * between languages, without the links, ids and figures every language shares.
 */
export function wordsAndFactsOf(english: unknown, localized: unknown, key = ""): unknown {
  if (typeof english === "string")
    return isWords(key, english) || english.includes("{{") ? localized : undefined;
  if (Array.isArray(english)) {
    const items = english.map((item, index) =>
      wordsAndFactsOf(item, (localized as unknown[])[index], key),
    );
    return items.some((item) => item !== undefined) ? items.map((item) => item ?? null) : undefined;
  }
  if (english && typeof english === "object") {
    const parts: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(english)) {
      // A part the language leaves out (a page's own description) is not in its words.
      const part = wordsAndFactsOf(
        value,
        (localized as Record<string, unknown> | undefined)?.[name],
        name,
      );
      if (part !== undefined) parts[name] = part;
    }
    return Object.keys(parts).length ? parts : undefined;
  }
  return undefined;
}

/**
 * A content file's text, checked and with its references filled: what the site renders.
 * Throws a ContentError naming every problem.
 */
export function readContent(
  root: string,
  file: string,
  raw = readFileSync(path.join(root, file), "utf8"),
): z.output<ContentFile["schema"]> {
  const entry = contentFileAt(file);
  if (!entry)
    throw new ContentError([`${file}: is not a content file named in app/content/registry.ts`]);
  const data = parseJson(file, raw);
  const problems: string[] = [];
  const filled = fillReferences(file, data, readFacts(root), problems);
  if (entry.readOutsideVite && JSON.stringify(data).match(reference))
    problems.push(
      `${file}: holds a {{reference}}, but the server reads it as it is: write the value`,
    );
  problems.push(...problemsOf(entry, filled));
  if (problems.length) throw new ContentError(problems);
  return filled;
}
