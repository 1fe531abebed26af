import { CtaBand } from "~/components/sections/cta-band";
import { CtaLink } from "~/components/sections/cta-link";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { FigureList } from "~/components/sections/figure-list";
import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/sections/section";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import {
  enterpriseCta,
  enterpriseFeatures,
  enterpriseFeaturesSection,
  enterpriseFiguresSection,
  enterpriseHero,
  enterpriseTestimonial,
} from "~/content/enterprise";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Enterprise",
    description: enterpriseHero.lead,
    path: "/solutions/enterprise",
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
      <Section labelledBy="enterprise-features-heading">
        <SectionHeading
          id="enterprise-features-heading"
          title={enterpriseFeaturesSection.heading}
          lead={enterpriseFeaturesSection.lead}
        />
        <FeatureGrid items={enterpriseFeatures} columns={4} />
      </Section>
      <Section labelledBy="enterprise-figures-heading" tone="muted">
        <SectionHeading id="enterprise-figures-heading" title={enterpriseFiguresSection.heading} />
        <FigureList figures={enterpriseFiguresSection.figures} />
        <TestimonialCard testimonial={enterpriseTestimonial} className="mx-auto mt-12 max-w-3xl" />
      </Section>
      <CtaBand {...enterpriseCta} />
    </>
  );
}
