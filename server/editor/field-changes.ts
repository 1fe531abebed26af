// What a change does to a content file, field by field, for the person who reviews it: each
// field whose value differs between two versions of the file, by its path in the file
// ("hero.title", "plans[1].price") and by the words the form labels it with ("Hero › Title").
import { isDeepStrictEqual } from "node:util";
import { type ContentFile, contentFileAt } from "../../app/content/registry.ts";
import { articleCollections, articlesFolder } from "../../pipeline/content/editor-config.ts";
import { type JsonSchema, jsonSchemaOf, labelOf } from "../../pipeline/content/editor-fields.ts";
import { fieldPath } from "../../pipeline/content/translations.mjs";
import { englishOfWords, localeOfWords } from "../../pipeline/content/validate.ts";
import { splitArticle } from "./keep-form.ts";

export interface FieldChange {
  /** The field's path in the file: "hero.title", "plans[1].price"; "" for the whole file. */
  field: string;
  /** The field as the form names it: "Hero › Title". */
  label: string;
  change: "changed" | "added" | "removed";
  before?: unknown;
  after?: unknown;
}

const schemas = new Map<string, JsonSchema | undefined>();

/** The JSON Schema of the form a file is edited in (a translation's is its English file's). */
function schemaOf(file: string): JsonSchema | undefined {
  if (schemas.has(file)) return schemas.get(file);
  let zod: ContentFile["schema"] | undefined;
  const locale = localeOfWords(file);
  const registered = contentFileAt(locale ? englishOfWords(file, locale) : file);
  if (registered) zod = registered.schema;
  else {
    const kind = articleCollections.find((collection) =>
      file.startsWith(`${articlesFolder}/${collection.name}/`),
    );
    if (kind) zod = kind.schema as never;
  }
  let schema: JsonSchema | undefined;
  try {
    schema = zod ? jsonSchemaOf(zod) : undefined;
  } catch {
    schema = undefined;
  }
  schemas.set(file, schema);
  return schema;
}

/** The schema of a value inside `schema` at `key`, looking into unions. */
function inner(schema: JsonSchema | undefined, key: string | number): JsonSchema | undefined {
  if (!schema) return undefined;
  const options = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  for (const option of options) {
    if (typeof key === "number" && option.items) return option.items;
    if (typeof key === "string" && option.properties?.[key]) return option.properties[key];
    if (
      typeof key === "string" &&
      option.additionalProperties &&
      typeof option.additionalProperties === "object"
    )
      return option.additionalProperties;
  }
  return undefined;
}

/** A file's text as data: JSON, or an article's front matter with its text as "body". */
function dataOf(file: string, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  if (file.endsWith(".md")) {
    const article = splitArticle(text);
    return article ? { ...article.data, body: article.body } : { body: text };
  }
  return JSON.parse(text);
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === "object" && value !== null && Object.keys(value).length > 0;

/** Each field (a value that is no object or list with something in it) by its trail. */
function leaves(
  value: unknown,
  trail: (string | number)[] = [],
  into = new Map<string, { trail: (string | number)[]; value: unknown }>(),
) {
  if (!isContainer(value)) {
    into.set(JSON.stringify(trail), { trail, value });
    return into;
  }
  for (const [key, item] of Object.entries(value))
    leaves(item, [...trail, Array.isArray(value) ? Number(key) : key], into);
  return into;
}

/** "Hero › Title", "Plans › 2 › Price": a list's items by their number, from 1. */
function labelAt(file: string, trail: (string | number)[]): string {
  let schema = schemaOf(file);
  const words: string[] = [];
  for (const key of trail) {
    schema = inner(schema, key);
    if (typeof key === "number") words.push(String(key + 1));
    else words.push(key === "body" && file.endsWith(".md") ? "Text" : labelOf(key, schema));
  }
  return words.join(" › ") || "The whole file";
}

/**
 * The fields that differ between `before` and `after` (either may be undefined: a new or a
 * removed file), in the order of the new file. A text that is not data (broken JSON) is one
 * change of the whole file.
 */
export function fieldChanges(
  file: string,
  before: string | undefined,
  after: string | undefined,
): FieldChange[] {
  let old: unknown;
  let next: unknown;
  try {
    old = dataOf(file, before);
    next = dataOf(file, after);
  } catch {
    if (before === after) return [];
    return [
      {
        field: "",
        label: "The whole file",
        change: before === undefined ? "added" : after === undefined ? "removed" : "changed",
        ...(before === undefined ? {} : { before }),
        ...(after === undefined ? {} : { after }),
      },
    ];
  }
  const was = leaves(old);
  const now = leaves(next);
  const changes: FieldChange[] = [];
  const named = (trail: (string | number)[]) => ({
    field: fieldPath(trail.map(String)),
    label: labelAt(file, trail),
  });
  for (const [key, { trail, value }] of now) {
    if (trail.length === 0 && value === undefined) continue;
    const previous = was.get(key);
    if (!previous || previous.value === undefined)
      changes.push({ ...named(trail), change: "added", after: value });
    else if (!isDeepStrictEqual(previous.value, value))
      changes.push({ ...named(trail), change: "changed", before: previous.value, after: value });
  }
  for (const [key, { trail, value }] of was)
    if (!now.has(key) && !(trail.length === 0 && value === undefined))
      changes.push({ ...named(trail), change: "removed", before: value });
  return changes;
}
