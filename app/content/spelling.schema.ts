import { z } from "zod";
import { distinctItems } from "./rules.ts";

/**
 * content/spelling/<language>.json: the words of one language that are spelled right but are
 * in no dictionary: the product's, customers' and people's names, and terms of the trade
 * such as "Gantt" and "burndown". The spell check (pipeline/content/spelling.ts) and the
 * editor's warning at a field accept them. A word listed in lower case is accepted
 * capitalized too, at the start of a sentence; a name is listed as it is written.
 */
export const spellingWordsSchema = z
  .object({
    words: z
      .array(
        z
          .string()
          .trim()
          .refine(
            (word) => /^[\p{L}\p{M}]+(?:['’׳״-][\p{L}\p{M}]+)*$/u.test(word),
            "must be one word: letters only, without spaces, digits or punctuation around it",
          ),
      )
      .superRefine(distinctItems((word) => `"${word}" is listed twice`)),
  })
  .strict();

export type SpellingWords = z.output<typeof spellingWordsSchema>;
