import { z } from "zod";
import { distinctItems, uniqueBy } from "./rules.ts";
import { text } from "./schemas.ts";

/**
 * content/glossary/<language>.json: the terms one language's pages write one way only, and
 * the names they keep in Latin letters. A page of the language that uses a term the glossary
 * rules out fails `npm test` naming the page and the term (tests/built-site/words.check.ts);
 * the names are what the check of Latin letters on Japanese and Hebrew pages leaves out.
 */
export const glossarySchema = z
  .object({
    /** Product, company and people's names written as they are in every language: "Flowboard". */
    names: z.array(text.max(40)).superRefine(distinctItems((name) => `"${name}" is listed twice`)),
    terms: z
      .array(
        z
          .object({
            /** What the term means, in English: "seat (a paying user of a plan)". */
            concept: text.max(80),
            /** How the language writes it. */
            use: text.max(40),
            /** What its pages must not write for it: each a word or phrase as written. */
            avoid: z.array(text.max(40)).min(1),
          })
          .strict(),
      )
      .superRefine(uniqueBy("concept", "term")),
  })
  .strict();

export type Glossary = z.output<typeof glossarySchema>;
