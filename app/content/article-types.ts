import type { BlogFrontMatter, ChangelogFrontMatter, GuideFrontMatter } from "./schemas";

/**
 * The shapes the build derives from the Markdown articles (scripts/articles): what list
 * pages import (summaries, no body) and what an article page's loader returns.
 */
export type ArticleKind = "blog" | "guides" | "changelog";

/** What the build adds to an article's front matter. */
interface Derived {
  kind: ArticleKind;
  /** From the file name: app/content/articles/blog/<slug>.md. */
  slug: string;
  /** Where it is read: /resources/blog/<slug>, /resources/guides/<slug>, /changelog#<slug>. */
  path: string;
  /** Words of prose (code left out), and the minutes they take at 220 words a minute. */
  words: number;
  readingMinutes: number;
  authorRole: string;
  /** The tags with their labels, for links to the tag pages. */
  topics: { slug: string; label: string }[];
  /** The article's 1200x630 Open Graph image, rendered at build. */
  socialImage: string;
}

export type BlogPostSummary = BlogFrontMatter & Derived;
export type GuideSummary = GuideFrontMatter & Derived;
export type ChangelogEntrySummary = ChangelogFrontMatter & Derived;
export type ArticleSummary = BlogPostSummary | GuideSummary | ChangelogEntrySummary;

/** A heading of an article body, for its table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** Another article, linked from this one. */
export interface ArticleLink {
  title: string;
  path: string;
  description: string;
  date: string;
}

export type FullArticle<Summary extends ArticleSummary = ArticleSummary> = Summary & {
  /** The body as HTML, rendered and highlighted at build time. */
  html: string;
  toc: TocEntry[];
};

/** Everything an article page shows, from its route's loader. */
export interface ArticlePageData<Summary extends ArticleSummary = ArticleSummary> {
  article: FullArticle<Summary>;
  /** The article before and after this one in its list. */
  previous: ArticleLink | null;
  next: ArticleLink | null;
  related: ArticleLink[];
}
