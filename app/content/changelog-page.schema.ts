import { z } from "zod";
import { pageMetaSchema } from "./page-pieces.ts";
import { headline } from "./rules.ts";
import { text } from "./schemas.ts";

/** content/pages/changelog.json: /changelog's own words and picture; entries are Markdown. */
export const changelogPageSchema = z
  .object({
    meta: pageMetaSchema,
    eyebrow: text.max(40),
    heading: headline("hero"),
    lead: text.max(260),
    /** The card the build draws for shared links, unless the Search and social group has a picture. */
    image: z
      .object({
        path: z
          .string()
          .regex(
            /^\/og\/[a-z0-9-]+\.png$/,
            "must be a picture under /og/, such as /og/changelog.png",
          )
          .meta({ title: "Picture file", description: "The picture shared links show" }),
        alt: text.max(120),
      })
      .strict(),
    /** Heads the list of entries beside them. */
    tocHeading: headline("card"),
  })
  .strict();

export type ChangelogPageContent = z.output<typeof changelogPageSchema>;
