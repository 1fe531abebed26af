import { LanguageList } from "~/components/developer-tools/language-list";
import { CapabilityList } from "~/components/sections/capability-list";
import { CodeFileFrame } from "~/components/sections/code-file-frame";
import { CtaBand } from "~/components/sections/cta-band";
import { CtaLink } from "~/components/sections/cta-link";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { HeroActions } from "~/components/sections/hero-actions";
import { RelatedFeatures } from "~/components/sections/related-features";
import { TestimonialSection } from "~/components/sections/testimonial-section";
import { TitledSection } from "~/components/sections/titled-section";
import * as developerToolsContent from "~/content/developer-tools";
import { featurePageCopy } from "~/content/feature-page";
import { featuresPageMeta } from "~/content/features-overview";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/developer-tools";

/**
 * The page's records, read when the page is prerendered (and for a client-side visit,
 * from the route data the build wrote): the browser gets them as the page's HTML and
 * data, not a second time as JavaScript (docs/decisions/008). Every record in the content
 * module is this page's, so the loader hands over the module whole.
 */
export const loader = () => ({ ...developerToolsContent });

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.developerToolsPage.title,
    meta: loaderData.developerToolsMeta,
    description: loaderData.developerToolsPage.description,
    path: location.pathname,
    parentTitle: featuresPageMeta.title,
  });

export default function DeveloperTools({ loaderData }: Route.ComponentProps) {
  const {
    apiCapabilities,
    apiDocsSection,
    developerCta,
    developerResources,
    developerTestimonial,
    developerToolsPage,
    developerToolsRelated,
    sdkSample,
    sdkSection,
  } = loaderData;
  return (
    <>
      <Hero
        title={developerToolsPage.title}
        lead={developerToolsPage.tagline}
        actions={
          <HeroActions
            primary={developerToolsPage.primary}
            secondary={developerToolsPage.secondary}
          />
        }
      />
      <TitledSection
        headingId="api-capabilities-heading"
        heading={apiCapabilities.heading}
        lead={apiCapabilities.lead}
      >
        <CapabilityList items={apiCapabilities.items} columns={2} />
      </TitledSection>
      <TitledSection
        headingId="sdk-heading"
        tone="muted"
        heading={sdkSection.heading}
        lead={sdkSection.lead}
      >
        <CapabilityList items={sdkSection.items} columns={2} />
        <LanguageList heading={sdkSection.languagesHeading} languages={sdkSection.languages} />
      </TitledSection>
      <TitledSection
        headingId="sdk-sample-heading"
        heading={sdkSample.heading}
        lead={sdkSample.lead}
      >
        <CodeFileFrame sample={sdkSample.sample} className="mx-auto max-w-3xl" />
      </TitledSection>
      <TitledSection
        id={apiDocsSection.id}
        headingId="api-docs-heading"
        tone="muted"
        heading={apiDocsSection.heading}
        lead={apiDocsSection.lead}
      >
        <CapabilityList items={apiDocsSection.facts} />
        <div className="mt-10 text-center">
          <CtaLink cta={apiDocsSection.reference} variant="outline" />
        </div>
      </TitledSection>
      <TitledSection
        headingId="resources-heading"
        heading={developerResources.heading}
        lead={developerResources.lead}
      >
        <FeatureGrid items={developerResources.items} columns={4} />
      </TitledSection>
      <TestimonialSection
        heading={featurePageCopy.testimonialHeading}
        testimonial={developerTestimonial}
      />
      <RelatedFeatures
        ids={developerToolsRelated}
        heading={featurePageCopy.relatedHeading}
        lead={featurePageCopy.relatedLead}
      />
      <CtaBand {...developerCta} />
    </>
  );
}
