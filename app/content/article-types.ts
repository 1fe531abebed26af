import type { LocaleCode } from "../lib/locales.js";
import type {
  BlogFrontMatter,
  ChangelogFrontMatter,
  GuideFrontMatter,
} from "./article-front-matter";

/**
 * The shapes the build derives from the Markdown articles (pipeline/articles): what list
 * pages import (summaries, no body) and what an article page's loader returns.
 */
export type ArticleKind = "blog" | "guides" | "changelog";

/** What the build adds to an article's front matter. */
interface Derived {
  kind: ArticleKind;
  /** From the file name: content/articles/blog/<slug>.md. */
  slug: string;
  /**
   * The language it is written in: "en" for the file under content/articles, another for
   * its translation under content/translations/<locale>/articles (docs/decisions/048).
   */
  lang: LocaleCode;
  /**
   * An English article shown under another language's prefix (it has no translation there):
   * that language, whose pages its body's links lead to (docs/decisions/055).
   */
  shownIn?: LocaleCode;
  /** The languages the English article is translated into (each translation lists the same). */
  translations: LocaleCode[];
  /** Where it is read: /resources/blog/<slug>, /resources/guides/<slug>, /changelog#<slug>. */
  path: string;
  /** Words of prose (code left out), and the minutes they take at 220 words a minute. */
  words: number;
  readingMinutes: number;
  authorRole: string;
  /** The tags with their labels, for links to the tag pages. */
  /** Each tag, with the path of the page that lists its articles. */
  topics: { slug: string; label: string; path: string }[];
  /** The article's 1200x630 Open Graph image, rendered at build. */
  socialImage: string;
  /** The picture at the top, with its size read from the file at build (no layout shift). */
  image?: ArticleImage;
}

export interface ArticleImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Front matter as pages receive it: drafts never reach a page, and the picture has its size. */
type Published<FrontMatter> = Omit<FrontMatter, "image" | "draft">;

export type BlogPostSummary = Published<BlogFrontMatter> & Derived;
export type GuideSummary = Published<GuideFrontMatter> & Derived;
export type ChangelogEntrySummary = Published<ChangelogFrontMatter> & Derived;
export type ArticleSummary = BlogPostSummary | GuideSummary | ChangelogEntrySummary;

/** What a byline shows: who, their role, the dates and the reading time. */
export type Byline = Pick<
  ArticleSummary,
  "author" | "authorRole" | "date" | "updated" | "readingMinutes"
>;

/**
 * A changelog entry as /changelog shows it: every entry is in that page's route data, so
 * it carries only what the page renders (the longest page must fit the first round trip).
 */
export type ChangelogEntryShown = Byline &
  Pick<ChangelogEntrySummary, "title" | "slug" | "kind" | "topics">;

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
  /** The language of the title and description. */
  lang: LocaleCode;
}

/** An article as a page shows it: its body comes apart, from `virtual:article-bodies`. */
export type ArticleWithToc<Summary extends ArticleSummary = ArticleSummary> = Summary & {
  toc: TocEntry[];
};

/** The whole article, as the build holds it (feeds, body modules). */
export type FullArticle<Summary extends ArticleSummary = ArticleSummary> =
  ArticleWithToc<Summary> & {
    /** The body as HTML, rendered and highlighted at build time. */
    html: string;
  };

/** Everything an article page shows but its body, from its route's loader. */
export interface ArticlePageData<Summary extends ArticleSummary = ArticleSummary> {
  article: ArticleWithToc<Summary>;
  /** The article before and after this one in its list. */
  previous: ArticleLink | null;
  next: ArticleLink | null;
  related: ArticleLink[];
}
