import { type FeatureId, featureById } from "~/content/features";
import { FeatureGrid } from "./feature-grid";
import { Section, SectionHeading } from "./section";

interface RelatedFeaturesProps {
  ids: readonly FeatureId[];
  heading: string;
  lead?: string;
}

/** "Learn more" cards for other product areas, titled and linked from the feature cards. */
export function RelatedFeatures({ ids, heading, lead }: RelatedFeaturesProps) {
  return (
    <Section labelledBy="related-heading" tone="muted">
      <SectionHeading id="related-heading" title={heading} lead={lead} />
      <FeatureGrid items={ids.map(featureById)} />
    </Section>
  );
}
