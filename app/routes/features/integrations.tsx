import { IntegrationAppGrid } from "~/components/integrations/integration-app-grid";
import { IntegrationCategoryList } from "~/components/integrations/integration-category-list";
import { ScenarioList } from "~/components/integrations/scenario-list";
import { CapabilityList } from "~/components/sections/capability-list";
import { CodeSample } from "~/components/sections/code-sample";
import { CtaBand } from "~/components/sections/cta-band";
import { CtaLink } from "~/components/sections/cta-link";
import { Hero } from "~/components/sections/hero";
import { HeroActions } from "~/components/sections/hero-actions";
import { RelatedFeatures } from "~/components/sections/related-features";
import { Section, SectionHeading } from "~/components/sections/section";
import { TestimonialSection } from "~/components/sections/testimonial-section";
import { featurePageCopy } from "~/content/feature-page";
import {
  categoriesSection,
  integrationApiSection,
  integrationBenefits,
  integrationCategories,
  integrationScenarios,
  integrationsCta,
  integrationsPage,
  integrationsRelated,
  integrationsTestimonial,
  integrationTotal,
  popularIntegrations,
  popularSection,
} from "~/content/integrations";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: integrationsPage.title,
    description: integrationsPage.description,
    path: "/features/integrations",
  });

export default function Integrations() {
  return (
    <>
      <Hero
        title={integrationsPage.title}
        lead={integrationsPage.tagline}
        actions={
          <HeroActions primary={integrationsPage.primary} secondary={integrationsPage.secondary} />
        }
      />
      <Section labelledBy="popular-heading">
        <SectionHeading
          id="popular-heading"
          title={popularSection.heading}
          lead={popularSection.lead}
        />
        <IntegrationAppGrid apps={popularIntegrations} />
      </Section>
      <Section id={categoriesSection.id} labelledBy="categories-heading" tone="muted">
        <SectionHeading
          id="categories-heading"
          title={categoriesSection.heading}
          lead={categoriesSection.lead}
        />
        <IntegrationCategoryList
          categories={integrationCategories}
          total={integrationTotal}
          totalLabel={categoriesSection.totalLabel}
        />
      </Section>
      <Section labelledBy="benefits-heading">
        <SectionHeading id="benefits-heading" title={integrationBenefits.heading} />
        <CapabilityList items={integrationBenefits.items} columns={2} />
      </Section>
      <Section labelledBy="scenarios-heading" tone="muted">
        <SectionHeading
          id="scenarios-heading"
          title={integrationScenarios.heading}
          lead={integrationScenarios.lead}
        />
        <ScenarioList scenarios={integrationScenarios.items} />
      </Section>
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
          <CodeSample sample={integrationApiSection.sample} className="min-w-0" />
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
