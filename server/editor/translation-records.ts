// What a save in the editor records about the English a translation was made from
// (docs/decisions/034-outdated-translations.md), kept apart from backend.ts:
// - a translation's save marks each field whose words it changed as translated from today's
//   English, and, when the form's "still current" box is ticked, every outdated field too;
//   the record is written beside the translation (content/translations/de/x.english.json);
// - the save's answer says whether the editor's marks (a form's "Outdated", a list's
//   count) may have changed, so the editor page reads them again (editor-page.js).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { STILL_CURRENT_FIELD } from "../../pipeline/content/editor-outdated.ts";
import {
  fieldStates,
  sourcesText,
  stampedSources,
  stringsByField,
} from "../../pipeline/content/translation-sources.mjs";
import { readSources, sourcesPath, wordsOf } from "../../pipeline/content/translations.mjs";
import { englishOfWords, localeOfWords } from "../../pipeline/content/validate.ts";

const parsed = (raw: string | undefined): unknown => {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/**
 * The form's text without its "still current" box, and whether it was ticked. The box is
 * the form's, never the file's: the translation is saved without it.
 */
export function takeStillCurrent<T extends { path: string; raw: string }>(
  file: T,
): { file: T; stillCurrent: boolean } {
  const data = parsed(file.raw);
  if (!localeOfWords(file.path) || !data || typeof data !== "object" || Array.isArray(data))
    return { file, stillCurrent: false };
  const { [STILL_CURRENT_FIELD]: box, ...words } = data as Record<string, unknown>;
  if (box === undefined) return { file, stillCurrent: false };
  return { file: { ...file, raw: JSON.stringify(words) }, stillCurrent: box === true };
}

/**
 * The record of the English a translation is translated from once `next` is saved over
 * `before`: the fields whose words changed are translated from today's English, and so is
 * every outdated field when the editor says it is still current.
 */
export function sourcesAfterSave(
  root: string,
  file: string,
  before: string | undefined,
  next: string,
  stillCurrent: boolean,
): Record<string, string> {
  const locale = localeOfWords(file) as string;
  const english = JSON.parse(readFileSync(path.join(root, englishOfWords(file, locale)), "utf8"));
  const translation = JSON.parse(next);
  const sources = readSources(root, file);
  const was = stringsByField(parsed(before));
  const changed = Object.entries(stringsByField(translation))
    .filter(([field, text]) => was[field] !== text)
    .map(([field]) => field);
  const outdated = stillCurrent
    ? fieldStates({ english, translation, sources })
        .filter((state) => state.state === "outdated")
        .map((state) => state.field)
    : [];
  return stampedSources({ english, translation, sources, fields: [...changed, ...outdated] });
}

/** The record's file and text to write beside a translation, or undefined when unchanged. */
export function recordWrite(
  root: string,
  file: string,
  sources: Record<string, string>,
): [string, string] | undefined {
  const target = sourcesPath(file);
  const text = sourcesText(sources);
  const absolute = path.join(root, target);
  if (existsSync(absolute) && readFileSync(absolute, "utf8") === text) return undefined;
  return [target, text];
}

/**
 * Whether saving `next` over `before` may change what the editor marks outdated: an English
 * file whose words changed, or a translation whose record changed.
 */
export function changesMarks(
  file: string,
  before: string | undefined,
  next: string,
  recordChanged: boolean,
): boolean {
  if (localeOfWords(file)) return recordChanged;
  if (!file.endsWith(".json")) return false;
  const words = (raw: string | undefined) => JSON.stringify(wordsOf(parsed(raw)) ?? null);
  return words(before) !== words(next);
}

/**
 * What a save of `file` adds to the files it writes (the record beside a translation) and
 * whether the editor's marks may have changed.
 */
export function recordOfSave(
  root: string,
  file: string,
  before: string | undefined,
  next: string,
  stillCurrent: boolean,
): { write?: [string, string]; marksChanged: boolean } {
  // A translated article (Markdown) has no such record yet (docs/decisions/048).
  const write =
    localeOfWords(file) && file.endsWith(".json")
      ? recordWrite(root, file, sourcesAfterSave(root, file, before, next, stillCurrent))
      : undefined;
  return { ...(write ? { write } : {}), marksChanged: changesMarks(file, before, next, !!write) };
}
