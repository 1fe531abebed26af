import { CtaBand } from "~/components/sections/cta-band";
import { CtaLink } from "~/components/sections/cta-link";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { FigureList } from "~/components/sections/figure-list";
import { Hero } from "~/components/sections/hero";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { TitledSection } from "~/components/sections/titled-section";
import {
  enterpriseCta,
  enterpriseFeatures,
  enterpriseFeaturesSection,
  enterpriseFiguresSection,
  enterpriseHero,
  enterpriseMeta,
  enterpriseTestimonial,
} from "~/content/enterprise";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/enterprise";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: enterpriseMeta.title,
    meta: enterpriseMeta,
    description: enterpriseHero.lead,
    path: location.pathname,
  });

export default function Enterprise() {
  return (
    <>
      <Hero
        eyebrow={enterpriseHero.eyebrow}
        title={enterpriseHero.title}
        lead={enterpriseHero.lead}
        actions={
          <>
            <CtaLink cta={enterpriseHero.primary} />
            <CtaLink cta={enterpriseHero.secondary} variant="outline" />
          </>
        }
      />
      <TitledSection
        headingId="enterprise-features-heading"
        heading={enterpriseFeaturesSection.heading}
        lead={enterpriseFeaturesSection.lead}
      >
        <FeatureGrid items={enterpriseFeatures} columns={4} />
      </TitledSection>
      <TitledSection
        headingId="enterprise-figures-heading"
        tone="muted"
        heading={enterpriseFiguresSection.heading}
      >
        <FigureList figures={enterpriseFiguresSection.figures} />
        <TestimonialCard testimonial={enterpriseTestimonial} className="mx-auto mt-12 max-w-3xl" />
      </TitledSection>
      <CtaBand {...enterpriseCta} />
    </>
  );
}
