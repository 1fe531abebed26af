import { z } from "zod";
import {
  boardPreview,
  cardText,
  ctaBand,
  heroIntro,
  listItem,
  pageMetaSchema,
  quote,
  sectionIntro,
} from "./page-pieces.ts";
import { headline } from "./rules.ts";
import { text } from "./schemas.ts";
import { teamTypeIds } from "./use-cases.schema.ts";

/** What one team type does on Flowboard; its id, title and benefits are its card's. */
const useCaseDetail = z
  .object({
    description: cardText,
    features: z.array(listItem).min(3).max(6),
    quote: z.object({ text: quote, author: text.max(40), role: text.max(60) }).strict(),
    image: boardPreview,
  })
  .strict();

/** content/pages/use-cases.json: the use-cases page around the cards (site-spec §2.1). */
export const useCaseDetailsSchema = z
  .object({
    meta: pageMetaSchema,
    useCasesIntro: heroIntro,
    useCaseSummarySection: sectionIntro,
    /** The headings of each team's two lists. */
    useCaseFeaturesHeading: headline("card"),
    useCaseBenefitsHeading: headline("card"),
    /** One section per team type, under its card's id (content/collections/use-cases.json). */
    details: z
      .record(z.string(), useCaseDetail)
      // The editor shows one section per team type: the keys it offers are the cards' ids.
      .meta({ propertyNames: { enum: teamTypeIds() } })
      .superRefine((details, context) => {
        const ids = teamTypeIds();
        for (const id of ids)
          if (!(id in details))
            context.addIssue({
              code: "custom",
              path: [id],
              message: `is missing: every team type (${ids.join(", ")}) needs its section`,
            });
        for (const id of Object.keys(details))
          if (!ids.includes(id))
            context.addIssue({
              code: "custom",
              path: [id],
              message: `is not a team type: use one of ${ids.join(", ")}`,
            });
      }),
    useCasesCta: ctaBand,
  })
  .strict();

export type UseCaseDetailsContent = z.output<typeof useCaseDetailsSchema>;
