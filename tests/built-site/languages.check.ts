import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { localeOfPath, prefixedLocales } from "../../app/lib/locales.js";
import {
  isWords,
  translatableFiles,
  translationPath,
  wordsOf,
} from "../../pipeline/content/translations.mjs";
import { buildRoot, clientRootOf } from "../../server/build-paths.mjs";
import { listPages } from "../../server/pages.mjs";
import { parsePage } from "./page-checks";

/**
 * English never stands in silently (issue 48): no sentence of the English content files
 * that a language translates shows on that language's pages, outside a part marked
 * `lang="en"` (the English articles on a list, the pictures of the product drawn in English).
 * Read from every built page of every language, in Node.
 */

const clientDir = clientRootOf(path.resolve(process.env.BUILD_DIR ?? buildRoot));
const read = (file: string) => JSON.parse(readFileSync(file, "utf8"));

/** Sentences of three words or more the language translates, that none of its words contain. */
function englishOnlySentences(locale: string): string[] {
  const sentences = new Set<string>();
  const translated: string[] = [];
  const collect = (english: unknown, words: unknown) => {
    if (typeof english === "string") {
      if (english !== words && !english.includes("{") && english.split(/\s+/).length >= 3)
        sentences.add(english);
      if (typeof words === "string") translated.push(words);
    } else if (english && typeof english === "object")
      for (const [key, value] of Object.entries(english))
        collect(value, (words as Record<string, unknown> | null)?.[key]);
  };
  // What every language writes as the English file has it (a postal address) may appear in
  // a sentence of any language.
  const shared: string[] = [];
  const collectShared = (value: unknown, key = "") => {
    if (typeof value === "string") {
      if (!isWords(key, value)) shared.push(value);
    } else if (value && typeof value === "object")
      for (const [name, part] of Object.entries(value)) collectShared(part, name);
  };
  for (const file of translatableFiles(".")) {
    collect(wordsOf(read(file)), read(translationPath(file, locale)));
    collectShared(read(file));
  }
  return [...sentences].filter(
    (sentence) =>
      !translated.some((words) => words.includes(sentence)) &&
      !shared.some((value) => value.includes(sentence)),
  );
}

/** What a reader of the page sees in its language: its title and text, English parts left out. */
function pageWords(html: string): string {
  const document = parsePage(html);
  // Code is code in every language, examples' values included.
  for (const part of document.querySelectorAll('[lang="en"], pre, code, script, style, template'))
    part.remove();
  return [document.title, document.body.textContent ?? ""].join("\n").replace(/\s+/g, " ");
}

const pages = [...listPages(clientDir)];

describe.each(prefixedLocales.map((locale) => locale.code))("pages in %s", (locale) => {
  test("show no English sentence of the content in place of its translation", () => {
    const sentences = englishOnlySentences(locale);
    const found: string[] = [];
    for (const [route, file] of pages) {
      if (localeOfPath(route) !== locale) continue;
      const words = pageWords(readFileSync(path.join(clientDir, file), "utf8"));
      for (const sentence of sentences)
        if (words.includes(sentence.replace(/\s+/g, " "))) found.push(`${route}: "${sentence}"`);
    }
    expect(found).toEqual([]);
  });
});
