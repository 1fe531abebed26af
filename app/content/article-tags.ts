import tagsFile from "../../content/articles/tags.json" with { type: "json" };
import type { ArticleTagsContent } from "./article-tags.schema";
import type { ArticleTag } from "./schemas";

/**
 * The topics articles are filed under, from content/articles/tags.json. Front matter lists
 * tags by slug; the build fails on a slug that is not there, and every tag has a page at
 * /resources/blog/tags/<slug>.
 */
export const articleTags: readonly ArticleTag[] = (tagsFile as ArticleTagsContent).tags;

export type ArticleTagSlug = ArticleTag["slug"];

export const articleTagSlugs: ReadonlySet<string> = new Set(articleTags.map((tag) => tag.slug));

export function articleTag(slug: string): ArticleTag {
  const tag = articleTags.find((entry) => entry.slug === slug);
  if (!tag) throw new Error(`Unknown tag ${slug}: add it to content/articles/tags.json`);
  return tag;
}
