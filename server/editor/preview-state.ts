// What one drawing of the editor's preview reads (POST /preview/state, editor-server.ts): every
// content file as the working tree holds it now, with the file being edited replaced by the
// form's unsaved values, and {{references}} filled from those same files (so a figure typed in
// content/site.json's form shows at once in every sentence naming it). Pages drawn from
// several files get them too: the articles' lists, pages and tag pages, built by the build's
// own code (pipeline/articles) with the article being edited in place of its stored version.
//
// Nothing here is a snapshot: the preview bundle holds no content (live-content-plugin.ts),
// and each drawing is a fresh document that asks for this first (preview.tsx).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import type { ArticleKind } from "../../app/content/article-types";
import {
  type ContentFile,
  contentFileAt,
  contentFiles,
  factSources,
} from "../../app/content/registry.ts";
import { type LocaleCode, locales } from "../../app/lib/locales.js";
import { articlePath, changelogPath } from "../../app/lib/page-table.js";
import {
  ARTICLES_DIR,
  type ArticleCollection,
  buildCollection,
  readKind,
  type SourceFile,
} from "../../pipeline/articles/collection.ts";
import { createCodeHighlighter } from "../../pipeline/articles/highlight.ts";
import { sitePagesOf } from "../../pipeline/articles/relations.ts";
import { articleCollections } from "../../pipeline/content/editor-config.ts";
import { type JsonSchema, jsonSchemaOf, labelOf } from "../../pipeline/content/editor-fields.ts";
import { fillReferences } from "../../pipeline/content/references.ts";
import { translated, translationPath } from "../../pipeline/content/translations.mjs";
import { wordsAndFactsOf, writtenIn } from "../../pipeline/content/validate.ts";
import { visitorTexts } from "../../pipeline/content/visitor-text.ts";
import { coerce } from "./keep-form.ts";

/** What the preview frame asks for: the page, and the form's values as they are now. */
export interface PreviewRequest {
  locale?: string;
  /** The file the form edits: a content file, a translation's words or an article. */
  file?: string;
  page?: string;
  /** An English file's or an article's values (an article's text is `body`). */
  data?: unknown;
  /** A translation's words, put over `english`. */
  words?: unknown;
  english?: string;
}

export interface PreviewState {
  /** The page to draw: an article's own address when an article is edited. */
  page: string;
  /** Each content file, filled in English; `words` what its language puts over it. */
  files: Record<string, { data: unknown; words?: unknown }>;
  /**
   * The words of the form, each with its field's label as the form names it, as they will
   * read (references filled, in the form's language): the drawing lists beside the page the
   * ones the page does not show now (a form's answer, a toast, a message on a mistake).
   */
  formWords: FormWord[];
}

export interface FormWord {
  /** "Not sent › Title", "Authors › Role": the field's label and the groups above it. */
  label: string;
  text: string;
}

/** What the pages drawn from the articles read, asked for only by those pages. */
export interface PreviewArticles {
  articles: ReturnType<typeof sitePagesOf>;
  /** The bodies the page draws, as HTML, by "<kind>/<slug>". */
  bodies: Record<string, string>;
  /** Why the edited article cannot be drawn, in the build's words. */
  problems: string[];
}

/** The schema of an object's `key`, or a list's items (any choice that has it). */
function partOf(schema: JsonSchema | undefined, key: string | number): JsonSchema | undefined {
  if (!schema) return undefined;
  for (const option of schema.anyOf ?? schema.oneOf ?? []) {
    const found = partOf(option, key);
    if (found) return found;
  }
  if (typeof key === "number") return schema.items;
  return (
    schema.properties?.[key] ??
    (typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined)
  );
}

/** "notSent.steps[1]" -> "Not sent › Steps 2", by the labels the editor's form shows. */
export function fieldLabel(schema: JsonSchema, field: string): string {
  const labels: string[] = [];
  let at: JsonSchema | undefined = schema;
  for (const [, key, index] of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (index !== undefined) {
      at = partOf(at, Number(index));
      labels[labels.length - 1] = `${labels.at(-1) ?? ""} ${Number(index) + 1}`;
    } else if (key !== undefined) {
      const part = partOf(at, key);
      labels.push(labelOf(key, part));
      at = part;
    }
  }
  return labels.join(" › ");
}

/** The word lists of the spell check are no page's words: their forms list none. */
const listsNoWords = (file: string) => file.startsWith("content/spelling/");

/** The lists articles name their authors and tags from (registry.ts). */
const AUTHORS = "content/articles/authors.json";
const TAGS = "content/articles/tags.json";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

export function createPreviewState(root: string) {
  const read = (file: string) => readFileSync(path.join(root, file), "utf8");
  const schemas = new Map<string, JsonSchema>();
  const schemaOf = (key: string, schema: ContentFile["schema"]) => {
    if (!schemas.has(key)) schemas.set(key, jsonSchemaOf(schema));
    return schemas.get(key) as JsonSchema;
  };
  const optional = (file: string) => {
    try {
      return JSON.parse(read(file)) as unknown;
    } catch {
      return undefined;
    }
  };

  /** The facts {{references}} name, in `locale`, from `english` files and `words` (validate.ts readFacts). */
  function factsOf(english: Map<string, unknown>, words: Map<string, unknown>, locale: LocaleCode) {
    const facts: Record<string, unknown> = {};
    for (const [name, source] of Object.entries(factSources)) {
      let data = english.get(source.path);
      const localized = words.get(source.path);
      if (locale !== "en" && localized !== undefined) data = translated(data, localized);
      facts[name] = writtenIn(source.select(data as never), locale);
    }
    return facts;
  }

  // The articles: the stored ones built once per change of the folder, the edited one apart.
  let highlighter: ReturnType<typeof createCodeHighlighter> | undefined;
  let stored: { key: string; collection: Promise<ArticleCollection> } | undefined;
  const kinds = articleCollections.map((kind) => kind.name) as ArticleKind[];
  const sourcesNow = () =>
    Object.fromEntries(kinds.map((kind) => [kind, readKind(root, kind)])) as Record<
      ArticleKind,
      SourceFile[]
    >;
  const folderKey = () =>
    kinds
      .flatMap((kind) => {
        const folder = path.join(root, ARTICLES_DIR, kind);
        return readdirSync(folder).map(
          (name) => `${name}:${statSync(path.join(folder, name)).mtimeMs}`,
        );
      })
      .join("|");

  async function articlesWith(edited: SourceFile | undefined, kind: ArticleKind | undefined) {
    highlighter ??= createCodeHighlighter();
    const sources = sourcesNow();
    if (!edited || !kind) {
      const key = folderKey();
      if (stored?.key !== key)
        stored = { key, collection: buildCollection(sources, await highlighter) };
      return stored.collection;
    }
    sources[kind] = [...sources[kind].filter((source) => source.file !== edited.file), edited];
    return buildCollection(sources, await highlighter);
  }

  /** The article being edited as its file would read, and its kind. */
  function editedArticle(request: PreviewRequest) {
    // A new article's form names its folder until it is saved.
    const kind = articleCollections.find(
      (collection) =>
        request.file === `${ARTICLES_DIR}/${collection.name}` ||
        request.file?.startsWith(`${ARTICLES_DIR}/${collection.name}/`),
    );
    if (!kind || !isRecord(request.data)) return undefined;
    const { body, ...values } = request.data;
    const frontMatter = coerce(values, schemaOf(`article:${kind.name}`, kind.schema)) as Record<
      string,
      unknown
    >;
    // A draft is drawn too: the preview is where it is read before it is published.
    delete frontMatter.draft;
    const title = typeof frontMatter.title === "string" ? frontMatter.title : "";
    const named = request.file?.endsWith(".md")
      ? request.file
      : `${ARTICLES_DIR}/${kind.name}/${slugOf(title) || "new-article"}.md`;
    const source = `---\n${stringify(frontMatter)}---\n${typeof body === "string" ? body : ""}\n`;
    return { kind: kind.name as ArticleKind, source: { file: named, source } };
  }

  /** The page to draw: an article's own page (the changelog for an entry), else the form's. */
  function pageOf(request: PreviewRequest) {
    const article = editedArticle(request);
    if (!article) return request.page ?? "/";
    const slug = path.posix.basename(article.source.file, ".md");
    return article.kind === "changelog" ? changelogPath : articlePath(article.kind, slug);
  }

  function previewState(request: PreviewRequest): PreviewState {
    const locale = (locales.find((entry) => entry.code === request.locale)?.code ??
      "en") as LocaleCode;
    const english = new Map<string, unknown>();
    const words = new Map<string, unknown>();
    for (const file of contentFiles as readonly ContentFile[]) {
      english.set(file.path, optional(file.path));
      if (locale !== "en") {
        const localized = optional(translationPath(file.path, locale));
        if (localized !== undefined) words.set(file.path, localized);
      }
    }
    const edited = request.file ? contentFileAt(request.file) : undefined;
    if (edited && request.data !== undefined)
      english.set(edited.path, coerce(request.data, schemaOf(edited.path, edited.schema)));
    if (request.english && request.words !== undefined && contentFileAt(request.english))
      words.set(request.english, request.words);

    const englishFacts = factsOf(english, words, "en");
    const localeFacts = locale === "en" ? englishFacts : factsOf(english, words, locale);
    const files: PreviewState["files"] = {};
    for (const [file, data] of english) {
      const problems: string[] = [];
      const filled = fillReferences(file, data, englishFacts, problems);
      const localized = words.get(file);
      files[file] =
        localized === undefined
          ? { data: filled }
          : {
              data: filled,
              words: wordsAndFactsOf(
                data,
                fillReferences(file, translated(data, localized), localeFacts, problems),
              ),
            };
    }
    return { page: pageOf(request), files, formWords: formWordsOf(request, files) };
  }

  /** The edited form's words as they will read, each with its label (PreviewState.formWords). */
  function formWordsOf(request: PreviewRequest, files: PreviewState["files"]): FormWord[] {
    const article = articleCollections.find(
      (kind) =>
        request.file === `${ARTICLES_DIR}/${kind.name}` ||
        request.file?.startsWith(`${ARTICLES_DIR}/${kind.name}/`),
    );
    let schema: JsonSchema | undefined;
    let data: unknown;
    if (article && isRecord(request.data)) {
      // The front matter: the text itself is the page.
      schema = schemaOf(`article:${article.name}`, article.schema);
      const { body: _body, ...frontMatter } = request.data;
      data = frontMatter;
    } else {
      const file = request.english ?? request.file;
      const edited = file ? contentFileAt(file) : undefined;
      if (!edited || listsNoWords(edited.path)) return [];
      schema = schemaOf(edited.path, edited.schema);
      const entry = files[edited.path];
      data = request.english ? (entry?.words ?? entry?.data) : entry?.data;
    }
    return visitorTexts(data, schema).map(({ field, text }) => ({
      label: fieldLabel(schema, field),
      text,
    }));
  }

  async function previewArticles(request: PreviewRequest): Promise<PreviewArticles> {
    const article = editedArticle(request);
    const page = pageOf(request);
    const problems: string[] = [];
    let collection: ArticleCollection;
    try {
      collection = await articlesWith(article?.source, article?.kind);
    } catch (error) {
      problems.push(...((error as { problems?: string[] }).problems ?? [(error as Error).message]));
      collection = await articlesWith(undefined, undefined);
    }
    const bodies: Record<string, string> = {};
    for (const kind of kinds)
      for (const entry of collection[kind])
        if (entry.path === page || (kind === "changelog" && page === changelogPath))
          bodies[`${kind}/${entry.slug}`] = entry.html;
    return { articles: withListsTyped(sitePagesOf(collection), request), bodies, problems };
  }

  /**
   * The articles' pages with the authors' or the tags' form's values in place of the saved
   * ones: the articles are built with the saved lists (an article names its author and tags
   * by the saved name and slug), so each item typed stands for the saved item at its place.
   */
  function withListsTyped<T>(pages: T, request: PreviewRequest): T {
    if (!isRecord(request.data)) return pages;
    const typedList = (key: string) =>
      Array.isArray(request.data?.[key as never])
        ? (request.data?.[key as never] as unknown[])
        : [];
    const savedList = (file: string, key: string) =>
      ((optional(file) as Record<string, unknown[]> | undefined)?.[key] ?? []) as Record<
        string,
        unknown
      >[];
    const authors = new Map<string, Record<string, unknown>>();
    const tags = new Map<string, Record<string, unknown>>();
    if (request.file === AUTHORS)
      savedList(AUTHORS, "authors").forEach((saved, index) => {
        const typed = typedList("authors")[index];
        if (isRecord(typed)) authors.set(String(saved.name), typed);
      });
    if (request.file === TAGS)
      savedList(TAGS, "tags").forEach((saved, index) => {
        const typed = typedList("tags")[index];
        if (isRecord(typed)) tags.set(String(saved.slug), typed);
      });
    if (!authors.size && !tags.size) return pages;
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      if (!isRecord(value)) return;
      const author = typeof value.author === "string" ? authors.get(value.author) : undefined;
      if (author) {
        if (typeof author.name === "string") value.author = author.name;
        if (typeof author.role === "string" && "authorRole" in value)
          value.authorRole = author.role;
      }
      // A tag: its slug and label (an article has a title too).
      const tag =
        typeof value.slug === "string" && "label" in value && !("title" in value)
          ? tags.get(value.slug)
          : undefined;
      if (tag) {
        if (typeof tag.label === "string") value.label = tag.label;
        if (typeof tag.description === "string" && "description" in value)
          value.description = tag.description;
      }
      Object.values(value).forEach(walk);
    };
    const copy = structuredClone(pages);
    walk(copy);
    return copy;
  }

  return { previewState, previewArticles };
}

/** "Quarterly planning, on one board" -> "quarterly-planning-on-one-board", as Decap names a new file. */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
