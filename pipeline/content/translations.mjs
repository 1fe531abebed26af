// @ts-check
// Translations of the content files (issue 48). A translation holds only the words: for
// each English file content/<path>.json, content/translations/<locale>/<path>.json mirrors
// its shape with every string a reader sees, translated. Links, ids, icons, dates, figures
// and {{references}} are not in it: they are read from the English file, so a price or a
// link is still typed once (the reference is filled from the locale's own files).
//
// The articles (content/articles) stay English, and so do their authors, tags and feeds.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { prefixedLocales } from "../../app/lib/locales.js";
import { parseJsonFile } from "./unreadable.mjs";

/** The languages the content is translated into; English is the source. */
export const TRANSLATED_LOCALES = prefixedLocales.map((locale) => locale.code);

export const TRANSLATIONS_DIR = "content/translations";

/** Keys whose strings name something rather than say something: never translated. */
/** The files under content/articles whose words each language has. */
const ARTICLE_FILES_TRANSLATED = ["content/articles/tags.json"];

const NOT_WORDS = new Set([
  "href",
  "id",
  "icon",
  "slug",
  "related",
  "developerToolsRelated",
  "integrationsRelated",
  "owner",
  "statusId",
  "priorityId",
  "tone",
  "plan",
  "highlightedPlan",
  "figure",
  "filename",
  "language",
  "path",
  "version",
  "legalUpdated",
  // an event's instant and the zone it is held in: each language shows it in its own zone
  "startsAt",
  "timeZone",
  "src",
  "kind",
  "author",
  "tags",
  "due",
  "date",
  // A postal address is written as the post expects it, in any language.
  "street",
  "city",
  // A choice's value the code reads ("monthly"), beside the label a reader sees.
  "value",
  // How a figure is written (app/lib/format-number.ts): each language formats it itself.
  "unit",
  "short",
]);

/**
 * Values that are not words but each language sets for itself: the hours a language's support
 * team keeps ("09:00" to "13:00" on a Hebrew Friday), shown in that language's time zone with
 * the zone named by Intl (app/lib/format-event.ts, `formatOpeningHours`). A translation holds
 * them beside its words, and the English file's are its first value.
 */
const SET_PER_LANGUAGE = new Set(["opens", "closes"]);

/** A string that is a link, a date, an address or one {{reference}}: the same in every language. */
const NOT_WORDS_VALUE = [
  /^\/[^\s]*$/, // a path of this site
  /^https?:\/\//,
  /^mailto:/,
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/,
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /^\{\{[\w.]+\}\}$/,
  /^[\d\s.,:+%-]*$/,
];

/**
 * Whether the string under `key` is words a reader sees, to be translated.
 * @param {string} key
 * @param {unknown} value
 */
export function isWords(key, value) {
  if (typeof value !== "string" || value.trim() === "") return false;
  if (NOT_WORDS.has(key)) return false;
  if (SET_PER_LANGUAGE.has(key)) return true;
  return !NOT_WORDS_VALUE.some((pattern) => pattern.test(value));
}

/**
 * The part of an English file a translator translates: the same shape, keeping only the
 * strings `isWords` accepts. An array keeps its length (a position with nothing to
 * translate is null), so the translation lines up with the English item by item.
 * @param {unknown} english
 * @param {string} key
 * @returns {unknown} undefined when nothing under it is words.
 */
export function wordsOf(english, key = "") {
  if (typeof english === "string") return isWords(key, english) ? english : undefined;
  if (Array.isArray(english)) {
    if (NOT_WORDS.has(key)) return undefined;
    const items = english.map((item) => wordsOf(item, key));
    return items.some((item) => item !== undefined) ? items.map((item) => item ?? null) : undefined;
  }
  if (english && typeof english === "object") {
    /** @type {Record<string, unknown>} */
    const words = {};
    for (const [name, value] of Object.entries(english)) {
      const part = wordsOf(value, name);
      if (part !== undefined) words[name] = part;
    }
    return Object.keys(words).length ? words : undefined;
  }
  return undefined;
}

/**
 * The blanks a sentence must keep: {{references}} and the {blanks} code fills.
 * @param {string} text
 */
export function blanksOf(text) {
  return [...text.matchAll(/\{\{[\w.]+\}\}|\{\w+\}/g)].map((match) => match[0]).sort();
}

/** @param {string} text */
const words = (text) => text.trim().split(/\s+/).length;

/**
 * A field's path as problems and the translations' English records name it: "hero.title",
 * "figures[0].label".
 * @param {(string | number)[]} trail
 */
export const fieldPath = (trail) => trail.join(".").replace(/\.(\d+)/g, "[$1]");

/**
 * A page's own description and social picture (its "Search and social" fields beside the
 * title): a language may leave them out, and its page then shows its own lead and the
 * site's card (app/lib/localized-content.ts), so an English one asks nothing of translators.
 * @param {(string | number)[]} trail
 */
export const optionalInTranslation = (trail) =>
  trail[0] === "meta" &&
  ((trail.length === 2 && (trail[1] === "description" || trail[1] === "image")) ||
    fieldPath(trail) === "meta.image.alt");

/**
 * What is wrong with a translation of `english` into `locale`: each problem names the file,
 * the field and the rule. A string missing, empty, left in English, or losing a blank is a
 * problem; so is a field the English file does not have.
 *
 * `sources` is the English each field was translated from (translation-sources.mjs). A
 * field whose English has changed since is outdated, not wrong: it keeps the blanks of the
 * English it translates until it is translated again, so English can be published first.
 * @param {{ file: string, locale: string, english: unknown, translation: unknown, sources?: Record<string, string> }} input
 * @returns {string[]}
 */
export function translationProblems({ file, locale, english, translation, sources = {} }) {
  /** @type {string[]} */
  const problems = [];
  /** @param {(string | number)[]} trail */
  const where = (trail) => fieldPath(trail) || "(the whole file)";
  /**
   * @param {unknown} expected
   * @param {unknown} actual
   * @param {(string | number)[]} trail
   */
  const walk = (expected, actual, trail) => {
    const left = actual === undefined || actual === null || actual === "";
    if (left && optionalInTranslation(trail)) return;
    // A group holding only such fields (a feature page's, whose title is a field of its own).
    const group = expected && typeof expected === "object" && !Array.isArray(expected);
    if (
      left &&
      group &&
      Object.keys(expected).every((name) => optionalInTranslation([...trail, name]))
    )
      return;
    if (typeof expected === "string") {
      if (typeof actual !== "string" || actual.trim() === "") {
        problems.push(`${file}: ${where(trail)}: has no ${locale} translation`);
        return;
      }
      if (actual === expected && words(expected) >= 4)
        problems.push(`${file}: ${where(trail)}: is still the English text, not ${locale}`);
      const source = sources[where(trail)];
      const expectedBlanks = blanksOf(source ?? expected).join(" ");
      if (blanksOf(actual).join(" ") !== expectedBlanks)
        problems.push(
          `${file}: ${where(trail)}: must keep the blanks ${expectedBlanks || "(none)"} as they are`,
        );
      return;
    }
    if (expected === null) {
      if (actual !== null && actual !== undefined)
        problems.push(`${file}: ${where(trail)}: has nothing to translate; leave it null`);
      return;
    }
    if (Array.isArray(expected)) {
      if (!Array.isArray(actual) || actual.length !== expected.length) {
        problems.push(
          `${file}: ${where(trail)}: must be a list of ${expected.length}, in the English order`,
        );
        return;
      }
      for (const [index, item] of expected.entries()) walk(item, actual[index], [...trail, index]);
      return;
    }
    const record = /** @type {Record<string, unknown>} */ (expected);
    if (!actual || typeof actual !== "object" || Array.isArray(actual)) {
      problems.push(`${file}: ${where(trail)}: has no ${locale} translation`);
      return;
    }
    for (const [name, value] of Object.entries(record))
      walk(value, /** @type {Record<string, unknown>} */ (actual)[name], [...trail, name]);
    for (const name of Object.keys(actual))
      if (!(name in record))
        problems.push(
          `${file}: ${where([...trail, name])}: is not words of the English file (links, ids and figures come from it)`,
        );
  };
  walk(wordsOf(english) ?? {}, translation, []);
  return problems;
}

/**
 * The English file with its words replaced by the translation's: what a page in `locale`
 * renders. Call it only on a translation without problems.
 * @template T
 * @param {T} english
 * @param {unknown} translation
 * @returns {T}
 */
export function translated(english, translation) {
  return withoutUntranslatedSeo(merged(english, translation), translation);
}

/**
 * `localized` without the page's own description and picture where the translation has
 * none (`optionalInTranslation`): that language's page shows its own lead and the site's
 * card, not the English sentence.
 * @template T
 * @param {T} localized
 * @param {unknown} translation
 * @returns {T}
 */
function withoutUntranslatedSeo(localized, translation) {
  const meta = /** @type {{ meta?: { description?: unknown, image?: unknown } }} */ (localized)
    ?.meta;
  if (!meta || typeof meta !== "object") return localized;
  const words = /** @type {{ meta?: { description?: unknown, image?: { alt?: unknown } } }} */ (
    translation
  )?.meta;
  /** @param {unknown} value */
  const said = (value) => typeof value === "string" && value.trim() !== "";
  // A copy: a part the translation leaves out is the English file's own object.
  const { description, image, ...rest } = meta;
  const kept = {
    ...rest,
    ...(description !== undefined && said(words?.description) ? { description } : {}),
    ...(image !== undefined && said(words?.image?.alt) ? { image } : {}),
  };
  return /** @type {T} */ ({ .../** @type {object} */ (localized), meta: kept });
}

/**
 * @template T
 * @param {T} english
 * @param {unknown} translation
 * @returns {T}
 */
function merged(english, translation) {
  if (translation === undefined || translation === null) return english;
  if (typeof english === "string") return /** @type {T} */ (translation);
  if (Array.isArray(english))
    return /** @type {T} */ (
      english.map((item, index) => merged(item, /** @type {unknown[]} */ (translation)[index]))
    );
  if (english && typeof english === "object") {
    /** @type {Record<string, unknown>} */
    const result = {};
    const words = /** @type {Record<string, unknown>} */ (translation);
    for (const [name, value] of Object.entries(english)) result[name] = merged(value, words[name]);
    return /** @type {T} */ (result);
  }
  return english;
}

/**
 * The English content files that have words to translate, from the repository's root. A
 * file that cannot be read throws an UnreadableFile naming it and the line, unless
 * `unreadable` takes it (the editor lists the other files).
 * @param {string} root
 * @param {(error: import("./unreadable.mjs").UnreadableFile) => void} [unreadable]
 * @returns {string[]}
 */
export function translatableFiles(root, unreadable) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} relative */
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        // The spell check's word lists and the glossaries are one per language already; the
        // analytics goals are the team's own (the dashboard is in English, as the inbox is).
        if (
          [
            "content/articles",
            "content/spelling",
            "content/glossary",
            "content/analytics",
            TRANSLATIONS_DIR,
          ].includes(child)
        ) {
          // Of the articles' own files, the tags' names are words every language shows (its
          // tag chips); the articles themselves stay English.
          if (child === "content/articles")
            for (const file of ARTICLE_FILES_TRANSLATED)
              if (existsSync(path.join(root, file))) {
                const english = parseJsonFile(file, readFileSync(path.join(root, file), "utf8"));
                if (wordsOf(english) !== undefined) found.push(file);
              }
          continue;
        }
        walk(child);
      } else if (entry.name.endsWith(".json")) {
        let english;
        try {
          english = parseJsonFile(child, readFileSync(path.join(root, child), "utf8"));
        } catch (error) {
          if (!unreadable) throw error;
          unreadable(/** @type {import("./unreadable.mjs").UnreadableFile} */ (error));
          continue;
        }
        if (wordsOf(english) !== undefined) found.push(child);
      }
    }
  };
  walk("content");
  return found.sort();
}

/**
 * Where the `locale` translation of the English file `file` lives.
 * @param {string} file
 * @param {string} locale
 */
export function translationPath(file, locale) {
  return `${TRANSLATIONS_DIR}/${locale}/${file.slice("content/".length)}`;
}

/**
 * Where the English each field of a translation was translated from is kept, beside it:
 * content/translations/de/pages/home.json -> content/translations/de/pages/home.english.json
 * (docs/decisions/034-outdated-translations.md).
 * @param {string} translationFile
 */
export const sourcesPath = (translationFile) => translationFile.replace(/\.json$/, ".english.json");

/**
 * The English each field of `translationFile` was translated from, by field path; empty
 * when none is recorded.
 * @param {string} root
 * @param {string} translationFile
 * @returns {Record<string, string>}
 */
export function readSources(root, translationFile) {
  const file = path.join(root, sourcesPath(translationFile));
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

/**
 * Every problem of every translation into `locale`, a missing file included.
 * @param {string} root
 * @param {string} locale
 */
export function localeProblems(root, locale) {
  /** @type {string[]} */
  const problems = [];
  for (const file of translatableFiles(root)) {
    const target = translationPath(file, locale);
    if (!existsSync(path.join(root, target))) {
      problems.push(`${target}: is missing: ${file} has words to translate into ${locale}`);
      continue;
    }
    let translation;
    try {
      translation = JSON.parse(readFileSync(path.join(root, target), "utf8"));
    } catch (error) {
      problems.push(`${target}: is not valid JSON: ${/** @type {Error} */ (error).message}`);
      continue;
    }
    const english = JSON.parse(readFileSync(path.join(root, file), "utf8"));
    const sources = readSources(root, target);
    problems.push(...translationProblems({ file: target, locale, english, translation, sources }));
  }
  return problems;
}
