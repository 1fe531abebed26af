import feedsFile from "../../content/articles/feeds.json" with { type: "json" };
import type { FeedsContent } from "./feeds.schema";

/**
 * The site's feeds: the blog and the changelog, each as RSS 2.0, Atom and JSON Feed with
 * every article in full. The build writes the files (pipeline/articles/feeds.ts); pages
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

export const blogFeeds = {
  title: feeds.blog.title,
  pagePath: "/resources/blog",
  rss: "/resources/blog/rss.xml",
  atom: "/resources/blog/atom.xml",
  json: "/resources/blog/feed.json",
} as const satisfies FeedGroup;

export const changelogFeeds = {
  title: feeds.changelog.title,
  pagePath: "/changelog",
  rss: "/changelog/rss.xml",
  atom: "/changelog/atom.xml",
  json: "/changelog/feed.json",
} as const satisfies FeedGroup;

/** What each feed is about, for readers' subscription lists (kept apart: pages never show it). */
export const feedDescriptions = {
  blog: feeds.blog.description,
  changelog: feeds.changelog.description,
} as const;

/** The three formats, as a reader or a <link rel="alternate"> names them. */
export const feedFormats = [
  { key: "rss", label: "RSS", type: "application/rss+xml" },
  { key: "atom", label: "Atom", type: "application/atom+xml" },
  { key: "json", label: "JSON Feed", type: "application/feed+json" },
] as const;
