import { z } from "zod";
import { pageMetaSchema } from "./page-pieces.ts";
import { headline } from "./rules.ts";
import { text } from "./schemas.ts";

/** content/pages/search.json: /search, where the header's search link leads without JavaScript. */
export const searchPageSchema = z
  .object({
    meta: pageMetaSchema,
    hero: z
      .object({ eyebrow: text.max(60), title: headline("hero"), lead: text.max(400) })
      .strict(),
    noScript: z
      .object({ heading: headline("card"), text: text.max(400) })
      .strict()
      .meta({
        title: "When JavaScript is off",
        description: "Shown to a visitor whose browser runs no JavaScript, which search needs",
      }),
    sectionsHeading: headline("section"),
    /** The group of the header's direct links (Pricing, Docs, ...). */
    moreLinksLabel: text.max(20),
  })
  .strict();

export type SearchPageContent = z.output<typeof searchPageSchema>;
