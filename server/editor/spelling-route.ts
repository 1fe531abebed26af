// The editor's spell check at a field: POST /editor/spelling with the form (its Decap
// collection and entry), the field's name and its text answers the words the content check
// (pipeline/content/spelling.ts) would refuse, with the same word lists, so the editor
// page (spelling-hints.js) can warn under the field as the editor types. It warns; the save
// is not held back. The editor server's own checks (its host, the page's Origin) run first.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { articleTranslationFrontMatterSchema } from "../../app/content/article-front-matter.ts";
import { type ContentFile, contentFileAt, contentFiles } from "../../app/content/registry.ts";
import { translatableKinds } from "../../pipeline/articles/collection.ts";
import {
  articleCollections,
  articleTranslationName,
  editorEntries,
} from "../../pipeline/content/editor-config.ts";
import { type JsonSchema, jsonSchemaOf } from "../../pipeline/content/editor-fields.ts";
import { CHECKED_LOCALES, isChecked, spellerFor } from "../../pipeline/content/spelling.ts";
import { TRANSLATED_LOCALES } from "../../pipeline/content/translations.mjs";
import { isWordsSchema, markdownTexts } from "../../pipeline/content/visitor-text.ts";

/** A field's text is a headline or a paragraph: an article's longest field holds far less. */
export const SPELLING_TEXT_LIMIT = 20_000;
/** The request's body: its text and a few names, with JSON's quoting. */
export const SPELLING_BODY_LIMIT = 64 * 1024;

const name = z.string().min(1).max(200);
const requestSchema = z
  .object({ collection: name, entry: name, field: name, text: z.string().max(SPELLING_TEXT_LIMIT) })
  .strict();

/** Decap names a list's item field after the list, made singular (editor-fields.ts). */
const singular = (key: string) => (key.endsWith("s") ? key.slice(0, -1) : `${key} item`);

/**
 * The names of a schema's fields that hold words, as the form names them: a field's own
 * name, and a list of words' item. A name is words if it is words anywhere in the file.
 */
export function wordFieldNames(schema: JsonSchema, names = new Set<string>()): Set<string> {
  for (const option of schema.anyOf ?? schema.oneOf ?? []) wordFieldNames(option, names);
  const properties = { ...schema.properties };
  if (typeof schema.additionalProperties === "object")
    for (const key of (schema.propertyNames?.enum ?? []).map(String))
      properties[key] = schema.additionalProperties;
  for (const [key, value] of Object.entries(properties)) {
    if (isWordsSchema(value)) names.add(key);
    const items = value.items ?? (value.anyOf ?? []).find((option) => option.items)?.items;
    if (items && isWordsSchema(items)) names.add(key).add(singular(key));
    if (items) wordFieldNames(items, names);
    wordFieldNames(value, names);
  }
  return names;
}

/** An article's Markdown text, as the editor's form names it (editor-config.ts). */
const ARTICLE_TEXT = "body";

interface Form {
  locale: string;
  fields: Set<string>;
  /** An article's Markdown text: read as the content check reads it (markdownTexts). */
  markdown?: string;
}

/** Each form of the editor by its Decap entry (or an article collection's name). */
function formsOf(root: string): Map<string, Form> {
  const forms = new Map<string, Form>();
  const schemaOf = new Map(
    (contentFiles as readonly ContentFile[]).map((file) => [file.path, file.schema]),
  );
  for (const entry of editorEntries(root)) {
    const english = "english" in entry ? entry.english : entry.path;
    const schema = schemaOf.get(english);
    if (!schema || english.startsWith("content/spelling/")) continue;
    const locale = "locale" in entry ? entry.locale : "en";
    forms.set(entry.name, { locale, fields: wordFieldNames(jsonSchemaOf(schema)) });
  }
  for (const kind of articleCollections)
    forms.set(kind.name, {
      locale: "en",
      fields: wordFieldNames(jsonSchemaOf(kind.schema)).add(ARTICLE_TEXT),
      markdown: ARTICLE_TEXT,
    });
  // A translated article is checked in its language (where the check has its dictionary),
  // never as English.
  for (const locale of TRANSLATED_LOCALES)
    for (const kind of translatableKinds)
      forms.set(articleTranslationName(locale, kind), {
        locale,
        fields: wordFieldNames(jsonSchemaOf(articleTranslationFrontMatterSchema)).add(ARTICLE_TEXT),
        markdown: ARTICLE_TEXT,
      });
  return forms;
}

export function registerSpellingRoute(app: FastifyInstance, root: string) {
  let forms: Map<string, Form> | undefined;
  // Loading a dictionary holds the server's one thread for a second or more: done as the
  // editor starts, while Decap loads in the browser, not in the middle of an editor's save.
  app.addHook("onListen", async () => {
    forms ??= formsOf(root);
    for (const locale of CHECKED_LOCALES) await spellerFor(locale, root);
  });
  app.post("/editor/spelling", { bodyLimit: SPELLING_BODY_LIMIT }, async (request, reply) => {
    if (!request.headers["content-type"]?.startsWith("application/json"))
      return reply.code(415).send({ error: "send JSON" });
    const parsed = requestSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({
        error: `send {collection, entry, field, text}: a text of at most ${SPELLING_TEXT_LIMIT} characters`,
      });
    const { collection, entry, field, text } = parsed.data;
    forms ??= formsOf(root);
    // An article's form is its collection's, whatever the file: an entry of a folder is its slug.
    const form = forms.get(entry) ?? forms.get(collection);
    if (!form) return reply.code(404).send({ error: "no such form in the editor" });
    if (!isChecked(form.locale) || !form.fields.has(field)) return { checked: false, words: [] };
    const speller = await spellerFor(form.locale, root);
    // The word list's form as the editor's sidebar names it.
    const list = contentFileAt(speller.wordList)?.label ?? speller.wordList;
    // Markdown's code, addresses and markup are not words: only what a visitor reads is checked.
    const words = speller
      .misspelled(
        field === form.markdown
          ? markdownTexts(text)
              .map((part) => part.text)
              .join("\n")
          : text,
      )
      .map((found) => ({
        word: found.word,
        message: found.usForm
          ? `"${found.word}" is British spelling: the site writes US English, "${found.usForm}".`
          : `"${found.word}" is not in the ${speller.tag} dictionary. If it is spelled right, add it to the word list "${list}" (under Spelling).`,
      }));
    return { checked: true, words };
  });
  app.get("/editor/spelling-hints.js", async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .send(readFileSync(path.join(import.meta.dirname, "spelling-hints.js"))),
  );
}
