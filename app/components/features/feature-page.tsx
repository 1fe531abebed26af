import type { ReactNode } from "react";
import { CapabilityList } from "~/components/sections/capability-list";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { HeroActions } from "~/components/sections/hero-actions";
import { RelatedFeatures } from "~/components/sections/related-features";
import { Section, SectionHeading } from "~/components/sections/section";
import { TestimonialSection } from "~/components/sections/testimonial-section";
import {
  type FeaturePage as FeaturePageRecord,
  featurePageCopy,
  featurePagePath,
  featurePageTitle,
} from "~/content/feature-page";
import { featuresPageMeta } from "~/content/features-overview";
import { pageMeta } from "~/lib/meta";

export function featurePageMeta(page: FeaturePageRecord) {
  return pageMeta({
    title: featurePageTitle(page),
    meta: page.meta,
    description: page.description,
    path: featurePagePath(page),
    parentTitle: featuresPageMeta.title,
  });
}

/**
 * The one layout of the product-area pages (docs/spec/site-spec.md §2.6): everything comes from the
 * page's record except the mock-up, which each route passes in so a page ships only its
 * own.
 */
export function FeaturePage({
  page,
  mockup,
  children,
}: {
  page: FeaturePageRecord;
  mockup: ReactNode;
  /** What a page adds under its capabilities (project management: the live board's link). */
  children?: ReactNode;
}) {
  return (
    <>
      <Hero
        title={featurePageTitle(page)}
        lead={page.tagline}
        actions={<HeroActions primary={page.cta} secondary={featurePageCopy.allFeatures} />}
        visual={mockup}
        visualPlacement="below"
      />
      <Section labelledBy="capabilities-heading">
        <SectionHeading
          id="capabilities-heading"
          eyebrow={featurePageCopy.capabilitiesEyebrow}
          title={page.intro.heading}
          lead={page.intro.text}
        />
        <CapabilityList items={page.capabilities} />
        {children}
      </Section>
      <TestimonialSection
        heading={featurePageCopy.testimonialHeading}
        testimonial={page.testimonial}
      />
      <RelatedFeatures
        ids={page.related}
        heading={featurePageCopy.relatedHeading}
        lead={featurePageCopy.relatedLead}
      />
      <CtaBand heading={page.cta.heading} lead={page.cta.lead} primary={page.cta} />
    </>
  );
}
