import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArticleFile, readKind } from "../../pipeline/articles/collection.ts";
import { readContent, readWords } from "../../pipeline/content/validate.ts";

/**
 * What the pages show, read as the build reads it, for the browser tests: a content file
 * checked and with its {{references}} filled (pipeline/content/validate.ts), a language's
 * words over it, and the articles' front matter (pipeline/articles). A test that checks what
 * a page says takes the words from here, so an editor's change to them keeps it green.
 */
// biome-ignore lint/suspicious/noExplicitAny: content files of every shape, read as the page reads them
type Json = any;

const root = process.cwd();

/** content/<file>, filled: `siteContent("pages/home.json").hero.title`. */
export const siteContent = (file: string): Json => readContent(root, `content/${file}`);

/** The words of content/<file> in `locale`, filled, over the English file's shape. */
export function localizedContent(file: string, locale: string): Json {
  const english = siteContent(file);
  const words = readWords(root, `content/translations/${locale}/${file}`);
  const over = (base: Json, top: Json): Json => {
    if (top === undefined || top === null) return base;
    if (Array.isArray(base)) return base.map((item, i) => over(item, top[i]));
    if (base && typeof base === "object")
      return Object.fromEntries(Object.entries(base).map(([k, v]) => [k, over(v, top[k])]));
    return top;
  };
  return over(english, words);
}

/** The raw JSON of content/<file>, {{references}} and all: what an editor sees in the file. */
export const rawContent = (file: string): Json =>
  JSON.parse(readFileSync(path.join(root, "content", file), "utf8"));

export interface ArticleFront {
  slug: string;
  title: string;
  description: string;
  date: string;
  author: string;
  tags: string[];
  difficulty?: string;
}

/**
 * The published articles of a kind, as the lists order them: blog posts and changelog entries
 * newest first, guides from Beginner to Advanced.
 */
export function articlesOf(kind: "blog" | "guides" | "changelog"): ArticleFront[] {
  const levels = ["Beginner", "Intermediate", "Advanced"];
  const found = readKind(root, kind).flatMap((source) => {
    const parsed = parseArticleFile(kind, source);
    if (!("frontMatter" in parsed) || !parsed.frontMatter || parsed.frontMatter.draft) return [];
    return [{ ...(parsed.frontMatter as Omit<ArticleFront, "slug">), slug: parsed.slug as string }];
  });
  return found.sort((a, b) =>
    kind === "guides"
      ? levels.indexOf(a.difficulty ?? "") - levels.indexOf(b.difficulty ?? "") ||
        a.date.localeCompare(b.date) ||
        a.slug.localeCompare(b.slug)
      : b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  );
}

/**
 * An interface message as English shows it (messages/en.json, compiled by Paraglide): the
 * code's words, read from their one file rather than typed again.
 */
export function englishMessage(key: string): string {
  const messages = JSON.parse(readFileSync(path.join(root, "messages/en.json"), "utf8"));
  const message = messages[key];
  if (typeof message !== "string") throw new Error(`messages/en.json has no message ${key}`);
  return message;
}
