import { BoardPreviewMockup } from "~/components/mockups/board-preview-mockup";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { CtaLink } from "~/components/sections/cta-link";
import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/sections/section";
import { StepsList } from "~/components/sections/steps-list";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { TitledSection } from "~/components/sections/titled-section";
import { StartupPlans } from "~/components/solutions/startup-plans";
import { startupPlansIn } from "~/content/startup-plans";
import { startupsSolutionMeta, startupsSolutionPage } from "~/content/startups-solution";
import { currencyOfSegment, withoutCurrency } from "~/lib/currencies.js";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/startups";

/**
 * The page's records, read when the page is prerendered (and for a client-side visit,
 * from the route data the build wrote): the browser gets them as the page's HTML and
 * data, not a second time as JavaScript (docs/decisions/008).
 */
export const loader = ({ params }: Route.LoaderArgs) => ({
  ...startupsSolutionPage,
  // A page in a chosen currency (/solutions/startups/usd) prices the tiers in it.
  plans: startupPlansIn(currencyOfSegment(params.currency)),
  meta: startupsSolutionMeta,
});

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.meta.title,
    meta: loaderData.meta,
    description: loaderData.hero.lead,
    // A page in a chosen currency ("/de/pricing/usd") is its language's page for search
    // engines: canonical, hreflang and breadcrumbs name the page without the segment.
    path: withoutCurrency(location.pathname).path,
  });

export default function StartupsSolution({ loaderData }: Route.ComponentProps) {
  const { hero, stagesSection, boardSection, storySection, plansSection, plans, priceWords, cta } =
    loaderData;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <CtaLink cta={hero.primary} />
            <CtaLink cta={hero.secondary} variant="outline" />
          </>
        }
      />
      <TitledSection
        headingId="stages-heading"
        heading={stagesSection.heading}
        lead={stagesSection.lead}
      >
        <StepsList steps={stagesSection.steps} />
      </TitledSection>
      <Section labelledBy="company-board-heading" tone="muted">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="company-board-heading"
              title={boardSection.heading}
              lead={boardSection.lead}
              align="start"
            />
            <CheckList items={boardSection.bullets} className="gap-4" />
          </div>
          <BoardPreviewMockup board={boardSection.board} className="min-w-0" />
        </div>
      </Section>
      <TitledSection headingId="startup-story-heading" heading={storySection.heading}>
        <TestimonialCard testimonial={storySection.testimonial} className="mx-auto max-w-3xl" />
      </TitledSection>
      <StartupPlans section={plansSection} plans={plans} priceWords={priceWords} />
      <CtaBand {...cta} />
    </>
  );
}
