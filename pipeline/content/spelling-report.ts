// Every misspelled word a visitor would read, over the whole repository: the registered content
// files and their translations, the articles, and the interface's messages. Run by
// spelling.test.ts (so by `npm test` and `npm run check`); each problem names the file, the
// field, the word and the word list that takes it when it is right.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type ContentFile, contentFiles } from "../../app/content/registry.ts";
import { readKind, splitFrontMatter } from "../articles/collection.ts";
import { articleCollections } from "./editor-config.ts";
import { jsonSchemaOf } from "./editor-fields.ts";
import {
  CHECKED_LOCALES,
  type CheckedLocale,
  type Misspelled,
  type Speller,
  spellerFor,
} from "./spelling.ts";
import { translationPath } from "./translations.mjs";
import { markdownTexts, type VisitorText, visitorTexts } from "./visitor-text.ts";

/**
 * The words the word lists hold are the lists' own business, not checked against themselves;
 * a glossary names terms to avoid (misspelled or not) and no visitor reads it.
 */
const checkedFiles = () =>
  (contentFiles as readonly ContentFile[]).filter(
    (file) =>
      !file.path.startsWith("content/spelling/") && !file.path.startsWith("content/glossary/"),
  );

const readJson = (root: string, file: string): unknown =>
  JSON.parse(readFileSync(path.join(root, file), "utf8"));

/** Not words: a messages file's schema, and a plural message's variables and selectors. */
const MESSAGE_CODE = new Set(["$schema", "declarations", "selectors"]);

/** Every sentence of a messages file (inlang's message format), each under its key. */
function messageTexts(data: unknown, at = ""): VisitorText[] {
  if (typeof data === "string") return [{ field: at, text: data }];
  if (data && typeof data === "object")
    return Object.entries(data).flatMap(([key, value]) =>
      MESSAGE_CODE.has(key) ? [] : messageTexts(value, at ? `${at}.${key}` : key),
    );
  return [];
}

/** Each text of each file of one language, by file. */
function textsOf(root: string, locale: CheckedLocale): [string, VisitorText[]][] {
  const found: [string, VisitorText[]][] = [];
  for (const file of checkedFiles()) {
    const at = locale === "en" ? file.path : translationPath(file.path, locale);
    if (!existsSync(path.join(root, at))) continue;
    found.push([at, visitorTexts(readJson(root, at), jsonSchemaOf(file.schema))]);
  }
  const messages = `messages/${locale}.json`;
  if (existsSync(path.join(root, messages)))
    found.push([messages, messageTexts(readJson(root, messages))]);
  // The articles are English only (pipeline/content/translations.mjs).
  if (locale === "en")
    for (const kind of articleCollections) {
      const schema = jsonSchemaOf(kind.schema);
      for (const { file, source } of readKind(root, kind.name)) {
        const split = splitFrontMatter(source);
        if (!split) continue;
        found.push([file, [...visitorTexts(split.data, schema), ...markdownTexts(split.body)]]);
      }
    }
  return found;
}

/** What the content check and the editor say of a word: where it is, and what to do. */
export function problemLine(file: string, field: string, found: Misspelled, speller: Speller) {
  if (found.usForm)
    return `${file}: ${field}: "${found.word}" is British spelling: the site writes US English, "${found.usForm}" (docs/decisions/033-one-english.md).`;
  return `${file}: ${field}: "${found.word}" is not in the ${speller.tag} dictionary. If it is spelled right, add it to ${speller.wordList} (in the editor: Spelling).`;
}

/** Every misspelled word of the repository at `root`, one line each. */
export async function spellingProblems(root = process.cwd()): Promise<string[]> {
  const problems: string[] = [];
  const spellers = new Map<string, Speller>();
  for (const locale of CHECKED_LOCALES) spellers.set(locale, await spellerFor(locale, root));
  for (const locale of CHECKED_LOCALES) {
    for (const [file, texts] of textsOf(root, locale))
      for (const { field, text } of texts) {
        // An English file may carry another language's words under `translations.<locale>`
        // (the feeds' titles): each is checked in its own language, Japanese not at all.
        const other = locale === "en" ? /^translations\.([a-z]{2})\./.exec(field)?.[1] : undefined;
        const speller = other ? spellers.get(other) : spellers.get(locale);
        if (!speller) continue;
        for (const found of speller.misspelled(text))
          problems.push(problemLine(file, field, found, speller));
      }
  }
  return problems;
}
