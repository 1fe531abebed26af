/**
 * The articles' lists and pages, from scripts/articles/vite-plugin.ts: for loaders only
 * (app/lib/article-pages.server.ts).
 */
declare module "virtual:article-pages" {
  import type {
    ArticlePageData,
    BlogPostSummary,
    ChangelogEntrySummary,
    FullArticle,
    GuideSummary,
  } from "~/content/article-types";
  import type { ArticleTag } from "~/content/schemas";
  /** Newest first. */
  export const blogList: readonly BlogPostSummary[];
  /** Beginner to Advanced, oldest first within a level. */
  export const guideList: readonly GuideSummary[];
  export const blogPages: Record<string, ArticlePageData<BlogPostSummary>>;
  export const guidePages: Record<string, ArticlePageData<GuideSummary>>;
  /** Newest first, each with its body. */
  export const changelog: readonly FullArticle<ChangelogEntrySummary>[];
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
