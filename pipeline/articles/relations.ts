// What the build derives between articles: list summaries (no body), each page's
// previous/next and related articles, and what each tag page lists.
import { articleTag } from "../../app/content/article-tags.ts";
import type {
  ArticleLink,
  ArticlePageData,
  ArticleSummary,
  ArticleWithToc,
  BlogPostSummary,
  ChangelogEntrySummary,
  FullArticle,
  GuideSummary,
} from "../../app/content/article-types";
import type { ArticleTag } from "../../app/content/schemas";
import { type LocaleCode, prefixedLocales } from "../../app/lib/locales.js";
import type { ArticleCollection } from "./collection";
import { linksInLanguage } from "./markdown-links.ts";

export const RELATED_COUNT = 3;

export function summaryOf<S extends ArticleSummary>(article: FullArticle<S>): S {
  const { html: _html, toc: _toc, ...summary } = article;
  return summary as unknown as S;
}

/** The article without its body, which pages load from `virtual:article-bodies`. */
export function withoutBody<S extends ArticleSummary>(article: FullArticle<S>): ArticleWithToc<S> {
  const { html: _html, ...rest } = article;
  return rest as unknown as ArticleWithToc<S>;
}

export function linkTo(article: ArticleSummary): ArticleLink {
  return {
    title: article.title,
    path: article.path,
    description: article.description,
    date: article.date,
    lang: article.lang,
  };
}

const daysApart = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

/**
 * The articles of `list` most like `article`: most tags in common first, then the closest
 * in date, then by title. Always RELATED_COUNT when the list has that many others.
 */
export function relatedTo<S extends ArticleSummary>(article: S, list: readonly S[]): S[] {
  const shared = (other: S) => other.tags.filter((tag) => article.tags.includes(tag)).length;
  return list
    .filter((other) => other.slug !== article.slug)
    .map((other) => ({ other, shared: shared(other), days: daysApart(other.date, article.date) }))
    .sort(
      (a, b) =>
        b.shared - a.shared || a.days - b.days || a.other.title.localeCompare(b.other.title),
    )
    .slice(0, RELATED_COUNT)
    .map(({ other }) => other);
}

/**
 * Page data for every article of `list`, keyed by slug. `readingOrder` is the order
 * previous/next follow: oldest to newest for the blog, easiest first for guides.
 */
export function articlePages<S extends ArticleSummary>(
  list: readonly FullArticle<S>[],
  readingOrder: readonly FullArticle<S>[],
): Record<string, ArticlePageData<S>> {
  const summaries = list.map((article) => summaryOf(article));
  return Object.fromEntries(
    list.map((article) => {
      const at = readingOrder.indexOf(article);
      const before = readingOrder[at - 1];
      const after = readingOrder[at + 1];
      const data: ArticlePageData<S> = {
        article: withoutBody(article),
        previous: before ? linkTo(before) : null,
        next: after ? linkTo(after) : null,
        related: relatedTo(summaryOf(article), summaries).map(linkTo),
      };
      return [article.slug, data];
    }),
  );
}

export interface TagPageData {
  tag: ArticleTag;
  posts: BlogPostSummary[];
  guides: GuideSummary[];
  changelog: ChangelogEntrySummary[];
}

/** Every tag in use, with what is filed under it, keyed by tag slug. */
export function tagPages(collection: ArticleCollection): Record<string, TagPageData> {
  const inUse = new Set(
    [...collection.blog, ...collection.guides, ...collection.changelog].flatMap((a) => a.tags),
  );
  const tagged = <S extends ArticleSummary>(list: readonly FullArticle<S>[], tag: string) =>
    list.filter((article) => article.tags.includes(tag)).map((article) => summaryOf(article));
  return Object.fromEntries(
    [...inUse].sort().map((slug) => [
      slug,
      {
        tag: articleTag(slug),
        posts: tagged(collection.blog, slug),
        guides: tagged(collection.guides, slug),
        changelog: tagged(collection.changelog, slug),
      },
    ]),
  );
}

/**
 * A kind's articles as a language reads them: each article's translation where it has one,
 * else the English article (docs/decisions/048), whose body's links then lead to the
 * language's pages (`shownIn`, docs/decisions/055).
 */
export function inLanguage<S extends ArticleSummary>(
  english: readonly FullArticle<S>[],
  translated: readonly FullArticle<S>[] = [],
  locale: LocaleCode = "en",
): FullArticle<S>[] {
  return english.map(
    (article) =>
      translated.find((other) => other.slug === article.slug) ??
      (locale === "en"
        ? article
        : { ...article, shownIn: locale, html: linksInLanguage(article.html, locale) }),
  );
}

/** The data of every page the articles fill, as the routes' loaders read it. */
export function sitePagesOf(collection: ArticleCollection) {
  return {
    blogList: collection.blog.map((article) => summaryOf(article)),
    guideList: collection.guides.map((article) => summaryOf(article)),
    blogPages: articlePages(collection.blog, [...collection.blog].reverse()),
    guidePages: articlePages(collection.guides, collection.guides),
    changelog: collection.changelog.map((entry) => summaryOf(entry)),
    tagPages: tagPages(collection),
    // The article pages under each other language's prefix: the same pages, with the
    // language's translations in place of the English articles they translate.
    localizedPages: Object.fromEntries(
      prefixedLocales.map(({ code }) => {
        const translated = collection.translated[code];
        const blog = inLanguage(collection.blog, translated?.blog, code);
        const guides = inLanguage(collection.guides, translated?.guides, code);
        return [
          code,
          {
            blogList: blog.map((article) => summaryOf(article)),
            guideList: guides.map((article) => summaryOf(article)),
            blogPages: articlePages(blog, [...blog].reverse()),
            guidePages: articlePages(guides, guides),
          },
        ];
      }),
    ),
  };
}
