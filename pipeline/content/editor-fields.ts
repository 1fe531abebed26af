// A zod schema as Decap CMS fields: the editor's form is generated from the same schema the
// build checks, never written twice. zod gives JSON Schema (z.toJSONSchema); while it walks
// the schema, `annotate` asks the zod schema itself for the messages JSON Schema cannot
// carry (a headline's "at most 80 characters: longer does not fit the layout"), so the form
// shows the build's own words at the field before anything is saved.
import { z } from "zod";

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  default?: unknown;
  description?: string;
  /** The field's label, when its key in words would not say it (zod `.meta({ title })`). */
  title?: string;
  /** A choice's words for each stored value (a tag's name for its slug). */
  "x-option-labels"?: Record<string, string>;
  /** A link: "site" must name a page of the site, "any" may also be a #section or https://. */
  "x-link"?: "site" | "any";
  "x-max-message"?: string;
  "x-pattern-message"?: string;
  "x-media"?: "image";
}

/** A Decap CMS field (https://decapcms.org/docs/widgets/): only the keys this site uses. */
export interface DecapField {
  name: string;
  label: string;
  /** A list's one item, as its add button names it ("Add plan"). */
  label_singular?: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: (string | { label: string; value: string })[];
  multiple?: boolean;
  default?: unknown;
  min?: number;
  max?: number;
  fields?: DecapField[];
  field?: DecapField;
  collapsed?: boolean;
  summary?: string;
  date_format?: string | boolean;
  time_format?: string | boolean;
  format?: string;
  picker_utc?: boolean;
  choose_url?: boolean;
  /** The markdown widget's modes, the first shown first. */
  modes?: ("raw" | "rich_text")[];
  /** A translation's lists keep the English items: none added, removed or moved. */
  allow_add?: boolean;
  allow_remove?: boolean;
  allow_reorder?: boolean;
}

/** The messages of a string rule, in the schema's own words. */
function messageFor(schema: z.ZodType, value: string, code: string): string | undefined {
  const result = schema.safeParse(value);
  const message = result.success
    ? undefined
    : result.error.issues.find((issue) => issue.code === code)?.message;
  // zod's own wording ("Too big: expected string to have <=60 characters") reads as code;
  // the field falls back to plain words for it.
  return message && !/^(Too big|Invalid)/.test(message) ? message : undefined;
}

/** JSON Schema of a zod schema, each string field carrying its own rule's message. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "throw",
    override: ({ zodSchema, jsonSchema }) => {
      const json = jsonSchema as JsonSchema;
      if (json.type !== "string") return;
      const probe = zodSchema as unknown as z.ZodType;
      if (json.maxLength !== undefined)
        json["x-max-message"] = messageFor(probe, "x".repeat(json.maxLength + 1), "too_big");
      if (json.pattern !== undefined && (!json.format || json.format === "date-time"))
        json["x-pattern-message"] = messageFor(probe, "\u0000", "invalid_format");
    },
  }) as JsonSchema;
}

/**
 * The words a key abbreviates, as a person writes them: a form says "Call to action", "API"
 * and "Image", not "Cta", "Api" and "Src".
 */
const spelledOut: Record<string, string> = {
  alt: "alt text",
  api: "API",
  cta: "call to action",
  crm: "CRM",
  faq: "FAQ",
  hr: "HR",
  eyebrow: "small line above the title",
  href: "link",
  id: "identifier",
  kpi: "KPI",
  kpis: "KPIs",
  max: "maximum",
  min: "minimum",
  og: "social",
  os: "OS",
  pdf: "PDF",
  sdk: "SDK",
  sla: "SLA",
  slug: "address name",
  src: "image",
  sso: "SSO",
  toast: "pop-up message",
  toc: "table of contents",
  url: "URL",
  // a price's currencies (content/pricing/plans.json), by their codes
  usd: "USD",
  eur: "EUR",
  jpy: "JPY",
  ils: "ILS",
};

/** "monthlyPrice" -> "Monthly price", "seriesA" -> "Series A", "primaryCta" -> "Primary call to action". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => spelledOut[word] ?? (word.length === 1 ? word.toUpperCase() : word))
    .join(" ")
    // A count's unit after its subject, as a form asks for it: "trialDays" -> "Trial (days)".
    .replace(/^(.+) days$/, "$1 (days)");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Keys many schemas share, as a person names them, and what each is for where the key alone
 * does not say it. A schema's own `.meta({ title, description })` wins over these.
 */
const sharedKeys: Record<string, { label: string; hint?: string }> = {
  eyebrow: { label: "Small line above the title" },
  lead: { label: "Opening text" },
  meta: {
    label: "Search and social",
    hint: "What search engines, the browser tab and link previews show for this page",
  },
  metaTitle: { label: "Title in the browser tab and search results" },
  id: {
    label: "Identifier",
    hint: "The name links and other files use for this (a #section, a page's address or a reference): changing it breaks them",
  },
  primary: { label: "Main button" },
  secondary: { label: "Second button" },
  tone: {
    label: "Color",
    hint: "The color of its pill or dot; the words beside it carry the meaning",
  },
  item: { label: "Item name" },
  short: {
    label: "Shortened as",
    hint: "letters writes 10000 as 10K, words writes 1000000 as 1 million; left empty, the figure is written in full",
  },
  plus: { label: "Followed by a plus sign (+)" },
};

/**
 * A field's label: the schema's own title (zod `.meta({ title })`), else the words for a key
 * many schemas share, else its key in words.
 */
export const labelOf = (key: string, schema?: JsonSchema): string =>
  schema?.title ?? sharedKeys[key]?.label ?? humanise(key);

/** What a field is for, when neither its schema nor its label says it. */
export const hintOf = (key: string): string | undefined => sharedKeys[key]?.hint;

/** One item of a list, in words: "companies" -> "company", "statuses" -> "status". */
export function singular(name: string): string {
  if (/^people$/i.test(name)) return name.replace(/eople$/, "erson");
  if (/ies$/.test(name)) return name.replace(/ies$/, "y");
  if (/(ss|us|x|ch|sh)es$/.test(name)) return name.replace(/es$/, "");
  if (/[^s]s$/.test(name)) return name.slice(0, -1);
  return `${name}Item`;
}

/** A list's label for one of its items: "Task statuses" -> "Task status", "Timeline" -> "Timeline item". */
export function singularWords(label: string): string {
  const one = singular(label);
  return one.endsWith("Item") ? `${label} item` : one;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The editor's rule for a link, from the site's own page list: the same answer as the
 * build's (app/content/rules.ts), given at the field while the editor types.
 */
export function linkPattern(kind: "site" | "any", sitePaths: Iterable<string>): [string, string] {
  const pages = [...sitePaths]
    .filter((page) => page !== "/")
    .sort()
    .map(escapeRegex)
    .join("|");
  const page = `(?:/|(?:${pages}|/resources/blog/tags/[a-z0-9-]+)(?:[?#][a-z0-9=&#-]*)?|/[?#][a-z0-9=&#-]*)`;
  if (kind === "site") return [`^${page}$`, "must name a page of this site, such as /pricing"];
  return [
    `^(?:${page}|#[a-z0-9-]+|https://[^\\s]+)$`,
    "must be a page of this site (such as /pricing), a #section or an https:// address",
  ];
}

/** Texts longer than a line get a box; the rest a one-line input. */
const longTextKeys =
  /^(lead|description|quote|text|answer|summary|bio|body|intro|caption|paragraphs?)$/;

export class UnsupportedField extends Error {}

function nonNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return { schema, nullable: false };
  const rest = options.filter((option) => option.type !== "null");
  if (rest.length === 1 && rest[0])
    return { schema: rest[0], nullable: rest.length < options.length };
  return { schema, nullable: rest.length < options.length };
}

/**
 * The Decap field for one property. Throws UnsupportedField naming the field when the
 * schema has a shape the editor has no widget for, so nothing is silently left out.
 */
export function fieldOf(
  name: string,
  raw: JsonSchema,
  required: boolean,
  sitePaths: Iterable<string>,
  at = name,
): DecapField {
  const field = widgetFieldOf(name, raw, required, sitePaths, at);
  // The schema's description (zod `.describe()`) says what the field is for, under it.
  const description = raw.description ?? nonNull(raw).schema.description ?? hintOf(name);
  if (description)
    field.hint = `${description.replace(/\.$/, "")}.${field.hint ? ` ${field.hint}` : ""}`;
  return field;
}

function widgetFieldOf(
  name: string,
  raw: JsonSchema,
  required: boolean,
  sitePaths: Iterable<string>,
  at: string,
): DecapField {
  const { schema, nullable } = nonNull(raw);
  const base = {
    name,
    label: labelOf(name, raw.title ? raw : schema),
    ...(required && !nullable ? {} : { required: false }),
  };
  const withDefault = schema.default !== undefined ? { default: schema.default } : {};

  if (schema.anyOf || schema.oneOf) {
    const types = (schema.anyOf ?? schema.oneOf ?? []).map((option) => option.type);
    if (types.every((type) => type === "string" || type === "boolean"))
      return {
        ...base,
        widget: "string",
        hint: "true, false, or a short text",
      };
    const objects = schema.anyOf ?? schema.oneOf ?? [];
    if (objects.every((option) => option.type === "object" && option.properties))
      return {
        ...base,
        widget: "object",
        collapsed: false,
        fields: choiceFields(objects, sitePaths, at),
      };
    throw new UnsupportedField(`${at}: a choice between ${types.join(", ")} has no editor widget`);
  }
  if (schema.enum || schema.const !== undefined) {
    const options = (schema.enum ?? [schema.const]).map(String);
    return { ...base, ...withDefault, widget: "select", options };
  }
  switch (schema.type) {
    case "string": {
      if (schema["x-media"] === "image") return { ...base, widget: "image", choose_url: false };
      if (schema.format === "date")
        return {
          ...base,
          widget: "datetime",
          format: "YYYY-MM-DD",
          date_format: "YYYY-MM-DD",
          time_format: false,
          picker_utc: true,
        };
      const link = schema["x-link"];
      const long = longTextKeys.test(name) || (schema.maxLength ?? 0) > 120;
      const field: DecapField = { ...base, ...withDefault, widget: long ? "text" : "string" };
      // A least length above one (a page's description) is part of the field's rule; one is
      // "not empty", which a required field already says.
      const least = (schema.minLength ?? 0) > 1 ? schema.minLength : undefined;
      if (link) field.pattern = linkPattern(link, sitePaths);
      else if (schema.maxLength !== undefined)
        // A {{reference}} counts as one here: the field cannot know the fact's length, and the
        // backend checks the filled sentence, exactly as the build does, before it saves.
        field.pattern = [
          `^(?:\\{\\{[^}]*\\}\\}|[\\s\\S]){${least ?? 0},${schema.maxLength}}$`,
          least
            ? `must be ${least} to ${schema.maxLength} characters`
            : (schema["x-max-message"] ?? `must be at most ${schema.maxLength} characters`),
        ];
      // A date and time (a webinar's start) is typed as the build reads it, checked at the
      // field as it is typed: a half-typed one is refused there, never drawn or saved.
      else if (schema.pattern && (!schema.format || schema.format === "date-time"))
        field.pattern = [
          schema.pattern,
          schema["x-pattern-message"] ?? "is not in the expected form",
        ];
      if (schema.maxLength !== undefined)
        field.hint = least
          ? `${least} to ${schema.maxLength} characters.`
          : `At most ${schema.maxLength} characters.`;
      return field;
    }
    case "integer":
    case "number": {
      // A text box with the number's rule rather than <input type=number>: a browser's number
      // box drops "twelve" silently, where this one keeps it and says why it is refused. The
      // backend turns the digits back into a number before the schema checks it.
      const whole = schema.type === "integer";
      // A bound zod adds by itself (the largest safe integer) says nothing to an editor.
      const maximum =
        schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER
          ? schema.maximum
          : undefined;
      const minimum =
        schema.minimum !== undefined && schema.minimum > Number.MIN_SAFE_INTEGER
          ? schema.minimum
          : undefined;
      const range =
        maximum !== undefined
          ? ` (${minimum ?? "any"} to ${maximum})`
          : minimum !== undefined
            ? ` (${minimum} or more)`
            : "";
      return {
        ...base,
        ...withDefault,
        widget: "string",
        pattern: whole
          ? ["^-?[0-9]+$", `must be a whole number, such as 12${range}`]
          : ["^-?[0-9]+(\\.[0-9]+)?$", `must be a number, such as 4.5${range}`],
      };
    }
    case "boolean":
      return { ...base, ...withDefault, widget: "boolean" };
    case "object": {
      // Decap checks the fields of an optional object even when it is left empty: inside
      // one, a field is required only when saving (the backend checks it then).
      const fields = fieldsOf(schema, sitePaths, at).map((field) =>
        required ? field : { ...field, required: false },
      );
      return { ...base, widget: "object", collapsed: false, fields };
    }
    case "array": {
      const items = schema.items;
      if (!items) throw new UnsupportedField(`${at}: a list without an item type`);
      const limits = {
        ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
      };
      const item = nonNull(items).schema;
      if (item.enum) {
        const words = item["x-option-labels"];
        return {
          ...base,
          ...limits,
          widget: "select",
          multiple: true,
          // Shown by its name, stored by its value (a tag's slug).
          options: item.enum.map((value) =>
            words?.[String(value)]
              ? { label: words[String(value)] as string, value: String(value) }
              : String(value),
          ),
        };
      }
      if (item.type === "object" && !item.propertyNames) {
        const fields = fieldsOf(item, sitePaths, `${at}[]`);
        const first = fields.find((field) => field.widget === "string");
        return {
          ...base,
          ...limits,
          label_singular: item.title ?? singularWords(base.label),
          widget: "list",
          collapsed: true,
          ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
          fields,
        };
      }
      const one = {
        ...fieldOf(singular(name), items, true, sitePaths, `${at}[]`),
        label: items.title ?? item.title ?? singularWords(base.label),
      };
      return { ...base, ...limits, label_singular: one.label, widget: "list", field: one };
    }
    default:
      throw new UnsupportedField(`${at}: type ${JSON.stringify(schema.type)} has no editor widget`);
  }
}

/**
 * A choice between kinds of object (a plan's button is a note or a link): one form with the
 * kind as a select and every kind's fields, none required at the field. Which fields a kind
 * needs is the schema's to say, and the backend checks it before saving.
 */
function choiceFields(options: JsonSchema[], sitePaths: Iterable<string>, at: string) {
  const fields = new Map<string, DecapField>();
  const kinds = new Map<string, unknown[]>();
  for (const option of options)
    for (const [key, value] of Object.entries(option.properties ?? {})) {
      if (value.const !== undefined) kinds.set(key, [...(kinds.get(key) ?? []), value.const]);
      else if (!fields.has(key))
        fields.set(key, {
          ...fieldOf(key, value, false, sitePaths, `${at}.${key}`),
          required: false,
        });
    }
  const selects = [...kinds].map(([key, values]) => ({
    name: key,
    label: labelOf(key),
    widget: "select",
    options: values.map(String),
  }));
  return withLinkText([...selects, ...fields.values()]);
}

/**
 * Beside a link, a "label" is the words the visitor clicks: "Link text", as a person says it.
 * A schema's own title for it is kept.
 */
function withLinkText(fields: DecapField[]): DecapField[] {
  if (!fields.some((field) => field.name === "href")) return fields;
  return fields.map((field) =>
    field.name === "label" && field.label === humanise("label")
      ? { ...field, label: "Link text" }
      : field,
  );
}

/** The fields of an object schema, in the schema's order. */
export function fieldsOf(schema: JsonSchema, sitePaths: Iterable<string>, at = ""): DecapField[] {
  const paths = [...sitePaths];
  if (schema.propertyNames?.enum && typeof schema.additionalProperties === "object") {
    // A record keyed by a fixed list (a value per plan): one field per key.
    const value = schema.additionalProperties;
    return schema.propertyNames.enum.map((key) =>
      fieldOf(String(key), value, true, paths, at ? `${at}.${key}` : String(key)),
    );
  }
  if (schema.type !== "object" || !schema.properties)
    throw new UnsupportedField(`${at || "(the whole file)"}: not an object with named fields`);
  const required = new Set(schema.required ?? []);
  return withLinkText(
    Object.entries(schema.properties).map(([key, value]) =>
      fieldOf(key, value, required.has(key), paths, at ? `${at}.${key}` : key),
    ),
  );
}
