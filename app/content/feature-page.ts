import copyFile from "../../content/pages/feature-page.json" with { type: "json" };
import type { FeaturePageCopyContent } from "./feature-page.schema";
import { featureById } from "./features";
import type { FeaturePageRecord } from "./schemas";

/**
 * A feature page's record (docs/spec/site-spec.md §2.6), one file per page in
 * content/features/, read by the modules in `feature-pages/`.
 * The ids tie it to the feature cards, so paths and related titles are never retyped;
 * the schema (feature-page.schema.ts) checks that every id names a card.
 */
export type FeaturePage = FeaturePageRecord;

/** Copy every feature page shares, from content/pages/feature-page.json. */
export const featurePageCopy = (copyFile as FeaturePageCopyContent).featurePageCopy;

/** The page's own name: docs/spec/site-spec.md §2.6 names two pages unlike their cards. */
export function featurePageTitle(page: Pick<FeaturePage, "id" | "title">): string {
  return page.title ?? featureById(page.id).title;
}

export function featurePagePath(page: Pick<FeaturePage, "id">): string {
  return featureById(page.id).link;
}
