import featuresFile from "../../content/collections/features.json" with { type: "json" };
import type { FeaturesContent } from "./features.schema";
import type { FeatureCard } from "./schemas";

/**
 * The seven product areas (docs/spec/site-spec.md §2.5), in the order the site presents them,
 * from content/collections/features.json. The home page's "Our Core Products" shows the
 * first three of this same list.
 */
export const features: readonly FeatureCard[] = (featuresFile as FeaturesContent).features;

export const coreProducts = features.slice(0, 3);

/** A feature card's id; content/collections/features.json's schema checks every use of one. */
export type FeatureId = string;

export function featureById(id: FeatureId): FeatureCard {
  const feature = features.find((candidate) => candidate.id === id);
  if (!feature) throw new Error(`No feature with id ${id}`);
  return feature;
}
