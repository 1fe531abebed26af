import { HeroDashboardMockup } from "~/components/mockups/hero-dashboard-mockup";
import { CtaBand } from "~/components/sections/cta-band";
import { CtaLink } from "~/components/sections/cta-link";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/sections/section";
import { StepsList } from "~/components/sections/steps-list";
import { TeamTypeGrid } from "~/components/sections/team-type-grid";
import { TrustBand } from "~/components/sections/trust-band";
import { coreProducts } from "~/content/features";
import {
  closingCta,
  coreProductsSection,
  demoTour,
  homeHero,
  manageSection,
  solutionsSection,
  trust,
} from "~/content/home";
import { site } from "~/content/site";
import { solutions } from "~/content/solutions";
import { useCaseCards } from "~/content/use-cases";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: site.name, description: site.description, path: "/" });

export default function Home() {
  return (
    <>
      <Hero
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        lead={homeHero.lead}
        actions={
          <>
            <CtaLink cta={homeHero.primary} />
            <CtaLink cta={homeHero.secondary} variant="outline" />
          </>
        }
        visual={<HeroDashboardMockup />}
      />
      <TrustBand
        heading={trust.heading}
        companies={trust.companies}
        testimonial={trust.testimonial}
      />
      <Section labelledBy="manage-heading" tone="muted">
        <SectionHeading
          id="manage-heading"
          title={manageSection.heading}
          lead={manageSection.lead}
        />
        <TeamTypeGrid items={useCaseCards} />
        <div className="mt-10 text-center">
          <CtaLink cta={manageSection.cta} variant="outline" />
        </div>
      </Section>
      <Section labelledBy="core-products-heading">
        <SectionHeading
          id="core-products-heading"
          title={coreProductsSection.heading}
          lead={coreProductsSection.lead}
        />
        <FeatureGrid items={coreProducts} />
        <div className="mt-10 text-center">
          <CtaLink cta={coreProductsSection.cta} variant="outline" />
        </div>
      </Section>
      <Section labelledBy="solutions-heading" tone="muted">
        <SectionHeading
          id="solutions-heading"
          title={solutionsSection.heading}
          lead={solutionsSection.lead}
        />
        <FeatureGrid items={solutions.slice(0, 3)} />
        <div className="mt-10 text-center">
          <CtaLink cta={solutionsSection.cta} variant="outline" />
        </div>
      </Section>
      <Section id={demoTour.id} labelledBy="demo-heading">
        <SectionHeading id="demo-heading" title={demoTour.heading} lead={demoTour.lead} />
        <StepsList steps={demoTour.steps} />
      </Section>
      <CtaBand {...closingCta} />
    </>
  );
}
