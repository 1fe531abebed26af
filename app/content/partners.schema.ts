import { z } from "zod";
import { companyCta, ctaBand, pageHero, sectionIntro } from "./company.schema.ts";
import { pageMetaSchema } from "./page-pieces.ts";
import { headline, uniqueBy } from "./rules.ts";
import { text } from "./schemas.ts";

const partner = z
  .object({ name: text.max(40), description: text.max(160), region: text.max(50) })
  .strict();

/** content/pages/partners.json: the partners page (docs/spec/site-spec.md §2.12). */
export const partnersSchema = z
  .object({
    meta: pageMetaSchema,
    hero: pageHero.extend({ primary: companyCta }).strict(),
    listsSection: sectionIntro,
    groups: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z-]+$/, "must be lower-case letters and hyphens"),
            title: headline("card"),
            description: text.max(200),
            partners: z.array(partner).min(1).superRefine(uniqueBy("name", "partner")),
          })
          .strict(),
      )
      .min(1)
      .superRefine(uniqueBy("id", "group")),
    cta: ctaBand,
  })
  .strict();

export type PartnersContent = z.output<typeof partnersSchema>;
