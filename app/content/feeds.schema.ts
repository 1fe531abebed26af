import { z } from "zod";
import { text } from "./schemas.ts";

const feed = z
  .object({
    /** What a feed reader lists the feed as. */
    title: text.max(60),
    /** What the feed is about, for readers' subscription lists; pages never show it. */
    description: text.max(200),
  })
  .strict();

/**
 * content/articles/feeds.json: the titles and descriptions of the blog's and the changelog's
 * feeds. The build's Node steps read it as it stands, so it holds no {{references}}.
 */
export const feedsSchema = z.object({ blog: feed, changelog: feed }).strict();

export type FeedsContent = z.output<typeof feedsSchema>;
