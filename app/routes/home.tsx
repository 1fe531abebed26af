import { HeroDashboardMockup } from "~/components/mockups/hero-dashboard-mockup";
import { CtaBand } from "~/components/sections/cta-band";
import { CtaLink } from "~/components/sections/cta-link";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { StepsList } from "~/components/sections/steps-list";
import { TeamTypeGrid } from "~/components/sections/team-type-grid";
import { TitledSection } from "~/components/sections/titled-section";
import { TrustBand } from "~/components/sections/trust-band";
import { coreProducts } from "~/content/features";
import {
  closingCta,
  coreProductsSection,
  demoTour,
  homeHero,
  homeMeta,
  manageSection,
  solutionsSection,
  trust,
} from "~/content/home";
import { site } from "~/content/site";
import { solutions } from "~/content/solutions";
import { useCaseCards } from "~/content/use-cases";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: site.name,
    meta: homeMeta,
    description: site.description,
    path: location.pathname,
  });

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
      <TitledSection headingId="manage-heading" tone="muted" {...manageSection}>
        <TeamTypeGrid items={useCaseCards} />
      </TitledSection>
      <TitledSection headingId="core-products-heading" {...coreProductsSection}>
        <FeatureGrid items={coreProducts} />
      </TitledSection>
      <TitledSection headingId="solutions-heading" tone="muted" {...solutionsSection}>
        <FeatureGrid items={solutions.slice(0, 3)} />
      </TitledSection>
      <TitledSection
        id={demoTour.id}
        headingId="demo-heading"
        heading={demoTour.heading}
        lead={demoTour.lead}
        cta={demoTour.cta}
      >
        <StepsList steps={demoTour.steps} />
      </TitledSection>
      <CtaBand {...closingCta} />
    </>
  );
}
