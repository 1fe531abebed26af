import { z } from "zod";
import { uniqueBy } from "./rules.ts";
import { text } from "./schemas.ts";

/**
 * content/articles/authors.json: the people who write the blog, the guides and the
 * changelog. An article's front matter names its author by `name`; the build (and the
 * editor's author field) accept only the names listed here. Read by the build's Node steps as
 * it stands, so it holds no {{references}}.
 */
export const authorsSchema = z
  .object({
    authors: z
      .array(
        z
          .object({
            name: text.max(40),
            /** The byline under an article's title and its structured data. */
            role: text.max(60),
          })
          .strict(),
      )
      .min(1)
      .superRefine(uniqueBy("name", "author")),
  })
  .strict();

export type AuthorsContent = z.output<typeof authorsSchema>;
