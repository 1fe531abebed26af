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

const feedPair = z.object({ blog: feed, changelog: feed }).strict();

/**
 * content/articles/feeds.json: the titles and descriptions of the blog's and the changelog's
 * feeds, in English and in each other language (each language has its own feeds,
 * docs/decisions/048). The build's Node steps read it as it stands, so it holds no
 * {{references}}.
 */
export const feedsSchema = feedPair
  .extend({
    translations: z
      .object({ de: feedPair, ja: feedPair, he: feedPair })
      .strict()
      .describe("The feeds' titles and descriptions in each other language"),
  })
  .strict();

export type FeedsContent = z.output<typeof feedsSchema>;
