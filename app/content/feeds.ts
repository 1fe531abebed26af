import feedsFile from "../../content/articles/feeds.json" with { type: "json" };
import { type LocaleCode, pathInLocale } from "../lib/locales.js";
import { pageLocale } from "../lib/page-locale.js";
import type { FeedsContent } from "./feeds.schema";

/**
 * The site's feeds: the blog and the changelog, each as RSS 2.0, Atom and JSON Feed with
 * every article in full, in each language. The build writes the files (pipeline/articles/feeds.ts); pages
 * point to them with <link rel="alternate"> and a visible "Subscribe" line. Their titles and
 * descriptions are in content/articles/feeds.json; their addresses are the code's.
 */
export interface FeedGroup {
  title: string;
  /** The page the feed mirrors. */
  pagePath: string;
  rss: string;
  atom: string;
  json: string;
}

const feeds = feedsFile as FeedsContent;

/** The words of `locale`'s feeds: English's, or the language's own. */
const feedWordsIn = (locale: LocaleCode) => (locale === "en" ? feeds : feeds.translations[locale]);

/**
 * The blog's and the changelog's feeds in `locale`: each language has its own, under its
 * prefix (/de/resources/blog/rss.xml), titled in its language, listing what its pages list
 * (docs/decisions/048).
 */
export function feedGroupsIn(locale: LocaleCode) {
  const words = feedWordsIn(locale);
  const at = (path: string) => pathInLocale(path, locale);
  return {
    blog: {
      title: words.blog.title,
      pagePath: at("/resources/blog"),
      rss: at("/resources/blog/rss.xml"),
      atom: at("/resources/blog/atom.xml"),
      json: at("/resources/blog/feed.json"),
    },
    changelog: {
      title: words.changelog.title,
      pagePath: at("/changelog"),
      rss: at("/changelog/rss.xml"),
      atom: at("/changelog/atom.xml"),
      json: at("/changelog/feed.json"),
    },
  } satisfies Record<"blog" | "changelog", FeedGroup>;
}

/** What each feed of `locale` is about, for readers' subscription lists (pages never show it). */
export const feedDescriptionsIn = (locale: LocaleCode) => ({
  blog: feedWordsIn(locale).blog.description,
  changelog: feedWordsIn(locale).changelog.description,
});

// The page's language: the document's in the browser, the renderer's copy at build.
const pageFeeds = feedGroupsIn(pageLocale());
export const blogFeeds: FeedGroup = pageFeeds.blog;
export const changelogFeeds: FeedGroup = pageFeeds.changelog;

/** The three formats, as a reader or a <link rel="alternate"> names them. */
export const feedFormats = [
  { key: "rss", label: "RSS", type: "application/rss+xml" },
  { key: "atom", label: "Atom", type: "application/atom+xml" },
  { key: "json", label: "JSON Feed", type: "application/feed+json" },
] as const;
