import { Deferred, deferredSection, whenNavigatedTo } from "~/components/deferred-section";
import { DeveloperProgram } from "~/components/pricing/developer-program";
import { PricingPlans } from "~/components/pricing/pricing-plans";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { TitledSection } from "~/components/sections/titled-section";
import { plans, pricePerSeat } from "~/content/pricing";
import {
  comparisonSection,
  faqSection,
  plansSection,
  pricingCta,
  pricingHero,
  pricingMeta,
} from "~/content/pricing-page";
import { languageCurrency, withoutCurrency } from "~/lib/currencies.js";
import { absoluteUrl, pageMeta } from "~/lib/meta";
import { planOffersJsonLd } from "~/lib/plan-offers";
import type { Route } from "./+types/pricing";

// Below the fold and static: their code (and the table's and answers' data) loads as the
// visitor scrolls towards them, not with the page.
const comparisonTable = deferredSection(() => import("~/components/pricing/comparison-table"));
const pricingFaq = deferredSection(() => import("~/components/pricing/pricing-faq"));
await whenNavigatedTo(comparisonTable, pricingFaq);

export const meta = ({ location }: Route.MetaArgs) => {
  // The offers carry the currency the page shows: its language's, or the one its path names.
  const { path, currency = languageCurrency() } = withoutCurrency(location.pathname);
  const offers = plans.flatMap((plan) => {
    const price = pricePerSeat(plan, "monthly", currency);
    return price === null ? [] : [{ name: plan.name, price, currency }];
  });
  return pageMeta({
    title: pricingMeta.title,
    meta: pricingMeta,
    description: pricingHero.lead,
    // A page in a chosen currency ("/de/pricing/usd") is its language's page for search
    // engines: canonical, hreflang and breadcrumbs name the page without the segment.
    path,
    extra: [{ "script:ld+json": planOffersJsonLd(offers, absoluteUrl(path)) }],
  });
};

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
        <Deferred section={comparisonTable} />
      </TitledSection>
      <DeveloperProgram />
      <TitledSection headingId="faq-heading" heading={faqSection.heading}>
        <Deferred section={pricingFaq} />
      </TitledSection>
      <CtaBand {...pricingCta} />
    </>
  );
}
