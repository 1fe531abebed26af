// Reads the articles under content/articles at build time: blog/, guides/ and
// changelog/, one Markdown file each, with YAML front matter checked by the schemas in
// app/content/article-front-matter.ts. Any problem in any file fails the build with a list
// naming the file and the field.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import {
  articleTranslationFrontMatterSchema,
  blogFrontMatterSchema,
  changelogFrontMatterSchema,
  guideFrontMatterSchema,
} from "../../app/content/article-front-matter.ts";
import { articleTag } from "../../app/content/article-tags.ts";
import type {
  ArticleKind,
  BlogPostSummary,
  ChangelogEntrySummary,
  FullArticle,
  GuideSummary,
} from "../../app/content/article-types";
import { authorRole } from "../../app/content/authors.ts";
import { type LocaleCode, pathInLocale, prefixedLocales } from "../../app/lib/locales.js";
import { articlePath, changelogPath } from "../../app/lib/page-table.js";
import { type CodeHighlighter, createCodeHighlighter } from "./highlight.ts";
import { renderMarkdown } from "./markdown.ts";
import { linksInLanguage, markdownLinkProblems } from "./markdown-links.ts";

export const ARTICLES_DIR = "content/articles";
export const WORDS_PER_MINUTE = 220;

/** Where each kind of article lives and is read. */
export const articleKinds = {
  blog: { folder: "blog", pathOf: (slug: string) => articlePath("blog", slug) },
  guides: { folder: "guides", pathOf: (slug: string) => articlePath("guides", slug) },
  changelog: { folder: "changelog", pathOf: (slug: string) => `${changelogPath}#${slug}` },
} as const satisfies Record<ArticleKind, { folder: string; pathOf: (slug: string) => string }>;

export const tagPath = (tag: string) => articlePath("blog-tag", tag);

/** The Open Graph image of an article, rendered by the articles plugin at build. */
export const socialImagePath = (kind: ArticleKind, slug: string) =>
  kind === "changelog" ? "/og/changelog.png" : `/og/${kind}/${slug}.png`;

export interface ArticleCollection {
  blog: FullArticle<BlogPostSummary>[];
  guides: FullArticle<GuideSummary>[];
  changelog: FullArticle<ChangelogEntrySummary>[];
  /** Each other language's translated posts and guides, in the English lists' order. */
  translated: Partial<Record<LocaleCode, TranslatedArticles>>;
}

export interface TranslatedArticles {
  blog: FullArticle<BlogPostSummary>[];
  guides: FullArticle<GuideSummary>[];
}

/** The kinds an article page shows, which a language may translate (not the changelog). */
export const translatableKinds = ["blog", "guides"] as const;
export type TranslatableKind = (typeof translatableKinds)[number];

/** Where a language's translated articles of a kind live (docs/decisions/048). */
export const translationFolder = (locale: LocaleCode, kind: TranslatableKind) =>
  path.posix.join("content/translations", locale, "articles", articleKinds[kind].folder);

/** Translated articles, by language and kind, as `buildCollection` reads them. */
export type TranslationSources = Partial<
  Record<LocaleCode, Partial<Record<TranslatableKind, SourceFile[]>>>
>;

/** Slugs that would collide with another route under the same path. */
const reservedSlugs = new Set(["tags", "rss", "atom", "feed"]);
const difficultyOrder = { Beginner: 0, Intermediate: 1, Advanced: 2 } as const;

export class ArticleError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Articles have ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  }
}

/** Front matter between the first two `---` lines, and the Markdown after them. */
export function splitFrontMatter(source: string): { data: unknown; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return null;
  return { data: parseYaml(match[1] ?? ""), body: match[2] ?? "" };
}

/** One line per zod issue: "the field "date": Invalid ISO date". */
function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join(".") : "(front matter)";
    return `field "${field}": ${issue.message}`;
  });
}

export interface SourceFile {
  /** Shown in errors, relative to the project: content/articles/blog/x.md. */
  file: string;
  source: string;
}

/** The Markdown files of a folder of the project, in file-name order. */
function readFolder(root: string, folder: string): SourceFile[] {
  const dir = path.join(root, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => ({
      file: path.posix.join(folder, name),
      source: readFileSync(path.join(dir, name), "utf8"),
    }));
}

/** The Markdown files of one kind, in file-name order. */
export function readKind(root: string, kind: ArticleKind): SourceFile[] {
  return readFolder(root, path.posix.join(ARTICLES_DIR, articleKinds[kind].folder));
}

/** Every language's translated articles that exist under content/translations. */
export function readTranslations(root: string): TranslationSources {
  const sources: TranslationSources = {};
  for (const { code } of prefixedLocales)
    for (const kind of translatableKinds) {
      const folder = translationFolder(code, kind);
      if (!existsSync(path.join(root, folder))) continue;
      const files = readFolder(root, folder);
      if (files.length) sources[code] = { ...sources[code], [kind]: files };
    }
  return sources;
}

const schemas = {
  blog: blogFrontMatterSchema,
  guides: guideFrontMatterSchema,
  changelog: changelogFrontMatterSchema,
} as const;

/** The checked front matter and slug of a file, or the problems with it. */
export function parseArticleFile(kind: ArticleKind, { file, source }: SourceFile) {
  const slug = path.posix.basename(file, ".md");
  const problems: string[] = [];
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    problems.push(`${file}: the file name must be lowercase words joined by hyphens`);
  if (reservedSlugs.has(slug)) problems.push(`${file}: "${slug}" is reserved for another page`);
  const split = splitFrontMatter(source);
  if (!split) {
    problems.push(`${file}: no front matter (a block between two --- lines at the top)`);
    return { problems };
  }
  const parsed = schemas[kind].safeParse(split.data ?? {});
  if (!parsed.success)
    problems.push(...describeIssues(parsed.error).map((issue) => `${file}: ${issue}`));
  for (const problem of markdownLinkProblems(split.body))
    problems.push(`${file}: field "body": ${problem}`);
  if (problems.length || !parsed.success) return { problems };
  return { problems, slug, frontMatter: parsed.data, body: split.body };
}

type ParsedFile = ReturnType<typeof parseArticleFile>;

/** A picture's width and height from its file under public/, so the page reserves its room. */
function pictureSize(src: string): { width: number; height: number } {
  const { width, height } = imageSize(readFileSync(path.join(process.cwd(), "public", src)));
  return { width, height };
}

/**
 * Every article from `sources` (by kind), rendered to HTML. Blog posts and changelog
 * entries are newest first; guides go from Beginner to Advanced, oldest first within a level.
 */
export async function buildCollection(
  sources: Record<ArticleKind, SourceFile[]> & { translations?: TranslationSources },
  // The editor's preview builds the articles again at each change: it keeps one highlighter.
  given?: CodeHighlighter,
): Promise<ArticleCollection> {
  const highlighter = given ?? (await createCodeHighlighter());
  const problems: string[] = [];
  const translations = sources.translations ?? {};
  const translatedInto = (kind: ArticleKind, slug: string): LocaleCode[] =>
    prefixedLocales
      .map((locale) => locale.code)
      .filter((code) =>
        (translations[code]?.[kind as TranslatableKind] ?? []).some(
          (file) => path.posix.basename(file.file, ".md") === slug,
        ),
      );
  const render = (kind: ArticleKind) =>
    sources[kind].flatMap((source) => {
      const parsed: ParsedFile = parseArticleFile(kind, source);
      problems.push(...parsed.problems);
      if (!("frontMatter" in parsed) || !parsed.frontMatter || parsed.frontMatter.draft) return [];
      const { slug, body } = parsed;
      const { draft: _draft, image, ...frontMatter } = parsed.frontMatter;
      try {
        const rendered = renderMarkdown(body, {
          highlighter,
          file: source.file,
          ...(kind === "changelog" ? { headingOffset: 1, idPrefix: `${slug}-` } : {}),
        });
        return [
          {
            ...frontMatter,
            kind,
            slug,
            lang: "en",
            translations: translatedInto(kind, slug),
            path: articleKinds[kind].pathOf(slug),
            words: rendered.words,
            readingMinutes: Math.max(1, Math.ceil(rendered.words / WORDS_PER_MINUTE)),
            authorRole: authorRole(frontMatter.author),
            topics: frontMatter.tags.map((tag) => ({
              slug: tag,
              label: articleTag(tag).label,
              path: tagPath(tag),
            })),
            socialImage: socialImagePath(kind, slug),
            ...(image ? { image: { ...image, ...pictureSize(image.src) } } : {}),
            html: rendered.html,
            toc: rendered.toc,
          },
        ];
      } catch (error) {
        // marked appends a plea to report parser bugs; ours are problems in the article.
        problems.push((error as Error).message.replace(/\nPlease report this to .*$/s, ""));
        return [];
      }
    });
  const newestFirst = (a: { date: string; slug: string }, b: { date: string; slug: string }) =>
    b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
  const blog = (render("blog") as FullArticle<BlogPostSummary>[]).sort(newestFirst);
  const guides = (render("guides") as FullArticle<GuideSummary>[]).sort(
    (a, b) =>
      difficultyOrder[a.difficulty] - difficultyOrder[b.difficulty] ||
      a.date.localeCompare(b.date) ||
      a.slug.localeCompare(b.slug),
  );
  const changelog = (render("changelog") as FullArticle<ChangelogEntrySummary>[]).sort(newestFirst);
  const translated: ArticleCollection["translated"] = {};
  for (const [code, kinds] of Object.entries(translations) as [
    LocaleCode,
    TranslationSources[LocaleCode],
  ][])
    translated[code] = {
      blog: translate(code, blog, kinds?.blog ?? [], highlighter, problems),
      guides: translate(code, guides, kinds?.guides ?? [], highlighter, problems),
    };
  if (problems.length) throw new ArticleError(problems);
  return { blog, guides, changelog, translated };
}

/**
 * Where a translated article sits, from its path: content/translations/de/articles/blog/x.md
 * is the German of the blog post x. Undefined for any other path.
 */
export function articleTranslationAt(
  file: string,
): { locale: LocaleCode; kind: TranslatableKind; slug: string } | undefined {
  for (const { code } of prefixedLocales)
    for (const kind of translatableKinds) {
      const folder = `${translationFolder(code, kind)}/`;
      if (!file.startsWith(folder) || !file.endsWith(".md")) continue;
      const slug = file.slice(folder.length, -".md".length);
      if (!slug.includes("/")) return { locale: code, kind, slug };
    }
  return undefined;
}

/**
 * What the build would refuse in one translated article, as it words it (`translate`): a
 * translation of no published English article, front matter beyond the words (title,
 * description, socialTitle), a link that is no page of the site. For the editor's save.
 */
export function articleTranslationProblems(root: string, { file, source }: SourceFile): string[] {
  const at = articleTranslationAt(file);
  if (!at)
    return [
      `${file}: is not a translated article (content/translations/<language>/articles/<blog or guides>/<slug>.md)`,
    ];
  const englishFile = path.posix.join(ARTICLES_DIR, articleKinds[at.kind].folder, `${at.slug}.md`);
  const english = existsSync(path.join(root, englishFile))
    ? parseArticleFile(at.kind, {
        file: englishFile,
        source: readFileSync(path.join(root, englishFile), "utf8"),
      })
    : undefined;
  if (!english || !("frontMatter" in english) || !english.frontMatter || english.frontMatter.draft)
    return [`${file}: translates no published article (no ${at.slug}.md in its kind)`];
  const split = splitFrontMatter(source);
  if (!split) return [`${file}: no front matter (a block between two --- lines at the top)`];
  const problems: string[] = [];
  const parsed = articleTranslationFrontMatterSchema.safeParse(split.data ?? {});
  if (!parsed.success)
    problems.push(...describeIssues(parsed.error).map((issue) => `${file}: ${issue}`));
  for (const problem of markdownLinkProblems(split.body))
    problems.push(`${file}: field "body": ${problem}`);
  return problems;
}

/**
 * The translations of `english` into `locale` from `files`, in the English list's order: the
 * translation's words (title, description, body) over the English article's facts, at its
 * path under the language's prefix. A translation of no published English article, or
 * with a problem in its front matter or body, adds to `problems`.
 */
function translate<S extends BlogPostSummary | GuideSummary>(
  locale: LocaleCode,
  english: FullArticle<S>[],
  files: SourceFile[],
  highlighter: CodeHighlighter,
  problems: string[],
): FullArticle<S>[] {
  const bySlug = new Map<string, FullArticle<S>>();
  for (const source of files) {
    const slug = path.posix.basename(source.file, ".md");
    const original = english.find((article) => article.slug === slug);
    if (!original) {
      problems.push(`${source.file}: translates no published article (no ${slug}.md in its kind)`);
      continue;
    }
    const split = splitFrontMatter(source.source);
    if (!split) {
      problems.push(`${source.file}: no front matter (a block between two --- lines at the top)`);
      continue;
    }
    const parsed = articleTranslationFrontMatterSchema.safeParse(split.data ?? {});
    if (!parsed.success) {
      problems.push(...describeIssues(parsed.error).map((issue) => `${source.file}: ${issue}`));
      continue;
    }
    const linkProblems = markdownLinkProblems(split.body);
    if (linkProblems.length) {
      problems.push(...linkProblems.map((problem) => `${source.file}: field "body": ${problem}`));
      continue;
    }
    try {
      const rendered = renderMarkdown(split.body, { highlighter, file: source.file });
      // The translation's links to the site's pages and articles stay in its language.
      rendered.html = linksInLanguage(rendered.html, locale);
      const { socialTitle: _socialTitle, ...words } = original;
      bySlug.set(slug, {
        ...words,
        ...parsed.data,
        lang: locale,
        path: pathInLocale(original.path, locale),
        words: rendered.words,
        readingMinutes: Math.max(1, Math.ceil(rendered.words / WORDS_PER_MINUTE)),
        html: rendered.html,
        toc: rendered.toc,
      } as FullArticle<S>);
    } catch (error) {
      problems.push((error as Error).message.replace(/\nPlease report this to .*$/s, ""));
    }
  }
  return english.flatMap((article) => bySlug.get(article.slug) ?? []);
}

/** The articles of the project at `root` (the folder holding app/). */
export function loadArticles(root: string): Promise<ArticleCollection> {
  return buildCollection({
    blog: readKind(root, "blog"),
    guides: readKind(root, "guides"),
    changelog: readKind(root, "changelog"),
    translations: readTranslations(root),
  });
}

/**
 * The pages the articles add, for the prerender list: each blog post and guide, and a tag
 * page for every tag in use, in every language. Front matter only, so it is quick and needs no highlighter.
 */
export function articlePagePaths(root: string): string[] {
  const paths: string[] = [];
  const tags = new Set<string>();
  const problems: string[] = [];
  for (const kind of ["blog", "guides", "changelog"] as const) {
    for (const source of readKind(root, kind)) {
      const parsed = parseArticleFile(kind, source);
      problems.push(...parsed.problems);
      if (!("frontMatter" in parsed) || !parsed.frontMatter || !parsed.slug) continue;
      if (parsed.frontMatter.draft) continue;
      for (const tag of parsed.frontMatter.tags) tags.add(tag);
      if (kind !== "changelog") paths.push(articleKinds[kind].pathOf(parsed.slug));
    }
  }
  if (problems.length) throw new ArticleError(problems);
  // Every language has every article: its translation, or the English one inside its page.
  const english = [...paths, ...[...tags].map(tagPath)];
  return [
    ...english,
    ...prefixedLocales.flatMap((locale) => english.map((page) => pathInLocale(page, locale.code))),
  ].sort();
}
