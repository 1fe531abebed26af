import { z } from "zod";
import {
  button,
  buttonLabel,
  cardText,
  ctaBand,
  heroIntro,
  lead,
  pageMetaSchema,
  slug,
} from "./page-pieces.ts";
import { headline, uniqueBy } from "./rules.ts";
import { text } from "./schemas.ts";

const docsSection = z
  .object({
    id: slug,
    title: headline("section"),
    lead,
    topics: z
      .array(z.object({ title: headline("card"), text: cardText }).strict())
      .min(2)
      .max(8),
    /** A code listing after the topics: the site's one "create a task" request (api-samples.ts). */
    sample: z.object({ label: buttonLabel }).strict().optional(),
    links: z.array(button).max(4),
  })
  .strict();

/** content/pages/docs.json: the documentation hub's short answers and where the details live. */
export const docsSchema = z
  .object({
    meta: pageMetaSchema,
    docsHero: heroIntro,
    /** The name of the table of contents beside the sections. */
    docsTocLabel: text.max(30),
    docsSections: z.array(docsSection).min(1).superRefine(uniqueBy("id", "section")),
    docsHelp: ctaBand,
  })
  .strict();

export type DocsContent = z.output<typeof docsSchema>;
