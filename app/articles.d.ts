/**
 * The articles' lists and pages, from pipeline/vite/articles.ts: for loaders only
 * (app/lib/article-pages.server.ts).
 */
declare module "virtual:article-pages" {
  import type {
    ArticlePageData,
    BlogPostSummary,
    ChangelogEntrySummary,
    GuideSummary,
  } from "~/content/article-types";
  import type { ArticleTag } from "~/content/schemas";
  /** Newest first. */
  export const blogList: readonly BlogPostSummary[];
  /** Beginner to Advanced, oldest first within a level. */
  export const guideList: readonly GuideSummary[];
  export const blogPages: Record<string, ArticlePageData<BlogPostSummary>>;
  export const guidePages: Record<string, ArticlePageData<GuideSummary>>;
  /** Newest first. */
  export const changelog: readonly ChangelogEntrySummary[];
  /**
   * The article pages under each other language's prefix: the language's translations in
   * place of the English articles they translate (docs/decisions/048).
   */
  export const localizedPages: Partial<
    Record<
      import("~/lib/locales.js").LocaleCode,
      {
        blogList: readonly BlogPostSummary[];
        guideList: readonly GuideSummary[];
        blogPages: Record<string, ArticlePageData<BlogPostSummary>>;
        guidePages: Record<string, ArticlePageData<GuideSummary>>;
      }
    >
  >;
  export const tagPages: Record<
    string,
    {
      tag: ArticleTag;
      posts: BlogPostSummary[];
      guides: GuideSummary[];
      changelog: ChangelogEntrySummary[];
    }
  >;
}

/**
 * Every article's body as HTML, keyed "blog/<slug>", "guides/<slug>", "changelog/<slug>"
 * (a translation's "blog/<slug>.<locale>"),
 * where pages are prerendered (and in development); empty in the browser's build, which
 * fetches a body only after a client-side navigation (components/articles/article-body.tsx).
 */
declare module "virtual:article-bodies" {
  export const bodies: Readonly<Record<string, string>>;
}
