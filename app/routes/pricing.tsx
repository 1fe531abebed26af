import { ComparisonTable } from "~/components/pricing/comparison-table";
import { DeveloperProgram } from "~/components/pricing/developer-program";
import { PricingFaq } from "~/components/pricing/pricing-faq";
import { PricingPlans } from "~/components/pricing/pricing-plans";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { TitledSection } from "~/components/sections/titled-section";
import { comparisonGroups } from "~/content/pricing";
import {
  comparisonSection,
  faqSection,
  plansSection,
  pricingCta,
  pricingHero,
} from "~/content/pricing-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Pricing", description: pricingHero.lead, path: "/pricing" });

export default function Pricing() {
  return (
    <>
      <Hero eyebrow={pricingHero.eyebrow} title={pricingHero.title} lead={pricingHero.lead} />
      <TitledSection headingId="plans-heading" heading={plansSection.heading}>
        <PricingPlans />
        <p className="mt-10 text-center">
          <a
            href={plansSection.seeComparison.href}
            className="rounded-sm font-semibold text-primary hover:underline"
          >
            {plansSection.seeComparison.label}
          </a>
        </p>
      </TitledSection>
      <TitledSection
        id={comparisonSection.id}
        headingId="compare-heading"
        tone="muted"
        heading={comparisonSection.heading}
        lead={comparisonSection.lead}
      >
        <ComparisonTable groups={comparisonGroups} />
      </TitledSection>
      <DeveloperProgram />
      <TitledSection headingId="faq-heading" heading={faqSection.heading}>
        <PricingFaq entries={faqSection.entries} />
      </TitledSection>
      <CtaBand {...pricingCta} />
    </>
  );
}
