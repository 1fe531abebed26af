import { z } from "zod";
import { uniqueBy } from "./rules.ts";
import { articleTagSchema, text } from "./schemas.ts";

/**
 * content/articles/tags.json: the topics articles are filed under. Front matter lists tags by
 * slug, and each tag here has a page at /resources/blog/tags/<slug>. Read by the build's Node
 * steps as it stands, so it holds no {{references}}.
 */
export const articleTagsSchema = z
  .object({
    tags: z
      .array(articleTagSchema.extend({ label: text.max(30), description: text.max(160) }).strict())
      .min(1)
      .superRefine(uniqueBy("slug", "tag"))
      .superRefine(uniqueBy("label", "tag")),
  })
  .strict();

export type ArticleTagsContent = z.output<typeof articleTagsSchema>;
