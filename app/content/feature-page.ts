import { type FeatureId, featureById } from "./features";
import type { Cta, FeaturePageRecord } from "./schemas";

/**
 * A feature page's record (docs/spec/site-spec.md §2.6), one module per page in
 * `content/feature-pages/`.
 * The ids tie it to the feature cards, so paths and related titles are never retyped.
 */
export type FeaturePage = Omit<FeaturePageRecord, "id" | "related"> & {
  id: FeatureId;
  related: readonly [FeatureId, FeatureId, FeatureId];
};

/** Copy every feature page shares. */
export const featurePageCopy = {
  allFeatures: { label: "See All Features", href: "/features" },
  capabilitiesEyebrow: "What you can do",
  testimonialHeading: "What our customers say",
  relatedHeading: "Related Features",
  relatedLead: "These work on the same boards and data, so they are one click away.",
} satisfies {
  allFeatures: Cta;
  capabilitiesEyebrow: string;
  testimonialHeading: string;
  relatedHeading: string;
  relatedLead: string;
};

/** The page's own name: docs/spec/site-spec.md §2.6 names two pages unlike their cards. */
export function featurePageTitle(page: Pick<FeaturePage, "id" | "title">): string {
  return page.title ?? featureById(page.id).title;
}

export function featurePagePath(page: Pick<FeaturePage, "id">): string {
  return featureById(page.id).link;
}
