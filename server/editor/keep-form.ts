// What the editor sends, written back in the file's own form, so `git diff` holds only what
// changed: a JSON file keeps its key order, two-space indent and closing newline; a Markdown
// article keeps its front matter's key order, comments and quoting (yaml's Document API
// changes only the keys whose values changed), and its body as typed.
import { isDeepStrictEqual } from "node:util";
import { parseDocument } from "yaml";
import type { JsonSchema } from "../../pipeline/content/editor-fields.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (value: unknown): value is Record<string, Json> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

function variants(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

/**
 * The form's values as the schema types them. The form types numbers into text boxes (so
 * "twelve" stays visible with its message), so digits become numbers here; "true"/"false"
 * become booleans where the schema takes one; an empty optional field is left out, or null
 * where the schema allows null. Anything else is left as typed for the schema to judge.
 */
export function coerce(value: unknown, schema: JsonSchema | undefined): unknown {
  if (!schema) return value;
  const options = variants(schema);
  const allows = (type: string) => options.some((option) => option.type === type);
  if (typeof value === "string") {
    const trimmed = value.trim();
    if (trimmed === "" && allows("null")) return null;
    if ((allows("integer") || allows("number")) && /^-?[0-9]+(\.[0-9]+)?$/.test(trimmed))
      return Number(trimmed);
    if (allows("boolean") && (trimmed === "true" || trimmed === "false")) return trimmed === "true";
    return value;
  }
  if (Array.isArray(value)) {
    const items = options.find((option) => option.type === "array")?.items;
    return value.map((item) => coerce(item, items));
  }
  if (isObject(value)) {
    const objectSchema = options.find((option) => option.type === "object");
    if (!objectSchema) return value;
    const required = new Set(objectSchema.required ?? []);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const itemSchema =
        objectSchema.properties?.[key] ??
        (typeof objectSchema.additionalProperties === "object"
          ? objectSchema.additionalProperties
          : undefined);
      const coerced = coerce(item, itemSchema);
      const empty =
        coerced === "" ||
        coerced === undefined ||
        (coerced === null && !itemSchema) ||
        (isObject(coerced) && Object.keys(coerced).length === 0);
      if (empty && !required.has(key)) continue;
      out[key] = coerced;
    }
    return out;
  }
  return value;
}

/** `next` with the keys it shares with `before` in `before`'s order, new keys after. */
export function inOrderOf(next: unknown, before: unknown): unknown {
  if (Array.isArray(next))
    return next.map((item, index) =>
      inOrderOf(item, Array.isArray(before) ? before[index] : undefined),
    );
  if (!isObject(next)) return next;
  const old = isObject(before) ? before : {};
  const keys = [
    ...Object.keys(old).filter((key) => key in next),
    ...Object.keys(next).filter((key) => !(key in old)),
  ];
  return Object.fromEntries(keys.map((key) => [key, inOrderOf(next[key], old[key])]));
}

export const jsonText = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

const frontMatter = /^(---\r?\n)([\s\S]*?\r?\n)?(---)(\r?\n)?(\s*)([\s\S]*)$/;

export interface Article {
  data: Record<string, unknown>;
  body: string;
}

/** A Markdown file's front matter (as plain data) and body, or null when it has none. */
export function splitArticle(source: string): Article | null {
  const match = frontMatter.exec(source);
  if (!match) return null;
  const data = parseDocument(match[2] ?? "").toJS() ?? {};
  return isObject(data) ? { data, body: match[6] ?? "" } : null;
}

/**
 * The article's new text: the front matter of `before` (when the file exists) with only the
 * changed keys set, removed keys deleted and new keys appended; then the body as typed.
 */
export function articleText(next: Article, before: string | undefined): string {
  const match = before ? frontMatter.exec(before) : null;
  const document = parseDocument(match?.[2] ?? "");
  const old = (document.toJS() ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(old)) if (!(key in next.data)) document.delete(key);
  for (const [key, value] of Object.entries(next.data)) {
    if (key in old && isDeepStrictEqual(old[key], value)) continue;
    document.set(key, value);
  }
  // A long value stays on its line, as the articles are written: folded at 80 columns, a
  // field the save did not change was folded again at another column on the next save.
  const yamlText = Object.keys(next.data).length ? document.toString({ lineWidth: 0 }) : "";
  const gap = match ? `${match[4] ?? "\n"}${match[5] ?? ""}` : "\n\n";
  const body = next.body.replace(/^\s+/, "");
  return `---\n${yamlText}---${gap}${body.endsWith("\n") ? body : `${body}\n`}`;
}
