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
import {
  startupBoardSection,
  startupPlans,
  startupPlansSection,
  startupStagesSection,
  startupStorySection,
  startupsSolutionCta,
  startupsSolutionHero,
} from "~/content/startups";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/startups";

/**
 * The page's records, read when the page is prerendered (and for a client-side visit,
 * from the route data the build wrote): the browser gets them as the page's HTML and
 * data, not a second time as JavaScript (docs/decisions/008).
 */
export const loader = () => ({
  startupBoardSection,
  startupPlans,
  startupPlansSection,
  startupStagesSection,
  startupStorySection,
  startupsSolutionCta,
  startupsSolutionHero,
});

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Startups",
    description: loaderData.startupsSolutionHero.lead,
    path: "/solutions/startups",
  });

export default function StartupsSolution({ loaderData }: Route.ComponentProps) {
  const {
    startupBoardSection,
    startupPlans,
    startupPlansSection,
    startupStagesSection,
    startupStorySection,
    startupsSolutionCta,
    startupsSolutionHero,
  } = loaderData;
  return (
    <>
      <Hero
        eyebrow={startupsSolutionHero.eyebrow}
        title={startupsSolutionHero.title}
        lead={startupsSolutionHero.lead}
        actions={
          <>
            <CtaLink cta={startupsSolutionHero.primary} />
            <CtaLink cta={startupsSolutionHero.secondary} variant="outline" />
          </>
        }
      />
      <TitledSection
        headingId="stages-heading"
        heading={startupStagesSection.heading}
        lead={startupStagesSection.lead}
      >
        <StepsList steps={startupStagesSection.steps} />
      </TitledSection>
      <Section labelledBy="company-board-heading" tone="muted">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="company-board-heading"
              title={startupBoardSection.heading}
              lead={startupBoardSection.lead}
              align="start"
            />
            <CheckList items={startupBoardSection.bullets} className="gap-4" />
          </div>
          <BoardPreviewMockup board={startupBoardSection.board} className="min-w-0" />
        </div>
      </Section>
      <TitledSection headingId="startup-story-heading" heading={startupStorySection.heading}>
        <TestimonialCard
          testimonial={startupStorySection.testimonial}
          className="mx-auto max-w-3xl"
        />
      </TitledSection>
      <StartupPlans section={startupPlansSection} plans={startupPlans} />
      <CtaBand {...startupsSolutionCta} />
    </>
  );
}
