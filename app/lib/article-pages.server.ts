import {
  blogList,
  blogPages,
  changelog,
  guideList,
  guidePages,
  localizedPages,
  tagPages,
} from "virtual:article-pages";
import { data } from "react-router";
import type { ChangelogEntryShown } from "~/content/article-types";
import { blogFeeds } from "~/content/feeds";
import { blogMeta, blogPage, blogTagCopy, blogTitle } from "~/content/resources-blog";
import { guidesMeta, guidesPage, guidesTitle } from "~/content/resources-guides";
import { fillSlots } from "~/content/slots";
import { articleMeta, feedLinks } from "~/lib/article-meta";
import { locales } from "~/lib/locales.js";
import { pageMeta } from "~/lib/meta";
import { pageLocale } from "~/lib/page-locale.js";
import { articlePath } from "~/lib/page-table.js";

/**
 * The articles as the page's language reads them: under a prefix, each article's
 * translation where it has one, else the English article (docs/decisions/048).
 */
function articlesInPageLanguage() {
  const locale = pageLocale();
  return (
    (locale === "en" ? undefined : localizedPages[locale]) ?? {
      blogList,
      guideList,
      blogPages,
      guidePages,
    }
  );
}

/**
 * The loaders of the pages the Markdown articles fill. Loaders run when the pages are
 * prerendered, so the articles (bodies rendered to HTML at build) and their <head> tags
 * reach the browser in each page's HTML and route data, never in the JavaScript. The
 * `.server` name makes the build fail if a component imports this.
 */
function found<T>(records: Record<string, T>, key: string | undefined): T {
  const record = key !== undefined && Object.hasOwn(records, key) ? records[key] : undefined;
  if (record === undefined) throw data("No such article", { status: 404 });
  return record;
}

export function blogListData() {
  return {
    posts: articlesInPageLanguage().blogList,
    meta: pageMeta({
      title: blogTitle,
      meta: blogMeta,
      description: blogPage.lead,
      path: blogFeeds.pagePath,
      extra: feedLinks(blogFeeds),
    }),
  };
}

export function guideListData() {
  return {
    guides: articlesInPageLanguage().guideList,
    meta: pageMeta({
      title: guidesTitle,
      meta: guidesMeta,
      description: guidesPage.lead,
      path: "/resources/guides",
    }),
  };
}

export function blogPostData(slug: string | undefined) {
  const page = found(articlesInPageLanguage().blogPages, slug);
  return { ...page, meta: articleMeta(page.article, blogFeeds, blogTitle) };
}

export function guideData(slug: string | undefined) {
  const page = found(articlesInPageLanguage().guidePages, slug);
  return { ...page, meta: articleMeta(page.article, undefined, guidesTitle) };
}

export function tagData(tag: string | undefined) {
  const page = found(tagPages, tag);
  const { blogList: posts, guideList: guides } = articlesInPageLanguage();
  const inLanguage = <S extends { slug: string }>(list: readonly S[], among: readonly S[]) =>
    list.map((article) => among.find((other) => other.slug === article.slug) ?? article);
  return {
    ...page,
    posts: inLanguage(page.posts, posts),
    guides: inLanguage(page.guides, guides),
    meta: pageMeta({
      title: fillSlots(blogTagCopy.metaTitle, { tag: page.tag.label }),
      description: page.tag.description,
      path: articlePath("blog-tag", page.tag.slug),
      parentTitle: blogTitle,
      // A tag's page is a list in every language, as the blog's own list is.
      languages: locales.map((locale) => locale.code),
      extra: feedLinks(blogFeeds),
    }),
  };
}

/** What /changelog renders of an entry; its body is an HTML module of its own. */
const shownFields = [
  "title",
  "slug",
  "kind",
  "topics",
  "author",
  "authorRole",
  "date",
  "updated",
  "readingMinutes",
] as const satisfies readonly (keyof ChangelogEntryShown)[];

/** The changelog's entries as the page shows them, and nothing more. */
export function changelogData() {
  const entries = changelog.map(
    (entry) =>
      Object.fromEntries(
        shownFields
          .filter((field) => entry[field] !== undefined)
          .map((field) => [field, entry[field]]),
      ) as ChangelogEntryShown,
  );
  return { entries };
}
