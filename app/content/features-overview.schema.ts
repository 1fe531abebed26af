import { z } from "zod";
import { heroIntro, listItem, pageMetaSchema, sectionIntro } from "./page-pieces.ts";

/** content/pages/features.json: the features overview page's own copy (site-spec §2.5). */
export const featuresOverviewSchema = z
  .object({
    meta: pageMetaSchema,
    featuresIntro: heroIntro,
    workOsOverview: sectionIntro.extend({ bullets: z.array(listItem).min(2).max(6) }).strict(),
    featureGridSection: sectionIntro,
  })
  .strict();

export type FeaturesOverviewContent = z.output<typeof featuresOverviewSchema>;
