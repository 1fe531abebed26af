// The editor's forms for the translations (issue 48): for each language, one collection
// whose files are content/translations/<locale>/<path>.json, each form holding only the
// fields of the English file's words (the strings `wordsOf` picks), with the English file's
// field rules. Derived from the same zod schemas and English files as the English forms, so
// nothing is typed twice; a string field says what the English reads and which {{blanks}}
// it must keep. Decap's own `i18n` setting was not used: docs/decisions/024, "Languages".
import { readFileSync } from "node:fs";
import path from "node:path";
import { type ContentFile, contentFiles } from "../../app/content/registry.ts";
import { localeNamed } from "../../app/lib/locales.js";
import { type DecapField, fieldsOf, jsonSchemaOf, UnsupportedField } from "./editor-fields.ts";
import { labelWithCount, markedFields } from "./editor-outdated.ts";
import { translationStates } from "./translation-sources.mjs";
import {
  blanksOf,
  optionalInTranslation,
  TRANSLATED_LOCALES,
  translatableFiles,
  translationPath,
  wordsOf,
} from "./translations.mjs";
import { parseJsonFile } from "./unreadable.mjs";

export interface TranslationEntry {
  name: string;
  /** The translation's file, which the form saves. */
  path: string;
  /** The English file the words are put over, and its page. */
  english: string;
  preview: string;
  locale: string;
}

/** The Decap name of a file's words in a language: "de-pages-home". */
const translationName = (file: ContentFile, locale: string) =>
  `${locale}-${file.path
    .replace(/^content\//, "")
    .replace(/\.json$/, "")
    .replaceAll("/", "-")}`;

const englishNames = new Intl.DisplayNames(["en"], { type: "language" });
/** "German (Deutsch)": the chrome is English, the language's own name beside it. */
export const languageLabel = (locale: string) =>
  `${englishNames.of(locale)} (${localeNamed(locale).name})`;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The words of several items of a list as one shape (the union of their fields), since one
 * form describes every item of a list. Null items (nothing to translate) add nothing.
 */
function mergedWords(items: unknown[], at: string): unknown {
  const present = items.filter((item) => item !== null && item !== undefined);
  if (present.length === 0) return null;
  if (present.every((item) => typeof item === "string")) return present[0];
  if (present.every(Array.isArray)) return present.flat();
  if (present.every((item) => typeof item === "object" && !Array.isArray(item))) {
    const keys = new Map<string, unknown[]>();
    for (const item of present as Record<string, unknown>[])
      for (const [key, value] of Object.entries(item))
        keys.set(key, [...(keys.get(key) ?? []), value]);
    return Object.fromEntries(
      [...keys].map(([key, values]) => [key, mergedWords(values, `${at}.${key}`)]),
    );
  }
  throw new UnsupportedField(`${at}: a list whose items are words of different shapes`);
}

const OPTIONAL_SEO_HINT =
  "Left empty, this language's page shows its own lead and the site's card instead.";

const NOTHING_HINT =
  "An empty item is a sentence filled from a fact, or has nothing to translate: leave it empty.";

/**
 * The field for the words `words` of a field: `english` is the English text when the field
 * is one string of the file (not an item of a list, whose items differ), to show beside it.
 */
function wordField(field: DecapField, words: unknown, english: unknown, at: string): DecapField {
  const { default: _default, min: _min, max: _max, required: _required, ...rest } = field;
  if (typeof words === "string") {
    if (!["string", "text", "select"].includes(field.widget))
      throw new UnsupportedField(`${at}: words in a ${field.widget} field`);
    if (typeof english !== "string") return { ...rest, required: false };
    // Every string of the English file is translated: required, whatever the schema allows.
    const blanks = blanksOf(english);
    const keep = blanks.map((blank) => `(?=[\\s\\S]*${escapeRegex(blank)})`).join("");
    const keepRule = `must keep the blanks ${blanks.join(" ")} as they are`;
    const pattern: [string, string] | undefined = !blanks.length
      ? field.pattern
      : field.pattern
        ? [`^${keep}(?:${field.pattern[0]})`, `${keepRule}; ${field.pattern[1]}`]
        : [`^${keep}`, keepRule];
    const optional = optionalInTranslation(at.split("."));
    return {
      ...rest,
      ...(pattern ? { pattern } : {}),
      ...(optional ? { required: false } : {}),
      hint: [`English: “${english}”.`, optional ? OPTIONAL_SEO_HINT : "", field.hint]
        .filter(Boolean)
        .join(" "),
    };
  }
  if (Array.isArray(words)) {
    const item = mergedWords(words, `${at}[]`);
    const fixed = { allow_add: false, allow_remove: false, allow_reorder: false };
    const hint = words.includes(null) ? { hint: NOTHING_HINT } : {};
    if (field.field)
      return {
        ...rest,
        ...fixed,
        ...hint,
        required: false,
        field: wordField(field.field, item, undefined, `${at}[]`),
      };
    if (field.fields && item && typeof item === "object")
      return {
        ...rest,
        ...fixed,
        ...hint,
        required: false,
        fields: wordFieldsOf(field.fields, item as Record<string, unknown>, undefined, `${at}[]`),
      };
    throw new UnsupportedField(`${at}: words in a list the form cannot hold`);
  }
  if (words && typeof words === "object" && field.fields)
    return {
      ...rest,
      ...(english === undefined || optionalInTranslation(at.split(".")) ? { required: false } : {}),
      fields: wordFieldsOf(
        field.fields,
        words as Record<string, unknown>,
        english as Record<string, unknown> | undefined,
        at,
      ),
    };
  throw new UnsupportedField(`${at}: words the ${field.widget} field cannot hold`);
}

/** The fields of `fields` that hold words, in the order of the English file. */
export function wordFieldsOf(
  fields: DecapField[],
  words: Record<string, unknown>,
  english: Record<string, unknown> | undefined,
  at = "",
): DecapField[] {
  return Object.entries(words).map(([key, part]) => {
    const where = at ? `${at}.${key}` : key;
    const field = fields.find((candidate) => candidate.name === key);
    if (!field) throw new UnsupportedField(`${where}: words with no field in the schema`);
    return wordField(field, part, english?.[key], where);
  });
}

interface TranslatableFile {
  file: ContentFile;
  fields: DecapField[];
  english: unknown;
}

/**
 * The registered files a language translates: those with words, as npm test counts them
 * (translatableFiles: not the articles' authors and feeds, which stay English).
 */
function translatedFiles(root: string): ContentFile[] {
  // A file that cannot be read has no words to offer until it is mended: its own form says
  // where it breaks (server/editor/backend.ts), and the other files' words stay editable.
  const translated = new Set(
    translatableFiles(root, (error) =>
      console.error(
        `${error.message}: its translations are left out of the editor until it is mended`,
      ),
    ),
  );
  return (contentFiles as readonly ContentFile[]).filter((file) => translated.has(file.path));
}

/** The files a language translates, each with its words' fields. */
function translatable(root: string, sitePaths: string[]): TranslatableFile[] {
  return translatedFiles(root).map((file) => {
    const english = parseJsonFile(
      file.path,
      readFileSync(path.join(root, file.path), "utf8"),
    ) as Record<string, unknown>;
    const words = wordsOf(english) as Record<string, unknown>;
    const fields = fieldsOf(jsonSchemaOf(file.schema), sitePaths, file.path);
    return { file, fields: wordFieldsOf(fields, words, english, file.path), english };
  });
}

/** One collection per language: the words of every file that has some. */
export function translationCollections(root: string, sitePaths: string[]) {
  const files = translatable(root, sitePaths);
  return TRANSLATED_LOCALES.map((locale) => ({
    name: `words-${locale}`,
    label: languageLabel(locale),
    label_singular: `${languageLabel(locale)} words`,
    description: `The words of each page in ${englishNames.of(locale)}. Links, figures and prices come from the English files.`,
    editor: { preview: true },
    files: files.map(({ file, fields, english }) => {
      const target = translationPath(file.path, locale);
      const states = translationStates(root, target, english);
      const outdated = states.filter((state) => state.state === "outdated").length;
      return {
        name: translationName(file, locale),
        label: labelWithCount(file.label, outdated),
        file: target,
        fields: markedFields(fields, states),
      };
    }),
  }));
}

/** What the editor page needs to preview each translation's form. */
export function translationEntries(root: string): TranslationEntry[] {
  const files = translatedFiles(root);
  return TRANSLATED_LOCALES.flatMap((locale) =>
    files.map((file) => ({
      name: translationName(file, locale),
      path: translationPath(file.path, locale),
      english: file.path,
      preview: file.preview,
      locale,
    })),
  );
}
