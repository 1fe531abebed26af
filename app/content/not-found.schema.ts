import { z } from "zod";
import { pageMetaSchema } from "./page-pieces.ts";
import { headline } from "./rules.ts";
import { text } from "./schemas.ts";

/** content/pages/not-found.json: the page an unknown address shows. */
export const notFoundSchema = z
  .object({
    // The one page whose description is its own: its lead speaks to a visitor who is lost.
    meta: pageMetaSchema.extend({ description: pageMetaSchema.shape.description.unwrap() }),
    eyebrow: text.max(30),
    title: headline("hero"),
    lead: text.max(260),
    /** The button back to /. */
    homeLink: text.max(30),
  })
  .strict();

export type NotFoundContent = z.output<typeof notFoundSchema>;
