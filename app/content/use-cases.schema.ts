import { z } from "zod";
import { listItem, otherContentFile, slug } from "./page-pieces.ts";
import { headline, uniqueBy } from "./rules.ts";
import { iconSchema, text } from "./schemas.ts";

export const useCaseCardsFile = "content/collections/use-cases.json";

const useCaseCard = z
  .object({
    id: slug,
    icon: iconSchema,
    title: headline("card"),
    summary: text.max(80),
    benefits: z.array(listItem).min(2).max(5),
    link: z.string(),
  })
  .strict()
  .superRefine((card, context) => {
    // Each card opens its own section of the use-cases page.
    if (card.link !== `/use-cases#${card.id}`)
      context.addIssue({
        code: "custom",
        path: ["link"],
        message: `must be /use-cases#${card.id}, the section of the card's id`,
      });
  });

/**
 * content/collections/use-cases.json: the six team types. The home page's "What would you
 * like to manage?" grid and the use-cases page both show them.
 */
export const useCaseCardsSchema = z
  .object({ useCaseCards: z.array(useCaseCard).min(2).superRefine(uniqueBy("id", "team type")) })
  .strict();

export type UseCaseCardsContent = z.output<typeof useCaseCardsSchema>;

/** The team types' ids as the file stands: each needs its section on the use-cases page. */
export function teamTypeIds(): string[] {
  return otherContentFile<UseCaseCardsContent>(useCaseCardsFile).useCaseCards.map(
    (card) => card.id,
  );
}
