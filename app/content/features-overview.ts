import overviewFile from "../../content/pages/features.json" with { type: "json" };
import type { FeaturesOverviewContent } from "./features-overview.schema";

/**
 * Copy of the features overview page (docs/spec/site-spec.md §2.5), from
 * content/pages/features.json; the cards come from `features.ts`.
 */
const overview: FeaturesOverviewContent = overviewFile;

/** The page's title; its description is the hero's lead. */
export const featuresPageMeta = overview.meta;
export const featuresIntro = overview.featuresIntro;
export const workOsOverview = overview.workOsOverview;
export const featureGridSection = overview.featureGridSection;
