import { z } from "zod";
import { pageMetaSchema } from "./page-pieces.ts";
import { headline } from "./rules.ts";
import { text } from "./schemas.ts";

/** content/pages/not-found.json: the page an unknown address shows. */
export const notFoundSchema = z
  .object({
    // Its own description is required and may be short: the page is kept out of search
    // results (noindex), so no search engine writes a snippet of its own instead.
    meta: pageMetaSchema
      .extend({
        description: text
          .max(160, "must be at most 160 characters: search engines cut it there")
          .meta({ title: "Description for search results" }),
      })
      .meta({ title: "Search and social" }),
    eyebrow: text.max(30),
    title: headline("hero"),
    lead: text.max(260),
    /** The button back to /. */
    homeLink: text.max(30),
  })
  .strict();

export type NotFoundContent = z.output<typeof notFoundSchema>;
