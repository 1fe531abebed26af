import { z } from "zod";
import { headline, uniqueBy } from "./rules.ts";
import { featureCardSchema, text } from "./schemas.ts";

/** content/solutions/cards.json: solutions by company stage and need; home shows the first three. */
export const solutionsSchema = z
  .object({
    cards: z
      .array(
        featureCardSchema.extend({ title: headline("card"), description: text.max(200) }).strict(),
      )
      .min(3)
      .superRefine(uniqueBy("id", "card")),
  })
  .strict();

export type SolutionsContent = z.output<typeof solutionsSchema>;
