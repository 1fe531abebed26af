import { IntegrationAppGrid } from "~/components/integrations/integration-app-grid";
import { IntegrationCategoryList } from "~/components/integrations/integration-category-list";
import { ScenarioList } from "~/components/integrations/scenario-list";
import { CapabilityList } from "~/components/sections/capability-list";
import { CodeFileFrame } from "~/components/sections/code-file-frame";
import { CtaBand } from "~/components/sections/cta-band";
import { CtaLink } from "~/components/sections/cta-link";
import { Hero } from "~/components/sections/hero";
import { HeroActions } from "~/components/sections/hero-actions";
import { RelatedFeatures } from "~/components/sections/related-features";
import { Section, SectionHeading } from "~/components/sections/section";
import { TestimonialSection } from "~/components/sections/testimonial-section";
import { TitledSection } from "~/components/sections/titled-section";
import { featurePageCopy } from "~/content/feature-page";
import { featuresPageMeta } from "~/content/features-overview";
import * as integrationsContent from "~/content/integrations";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/integrations";

/**
 * The page's records, read when the page is prerendered (and for a client-side visit,
 * from the route data the build wrote): the browser gets them as the page's HTML and
 * data, not a second time as JavaScript (docs/decisions/008). Every record in the content
 * module is this page's, so the loader hands over the module whole.
 */
export const loader = () => ({ ...integrationsContent });

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.integrationsPage.title,
    meta: loaderData.integrationsMeta,
    description: loaderData.integrationsPage.description,
    path: location.pathname,
    parentTitle: featuresPageMeta.title,
  });

export default function Integrations({ loaderData }: Route.ComponentProps) {
  const {
    integrationsPage,
    popularSection,
    popularIntegrations,
    categoriesSection,
    integrationCategories,
    integrationTotal,
    integrationBenefits,
    integrationScenarios,
    integrationApiSection,
    integrationsTestimonial,
    integrationsRelated,
    integrationsCta,
  } = loaderData;
  return (
    <>
      <Hero
        title={integrationsPage.title}
        lead={integrationsPage.tagline}
        actions={
          <HeroActions primary={integrationsPage.primary} secondary={integrationsPage.secondary} />
        }
      />
      <TitledSection
        headingId="popular-heading"
        heading={popularSection.heading}
        lead={popularSection.lead}
      >
        <IntegrationAppGrid apps={popularIntegrations} />
      </TitledSection>
      <TitledSection
        id={categoriesSection.id}
        headingId="categories-heading"
        tone="muted"
        heading={categoriesSection.heading}
        lead={categoriesSection.lead}
      >
        <IntegrationCategoryList
          categories={integrationCategories}
          total={integrationTotal}
          totalLabel={categoriesSection.totalLabel}
        />
      </TitledSection>
      <TitledSection headingId="benefits-heading" heading={integrationBenefits.heading}>
        <CapabilityList items={integrationBenefits.items} columns={2} />
      </TitledSection>
      <TitledSection
        headingId="scenarios-heading"
        tone="muted"
        heading={integrationScenarios.heading}
        lead={integrationScenarios.lead}
      >
        <ScenarioList scenarios={integrationScenarios.items} />
      </TitledSection>
      <Section labelledBy="api-heading">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="api-heading"
              title={integrationApiSection.heading}
              lead={integrationApiSection.lead}
              align="start"
            />
            <div className="flex flex-wrap gap-3">
              {integrationApiSection.links.map((link, index) => (
                <CtaLink key={link.href} cta={link} variant={index === 0 ? "primary" : "outline"} />
              ))}
            </div>
          </div>
          <CodeFileFrame sample={integrationApiSection.sample} className="min-w-0" />
        </div>
      </Section>
      <TestimonialSection
        heading={featurePageCopy.testimonialHeading}
        testimonial={integrationsTestimonial}
      />
      <RelatedFeatures
        ids={integrationsRelated}
        heading={featurePageCopy.relatedHeading}
        lead={featurePageCopy.relatedLead}
      />
      <CtaBand {...integrationsCta} />
    </>
  );
}
