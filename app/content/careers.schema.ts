import { z } from "zod";
import { companyCta, ctaBand, infoCard, pageHero, sectionIntro } from "./company.schema.ts";
import { pageMetaSchema } from "./page-pieces.ts";
import { headline, uniqueBy } from "./rules.ts";
import { text } from "./schemas.ts";

const opening = z
  .object({ title: headline("card"), department: text.max(40), location: text.max(40) })
  .strict();

/** content/pages/careers.json: the careers page and its open roles (docs/spec/site-spec.md §2.11). */
export const careersSchema = z
  .object({
    meta: pageMetaSchema,
    hero: pageHero,
    openingsSection: sectionIntro,
    /** Add a role with its title, department and location; remove it once it is filled. */
    openings: z
      .array(opening)
      .min(1, "must list at least one role: the page has no wording yet for having none")
      .superRefine(uniqueBy("title", "role")),
    /** The button beside every role. */
    applyCta: companyCta,
    perksSection: sectionIntro,
    perks: z.array(infoCard).min(2).max(8).superRefine(uniqueBy("title", "perk")),
    cta: ctaBand,
  })
  .strict();

export type CareersContent = z.output<typeof careersSchema>;
