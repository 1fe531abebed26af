// @ts-check
// Which English each translated field was translated from (docs/decisions/034): kept beside
// the translation, content/translations/<locale>/<path>.english.json, one line a field
// ("hero.title": "the English text"). A field whose English reads otherwise now is outdated:
// the page keeps its last translation, and the editor and `npm run translations` say so.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  blanksOf,
  fieldPath,
  readSources,
  sourcesPath,
  TRANSLATED_LOCALES,
  translatableFiles,
  translationPath,
  wordsOf,
} from "./translations.mjs";

/**
 * Every string under `words`, by field path ("hero.title", "figures[0].label").
 * @param {unknown} words
 * @returns {Record<string, string>}
 */
export function stringsByField(words) {
  /** @type {Record<string, string>} */
  const fields = {};
  /**
   * @param {unknown} value
   * @param {(string | number)[]} trail
   */
  const walk = (value, trail) => {
    if (typeof value === "string") fields[fieldPath(trail)] = value;
    else if (Array.isArray(value))
      for (const [index, item] of value.entries()) walk(item, [...trail, index]);
    else if (value && typeof value === "object")
      for (const [name, item] of Object.entries(value)) walk(item, [...trail, name]);
  };
  walk(words, []);
  return fields;
}

/**
 * @typedef {{ field: string, english: string, state: "current" | "outdated" | "missing", was?: string }} FieldState
 * `was`: for an outdated field, the English it was translated from (absent when none is recorded).
 */

/**
 * The state of each field of a translation: missing (no words), outdated (its English has
 * changed since it was translated, or nothing records which English that was) or current.
 * @param {{ english: unknown, translation: unknown, sources: Record<string, string> }} input
 * @returns {FieldState[]}
 */
export function fieldStates({ english, translation, sources }) {
  const translated = stringsByField(translation);
  return Object.entries(stringsByField(wordsOf(english))).map(([field, text]) => {
    if (!translated[field]?.trim()) return { field, english: text, state: "missing" };
    if (sources[field] === text) return { field, english: text, state: "current" };
    const was = sources[field];
    return { field, english: text, state: "outdated", ...(was === undefined ? {} : { was }) };
  });
}

/**
 * The record after `fields` are marked as translated from today's English: the others keep
 * theirs; a field with no words, or no longer in the English file, has none.
 * @param {{ english: unknown, translation: unknown, sources: Record<string, string>, fields: Iterable<string> }} input
 * @returns {Record<string, string>}
 */
export function stampedSources({ english, translation, sources, fields }) {
  const stamp = new Set(fields);
  const translated = stringsByField(translation);
  /** @type {Record<string, string>} */
  const next = {};
  for (const [field, text] of Object.entries(stringsByField(wordsOf(english)))) {
    if (!translated[field]?.trim()) continue;
    const source = stamp.has(field) ? text : sources[field];
    if (source !== undefined) next[field] = source;
  }
  return next;
}

/** @param {Record<string, string>} sources The record's text: one line a field, for a small diff. */
export const sourcesText = (sources) => `${JSON.stringify(sources, null, 2)}\n`;

/** @param {string} root @param {string} file */
const readJson = (root, file) => JSON.parse(readFileSync(path.join(root, file), "utf8"));

/**
 * @typedef {{ file: string, english: string, states: FieldState[] }} FileReport
 * @typedef {{ locale: string, files: FileReport[], missingFiles: string[] }} LocaleReport
 */

/**
 * Each translation of `locale` with the state of its fields, and the files it lacks.
 * @param {string} root
 * @param {string} locale
 * @returns {LocaleReport}
 */
export function localeReport(root, locale) {
  /** @type {LocaleReport} */
  const report = { locale, files: [], missingFiles: [] };
  for (const english of translatableFiles(root)) {
    const file = translationPath(english, locale);
    if (!existsSync(path.join(root, file))) {
      report.missingFiles.push(file);
      continue;
    }
    const states = translationStates(root, file, readJson(root, english));
    report.files.push({ file, english, states });
  }
  return report;
}

/**
 * The state of each field of one translation file (none when the file is missing).
 * @param {string} root
 * @param {string} file "content/translations/de/pages/home.json"
 * @param {unknown} english The English file's data.
 * @returns {FieldState[]}
 */
export function translationStates(root, file, english) {
  if (!existsSync(path.join(root, file))) return [];
  return fieldStates({
    english,
    translation: readJson(root, file),
    sources: readSources(root, file),
  });
}

/**
 * Marks the translations of `locale` ("all" for every language), or of one English file, as
 * translated from today's English: for an English change that leaves the meaning as it was
 * (a spelling fix), and to record the English of translations made by hand. A field whose
 * blanks differ from today's English is left outdated, named in `refused`.
 * @param {string} root
 * @param {string} locale
 * @param {string} [englishFile] "content/pages/home.json"
 */
export function markCurrent(root, locale, englishFile) {
  const locales = locale === "all" ? TRANSLATED_LOCALES : [locale];
  const result = {
    /** @type {string[]} */ written: [],
    marked: 0,
    /** @type {string[]} */ refused: [],
  };
  const files = englishFile ? [englishFile] : translatableFiles(root);
  for (const code of locales)
    for (const english of files) {
      const file = translationPath(english, code);
      if (!existsSync(path.join(root, file))) continue;
      const englishData = readJson(root, english);
      const translation = readJson(root, file);
      const sources = readSources(root, file);
      const translated = stringsByField(translation);
      const stamp = [];
      for (const state of fieldStates({ english: englishData, translation, sources })) {
        if (state.state !== "outdated") continue;
        const text = /** @type {string} */ (translated[state.field]);
        if (blanksOf(text).join(" ") !== blanksOf(state.english).join(" ")) {
          result.refused.push(
            `${file}: ${state.field}: today's English has the blanks ${blanksOf(state.english).join(" ") || "(none)"}, its translation those of the English before: translate it again`,
          );
          continue;
        }
        stamp.push(state.field);
      }
      const next = sourcesText(
        stampedSources({ english: englishData, translation, sources, fields: stamp }),
      );
      const target = path.join(root, sourcesPath(file));
      if (existsSync(target) && readFileSync(target, "utf8") === next) continue;
      writeFileSync(target, next);
      result.written.push(sourcesPath(file));
      result.marked += stamp.length;
    }
  return result;
}
