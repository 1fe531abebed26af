import { z } from "zod";
import { otherContentFile, slug, upTo } from "./page-pieces.ts";
import { headline, linkProblem, uniqueBy } from "./rules.ts";
import { iconSchema } from "./schemas.ts";

export const featuresFile = "content/collections/features.json";

const featureCard = z
  .object({
    id: slug,
    icon: iconSchema,
    title: headline("card"),
    description: upTo(160, "a feature card holds a sentence or two"),
    link: z.string(),
  })
  .strict()
  .superRefine((card, context) => {
    // The card's id names its page, so the link is fixed by it.
    if (card.link !== `/features/${card.id}`)
      context.addIssue({
        code: "custom",
        path: ["link"],
        message: `must be /features/${card.id}, the page of the card's id`,
      });
    else {
      const problem = linkProblem(card.link);
      if (problem) context.addIssue({ code: "custom", path: ["link"], message: problem });
    }
  });

/**
 * content/collections/features.json: the seven product areas (site-spec §2.5), in the order
 * the site shows them. The home page's "Our Core Products" shows the first three.
 */
export const featuresSchema = z
  .object({ features: z.array(featureCard).min(3).superRefine(uniqueBy("id", "feature")) })
  .strict();

export type FeaturesContent = z.output<typeof featuresSchema>;

/** The ids of the feature cards as the file stands: what a feature page may name. */
export function featureCardIds(): string[] {
  return otherContentFile<FeaturesContent>(featuresFile).features.map((card) => card.id);
}

/** What the editor calls a list's item that names a related feature card, and why. */
export const relatedCard = {
  title: "Feature card",
  description:
    "A feature card's identifier, as in Lists shown on several pages › Features: the product cards",
};

/** A feature card's id, checked against content/collections/features.json. */
export const featureId = slug.superRefine((id, context) => {
  if (!featureCardIds().includes(id))
    context.addIssue({
      code: "custom",
      message: `"${id}" is not a feature card: use one of ${featureCardIds().join(", ")}`,
    });
});
