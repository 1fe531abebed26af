import blogFile from "../../content/resources/blog.json" with { type: "json" };
import type { BlogPageContent } from "./resources.schema";

/**
 * The blog's pages: the list, a post's page around its article and a tag's page (docs/spec/site-spec.md §2.16), from content/resources/blog.json: one module per
 * file, so a page loads only the copy it shows.
 */
const { meta, postPage, tagPage, ...blog } = blogFile as BlogPageContent;

/** The blog list's <title>. */
export const blogTitle = meta.title;
/** Its "Search and social" fields: its own description and picture, when an editor set them. */
export const blogMeta = meta;
export const blogPage = blog;
/** A blog post's page around its article. */
export const blogPostCopy = postPage;
/** A tag's page; `metaTitle` has the tag's {tag} blank. */
export const blogTagCopy = tagPage;
