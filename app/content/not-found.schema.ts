import { z } from "zod";
import { headline } from "./rules.ts";
import { text } from "./schemas.ts";

/** content/pages/not-found.json: the page an unknown address shows. */
export const notFoundSchema = z
  .object({
    meta: z
      .object({
        title: text.max(50),
        description: text.max(160, "must be at most 160 characters: search engines cut it there"),
      })
      .strict(),
    eyebrow: text.max(30),
    title: headline("hero"),
    lead: text.max(260),
    /** The button back to /. */
    homeLink: text.max(30),
  })
  .strict();

export type NotFoundContent = z.output<typeof notFoundSchema>;
