import { z } from "zod";
import { ctaBand, infoCard, pageHero, sectionIntro, testimonial } from "./company.schema.ts";
import { pageMetaSchema } from "./page-pieces.ts";
import { uniqueBy } from "./rules.ts";

/** content/pages/customers.json: the customers page (docs/spec/site-spec.md §2.13). */
export const customersSchema = z
  .object({
    meta: pageMetaSchema,
    hero: pageHero,
    storiesSection: sectionIntro,
    stories: z.array(testimonial).min(1).max(6).superRefine(uniqueBy("name", "story")),
    industriesSection: sectionIntro,
    industries: z.array(infoCard).min(2).max(9).superRefine(uniqueBy("title", "industry")),
    cta: ctaBand,
  })
  .strict();

export type CustomersContent = z.output<typeof customersSchema>;
