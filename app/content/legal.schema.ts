import { z } from "zod";
import { pageMetaSchema } from "./page-pieces.ts";
import { headline, uniqueBy } from "./rules.ts";
import { legalSectionSchema, storedDataRecordSchema, text } from "./schemas.ts";

// Ids name the page's #sections and records (uniqueBy), so each must be unique on its page.
const legalSection = legalSectionSchema.extend({ heading: headline("section") }).strict();

/**
 * One legal page (content/legal/terms.json, privacy.json, cookies.json): its Search and social
 * group, its title, the lead, then sections of paragraphs with an optional list. The page's
 * address and "last updated" date come from the code and stored-data.json.
 */
export const legalPageFileSchema = z
  .object({
    meta: pageMetaSchema,
    title: headline("hero"),
    lead: text.max(400),
    sections: z.array(legalSection).min(2).superRefine(uniqueBy("id", "section")),
  })
  .strict();

/** The privacy page, with its list of what each form keeps and the see-or-erase form. */
export const privacyFileSchema = legalPageFileSchema
  .extend({
    /** The headings of the list of what each form keeps, shown after the short version. */
    storedDataLabels: z
      .object({
        heading: headline("section"),
        keeps: text.max(30),
        where: text.max(30),
        why: text.max(30),
        howLong: text.max(30),
        whoSees: text.max(30),
      })
      .strict(),
    storedData: z
      .array(storedDataRecordSchema.extend({ name: headline("card") }).strict())
      .min(1)
      .superRefine(uniqueBy("id", "record")),
    dataRequestForm: z
      .object({
        heading: headline("section"),
        label: text.max(40),
        submit: text.max(30),
        sending: text.max(30),
        failed: text.max(160),
      })
      .strict(),
  })
  .strict();

export type LegalPageFile = z.output<typeof legalPageFileSchema>;
export type PrivacyFile = z.output<typeof privacyFileSchema>;
