// Decap CMS's proxy-backend protocol (the actions decap-server answers), served over the
// working tree by the editor, with three differences that keep what an editor types safe:
// - a save is checked by the build's own rules (readContent, parseArticleFile) before it is
//   written, and refused with 422 and the problems, each "file: field: rule";
// - a save names the version of each file it started from (the editor page adds it), and is
//   refused with 409 when the file changed since, so two tabs never overwrite each other;
// - what is written keeps the file's own form (keep-form.ts), so `git diff` shows the edit.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { articleTranslationFrontMatterSchema } from "../../app/content/article-front-matter.ts";
import type { ArticleKind } from "../../app/content/article-types";
import { type ContentFile, contentFileAt } from "../../app/content/registry.ts";
import {
  articleTranslationAt,
  articleTranslationProblems,
  parseArticleFile,
} from "../../pipeline/articles/collection.ts";
import {
  articleCollections,
  articlesFolder,
  mediaFolder,
  TRANSLATES_FIELD,
} from "../../pipeline/content/editor-config.ts";
import { type JsonSchema, jsonSchemaOf } from "../../pipeline/content/editor-fields.ts";
import { TRANSLATED_LOCALES, wordsOf } from "../../pipeline/content/translations.mjs";
import { parseJsonFile, UnreadableFile } from "../../pipeline/content/unreadable.mjs";
import {
  ContentError,
  englishOfWords,
  localeOfWords,
  readContent,
  wordsProblems,
} from "../../pipeline/content/validate.ts";
import { checkImage, confined, EditorRequestError, idOf } from "./files.ts";
import { articleText, coerce, inOrderOf, jsonText, splitArticle } from "./keep-form.ts";
import { refusalOf } from "./problems.ts";
import { unreadableIn } from "./readable.ts";
import { recordOfSave, sourcesAfterSave, takeStillCurrent } from "./translation-records.ts";

export const CONFLICT_MESSAGE =
  "This file was changed elsewhere since you opened it: copy your changes, reload and apply them again";

const editable = ["content", mediaFolder] as const;
const articleKindOf = (file: string): ArticleKind | undefined =>
  articleCollections.find((kind) => file.startsWith(`${articlesFolder}/${kind.name}/`))?.name;

type Params = Record<string, unknown>;

/** A save the build's rules refuse: the file, and each problem as the build words it. */
class SaveRefused extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(problems.join("\n"));
  }
}

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.trim() === "") ||
  (typeof value === "object" && Object.values(value).every(isEmpty));

/**
 * A translation as the form sends it, with null where the English has nothing to translate
 * (a list's sentence filled from a fact), when the form left it empty ("" or an empty item).
 * Anything typed there is kept, for the check to refuse with its reason.
 */
function emptyAsNothing(sent: unknown, expected: unknown): unknown {
  if (expected === null) return isEmpty(sent) ? null : sent;
  if (Array.isArray(expected) && Array.isArray(sent))
    return sent.map((item, index) => emptyAsNothing(item, expected[index]));
  if (expected && typeof expected === "object" && sent && typeof sent === "object")
    return Object.fromEntries(
      Object.entries(sent).map(([key, value]) => [
        key,
        emptyAsNothing(value, (expected as Record<string, unknown>)[key]),
      ]),
    );
  return sent;
}
interface DataFile {
  path: string;
  raw: string;
  newPath?: string;
}

function text(params: Params, key: string): string {
  const value = params[key];
  if (typeof value !== "string") throw new EditorRequestError(400, `${key} must be a text`);
  return value;
}
function list(params: Params, key: string): unknown[] {
  const value = params[key];
  if (!Array.isArray(value)) throw new EditorRequestError(400, `${key} must be a list`);
  return value;
}

export function createEditorBackend(root: string) {
  const schemas = new Map<string, JsonSchema>();
  const jsonSchemaFor = (entry: ContentFile) => {
    if (!schemas.has(entry.path)) schemas.set(entry.path, jsonSchemaOf(entry.schema));
    return schemas.get(entry.path) as JsonSchema;
  };
  const where = (relative: unknown, folders: readonly string[] = editable) =>
    confined(root, relative, folders);

  function entry(relative: string, label?: string) {
    const absolute = where(relative);
    if (!existsSync(absolute)) return { data: null, file: { path: relative, label, id: null } };
    const bytes = readFileSync(absolute);
    return {
      data: withOriginalNamed(relative, bytes.toString("utf8")),
      file: { path: relative, label, id: idOf(bytes) },
    };
  }

  /**
   * A translated article as its form opens it: with the English original it translates,
   * which its file name says (the file holds only its words; a save takes the field off).
   */
  function withOriginalNamed(relative: string, text: string): string {
    const at = articleTranslationAt(relative);
    if (!at || !/^---\r?\n/.test(text)) return text;
    return text.replace(/^---\r?\n/, `---\n${TRANSLATES_FIELD}: ${at.slug}\n`);
  }

  /**
   * A translated article's new text: its words (title, summary, text) under its front matter,
   * refused with every problem the build would find, and when its English original is not
   * the one its file translates.
   */
  function checkedArticleTranslation(
    file: DataFile,
    before: string | undefined,
    slug: string,
  ): string {
    const article = splitArticle(file.raw);
    if (!article) throw new ContentError([`${file.path}: has no front matter`]);
    const { [TRANSLATES_FIELD]: original, ...words } = article.data;
    if (original !== undefined && original !== slug)
      throw new ContentError([
        `${file.path}: field "${TRANSLATES_FIELD}": this file translates ${slug}, not ${String(original)}: create a new translation for another article`,
      ]);
    const data = coerce(words, jsonSchemaOf(articleTranslationFrontMatterSchema)) as Record<
      string,
      unknown
    >;
    const next = articleText({ data, body: article.body }, before);
    const problems = articleTranslationProblems(root, { file: file.path, source: next });
    if (problems.length) throw new ContentError(problems);
    return next;
  }

  /**
   * An entry to open in its form. A file that cannot be read is refused with where it breaks
   * (its form shows that, and no empty form a save would write over the file with).
   */
  function readableEntry(relative: string) {
    const found = entry(relative);
    const unreadable = found.data === null ? undefined : unreadableIn(relative, found.data);
    if (unreadable) {
      console.error(`The editor cannot open ${unreadable.message}`);
      throw new EditorRequestError(
        422,
        `${unreadable.message}. Correct the file in a text editor (or ask a developer); every other entry can still be edited here.`,
      );
    }
    return found;
  }

  /**
   * An entry of a list: a file that cannot be read is listed under a title saying so (its
   * form, when opened, says where), so one broken file never hides or breaks the others.
   */
  function listedEntry(relative: string, label?: string) {
    const found = entry(relative, label);
    const unreadable = found.data === null ? undefined : unreadableIn(relative, found.data);
    if (!unreadable) return found;
    console.error(`The editor lists, but cannot read, ${unreadable.message}`);
    const title = JSON.stringify(`Cannot be read: line ${unreadable.line ?? 1} of ${relative}`);
    return { ...found, data: relative.endsWith(".md") ? `---\ntitle: ${title}\n---\n` : "{}" };
  }

  function mediaFile(relative: string) {
    const bytes = readFileSync(where(relative, [mediaFolder]));
    return {
      id: idOf(bytes),
      content: bytes.toString("base64"),
      encoding: "base64",
      path: relative,
      name: path.posix.basename(relative),
    };
  }

  /**
   * A translation's new text: its words only, in the order of the file as it was (or of the
   * English file), refused with every problem the build would find.
   */
  function checkedWords(
    file: DataFile,
    locale: string,
    before: string | undefined,
    stillCurrent: boolean,
  ): string {
    let data: unknown;
    try {
      data = JSON.parse(file.raw);
    } catch (error) {
      throw new ContentError([`${file.path}: is not valid JSON: ${(error as Error).message}`]);
    }
    const englishFile = englishOfWords(file.path, locale);
    if (!(TRANSLATED_LOCALES as string[]).includes(locale) || !contentFileAt(englishFile))
      throw new EditorRequestError(403, `${file.path} is not the words of a content file`);
    const expected = wordsOf(parseJsonFile(englishFile, readFileSync(where(englishFile), "utf8")));
    const next = jsonText(
      inOrderOf(emptyAsNothing(data, expected), before ? JSON.parse(before) : expected),
    );
    const sources = sourcesAfterSave(root, file.path, before, next, stillCurrent);
    const problems = wordsProblems(root, file.path, next, sources);
    if (problems.length) throw new ContentError(problems);
    return next;
  }

  /** The file's new text, or a ContentError naming every problem. */
  function checkedText(file: DataFile, before: string | undefined, stillCurrent = false): string {
    const translatedArticle = articleTranslationAt(file.path);
    if (translatedArticle) return checkedArticleTranslation(file, before, translatedArticle.slug);
    const locale = localeOfWords(file.path);
    if (locale) return checkedWords(file, locale, before, stillCurrent);
    const registered = contentFileAt(file.path);
    if (registered) {
      let data: unknown;
      try {
        data = JSON.parse(file.raw);
      } catch (error) {
        throw new ContentError([`${file.path}: is not valid JSON: ${(error as Error).message}`]);
      }
      const typed = coerce(data, jsonSchemaFor(registered));
      const ordered = before ? inOrderOf(typed, JSON.parse(before)) : typed;
      const next = jsonText(ordered);
      readContent(root, file.path, next);
      return next;
    }
    const kind = articleKindOf(file.path);
    if (!kind || !file.path.endsWith(".md"))
      throw new EditorRequestError(403, `${file.path} is not a content file the editor knows`);
    const article = splitArticle(file.raw);
    if (!article) throw new ContentError([`${file.path}: has no front matter`]);
    const schema = jsonSchemaOf(
      articleCollections.find((collection) => collection.name === kind)?.schema as never,
    );
    const data = coerce(article.data, schema) as Record<string, unknown>;
    const next = articleText({ data, body: article.body }, before);
    const { problems } = parseArticleFile(kind, { file: file.path, source: next });
    if (problems.length) throw new ContentError(problems);
    return next;
  }

  function persistEntry(params: Params) {
    const dataFiles = list(params, "dataFiles") as DataFile[];
    const expected = (params.expected ?? {}) as Record<string, string | null | undefined>;
    const assets = params.assets === undefined ? [] : list(params, "assets");
    const writes: [string, string | Buffer][] = [];
    // A picture uploaded with the entry is put in place first, so the entry's own check (a
    // cover picture must name a file under public/media/) sees it; if the entry is refused,
    // the pictures this save added are taken away again.
    const pictures = (assets as Params[]).map(checkedAsset);
    const added = pictures.filter(([absolute]) => !existsSync(absolute));
    for (const [absolute, bytes] of added) {
      mkdirSync(path.dirname(absolute), { recursive: true });
      writeFileSync(absolute, bytes);
    }
    let marksChanged: boolean;
    try {
      marksChanged = checkDataFiles(dataFiles, expected, writes);
    } catch (error) {
      for (const [absolute] of added) rmSync(absolute, { force: true });
      throw error;
    }
    for (const picture of pictures) if (!added.includes(picture)) writes.push(picture);
    for (const [absolute, content] of writes) {
      mkdirSync(path.dirname(absolute), { recursive: true });
      writeFileSync(absolute, content);
    }
    return {
      message: "entry persisted",
      marksChanged,
      ids: Object.fromEntries(dataFiles.map((file) => [file.path, entry(file.path).file.id])),
    };
  }

  /**
   * Checks each file of a save against the version it edits and its rules, queueing its
   * write; whether the save may change what the editor marks outdated.
   */
  function checkDataFiles(
    dataFiles: DataFile[],
    expected: Record<string, string | null | undefined>,
    writes: [string, string | Buffer][],
  ): boolean {
    let marksChanged = false;
    for (const file of dataFiles) {
      if (!file || typeof file !== "object")
        throw new EditorRequestError(400, "a file must be an object");
      text(file as unknown as Params, "raw");
      if (file.newPath !== undefined)
        throw new EditorRequestError(400, "renaming a file is not supported: create a new one");
      const absolute = where(file.path, ["content"]);
      const current = existsSync(absolute) ? readFileSync(absolute) : undefined;
      if (!(file.path in expected))
        throw new EditorRequestError(
          400,
          `${file.path}: the save does not say which version it edits`,
        );
      const currentId = current ? idOf(current) : null;
      if (currentId !== expected[file.path]) {
        if (expected[file.path] === null && articleKindOf(file.path))
          throw new EditorRequestError(
            409,
            "there is already an article at this address: change its title or slug",
          );
        if (expected[file.path] === null && articleTranslationAt(file.path))
          throw new EditorRequestError(
            409,
            "this article is translated into this language already: open its translation from the list",
          );
        throw new EditorRequestError(409, CONFLICT_MESSAGE);
      }
      const before = current?.toString("utf8");
      const { file: sent, stillCurrent } = takeStillCurrent(file);
      let next: string;
      try {
        next = checkedText(sent, before, stillCurrent);
      } catch (error) {
        if (error instanceof ContentError) throw new SaveRefused(file.path, error.problems);
        throw error;
      }
      writes.push([absolute, next]);
      const record = recordOfSave(root, file.path, before, next, stillCurrent);
      if (record.write) writes.push([where(record.write[0], ["content"]), record.write[1]]);
      marksChanged ||= record.marksChanged;
    }
    return marksChanged;
  }

  function checkedAsset(asset: Params): [string, Buffer] {
    if (!asset || typeof asset !== "object")
      throw new EditorRequestError(400, "asset must be an object");
    if (asset.encoding !== "base64") throw new EditorRequestError(400, "an image must be base64");
    const relative = text(asset, "path");
    const absolute = where(relative, [mediaFolder]);
    const bytes = Buffer.from(text(asset, "content"), "base64");
    checkImage(relative, bytes);
    return [absolute, bytes];
  }

  function listFolder(folder: string, extension: string, depth: number): string[] {
    const absolute = where(folder);
    if (!existsSync(absolute) || depth < 1) return [];
    return readdirSync(absolute, { withFileTypes: true })
      .flatMap((item) => {
        const relative = `${folder}/${item.name}`;
        if (item.isSymbolicLink()) return [];
        if (item.isDirectory()) return listFolder(relative, extension, depth - 1);
        return item.name.endsWith(extension) ? [relative] : [];
      })
      .sort();
  }

  function deleteFile(relative: unknown) {
    const absolute = where(relative, [articlesFolder, mediaFolder]);
    if (
      typeof relative === "string" &&
      relative.startsWith(articlesFolder) &&
      !articleKindOf(relative)
    )
      throw new EditorRequestError(403, `${relative} is not an article`);
    rmSync(absolute, { force: true });
  }

  const actions: Record<string, (params: Params) => unknown> = {
    info: () => ({ repo: path.basename(root), publish_modes: ["simple"], type: "local_fs" }),
    entriesByFolder: (params) => {
      const depth = typeof params.depth === "number" ? Math.min(params.depth, 4) : 1;
      return listFolder(text(params, "folder"), text(params, "extension"), depth).map((file) =>
        listedEntry(file),
      );
    },
    entriesByFiles: (params) =>
      list(params, "files").map((file) => {
        const { path: relative, label } = (file ?? {}) as Params;
        return listedEntry(relative as string, typeof label === "string" ? label : undefined);
      }),
    getEntry: (params) => readableEntry(text(params, "path")),
    persistEntry,
    getMedia: (params) =>
      listFolder(text(params, "mediaFolder"), "", 1)
        .filter((file) => file.startsWith(`${mediaFolder}/`))
        .map(mediaFile),
    getMediaFile: (params) => mediaFile(text(params, "path")),
    persistMedia: (params) => {
      const [absolute, bytes] = checkedAsset((params.asset ?? {}) as Params);
      mkdirSync(path.dirname(absolute), { recursive: true });
      writeFileSync(absolute, bytes);
      return mediaFile(text(params.asset as Params, "path"));
    },
    deleteFile: (params) => {
      deleteFile(params.path);
      return { message: `deleted file ${params.path}` };
    },
    deleteFiles: (params) => {
      for (const file of list(params, "paths")) deleteFile(file);
      return { message: "deleted files" };
    },
    getDeployPreview: () => null,
  };

  /** One request of the protocol: the status and the JSON to answer with. */
  return function handle(body: unknown): { status: number; json: unknown } {
    if (!body || typeof body !== "object" || Array.isArray(body))
      return { status: 400, json: { error: "the request must be a JSON object" } };
    const { action, params } = body as { action?: unknown; params?: unknown };
    const run = typeof action === "string" ? actions[action] : undefined;
    if (!run || !Object.hasOwn(actions, action as string))
      return { status: 422, json: { error: `Unknown action ${String(action).slice(0, 40)}` } };
    if (!params || typeof params !== "object" || Array.isArray(params))
      return { status: 400, json: { error: "params must be an object" } };
    try {
      return { status: 200, json: run(params as Params) };
    } catch (error) {
      // The form shows each problem at its field and the summary in its notice; the
      // problems as the build words them are kept for a developer and the tests.
      if (error instanceof SaveRefused) {
        const refusal = refusalOf(error.file, error.problems);
        return {
          status: 422,
          json: { error: refusal.summary, fields: refusal.fields, problems: error.problems },
        };
      }
      if (error instanceof ContentError)
        return {
          status: 422,
          json: { error: error.problems.join("\n"), problems: error.problems },
        };
      if (error instanceof EditorRequestError)
        return { status: error.status, json: { error: error.message } };
      if (error instanceof UnreadableFile) {
        console.error(`The editor cannot read ${error.message}`);
        return { status: 422, json: { error: error.message } };
      }
      throw error;
    }
  };
}
