// The words a visitor reads in a content file, found by its schema rather than a list of
// field names: a string field is words unless its schema says it names something (a choice
// of fixed values such as an icon, a pattern such as an id or a slug, a date, a link, a
// picture). The same JSON Schema the editor's form is generated from (editor-fields.ts).
import { Lexer, type Token } from "marked";
import type { JsonSchema } from "./editor-fields.ts";

export interface VisitorText {
  /** Where the text is in the file: `sections[2].title`, `body, line 12`. */
  field: string;
  text: string;
}

/** Whether a string under this schema is words a visitor reads. */
export function isWordsSchema(schema: JsonSchema): boolean {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.some(isWordsSchema);
  return (
    schema.type === "string" &&
    schema.enum === undefined &&
    schema.const === undefined &&
    schema.pattern === undefined &&
    schema.format === undefined &&
    schema["x-link"] === undefined &&
    schema["x-media"] === undefined
  );
}

/** The schema of `key` in an object schema (any of its choices that has it). */
function propertySchema(schema: JsonSchema, key: string): JsonSchema | undefined {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const found = options.map((option) => propertySchema(option, key)).filter(Boolean);
    return found.length ? { anyOf: found as JsonSchema[] } : undefined;
  }
  if (schema.properties?.[key]) return schema.properties[key];
  if (typeof schema.additionalProperties === "object") return schema.additionalProperties;
  return undefined;
}

function itemSchema(schema: JsonSchema): JsonSchema | undefined {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const found = options.map(itemSchema).filter(Boolean);
    return found.length ? { anyOf: found as JsonSchema[] } : undefined;
  }
  return schema.items;
}

/**
 * Every string of `data` a visitor reads, with its field. A translation is walked with its
 * English file's schema: it has the same shape, with only the words.
 */
export function visitorTexts(
  data: unknown,
  schema: JsonSchema | undefined,
  at = "",
): VisitorText[] {
  if (!schema) return [];
  if (typeof data === "string")
    return isWordsSchema(schema) && data.trim() ? [{ field: at || "(the file)", text: data }] : [];
  if (Array.isArray(data)) {
    const items = itemSchema(schema);
    return data.flatMap((item, index) => visitorTexts(item, items, `${at}[${index}]`));
  }
  if (data && typeof data === "object")
    return Object.entries(data).flatMap(([key, value]) =>
      visitorTexts(value, propertySchema(schema, key), at ? `${at}.${key}` : key),
    );
  return [];
}

/** The text a reader sees in a Markdown token: no code, no HTML, no link's address. */
function tokenText(token: Token): string {
  switch (token.type) {
    case "code":
    case "codespan":
    case "html":
    case "space":
    case "hr":
      return "";
    case "image":
      return token.text;
    case "table":
      return [...token.header, ...token.rows.flat()]
        .map((cell) => (cell.tokens as Token[]).map(tokenText).join(""))
        .join("\n");
    case "list":
      return token.items.map((item: Token) => tokenText(item)).join("\n");
  }
  if ("tokens" in token && Array.isArray(token.tokens))
    return (token.tokens as Token[]).map(tokenText).join(token.type === "blockquote" ? "\n" : "");
  return "text" in token && typeof token.text === "string" ? token.text : "";
}

/** The words of an article's Markdown, each block with the line it starts on. */
export function markdownTexts(body: string, field = "body"): VisitorText[] {
  const texts: VisitorText[] = [];
  let line = 1;
  for (const token of new Lexer().lex(body)) {
    const text = tokenText(token).trim();
    if (text) texts.push({ field: `${field}, line ${line}`, text });
    line += (token.raw.match(/\n/g) ?? []).length;
  }
  return texts;
}
