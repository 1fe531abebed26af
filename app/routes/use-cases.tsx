import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { TeamTypeGrid } from "~/components/sections/team-type-grid";
import { TitledSection } from "~/components/sections/titled-section";
import { UseCaseDetailSection } from "~/components/use-cases/use-case-detail";
import {
  useCaseBenefitsHeading,
  useCaseDetails,
  useCaseFeaturesHeading,
  useCaseSummarySection,
  useCasesCta,
  useCasesIntro,
  useCasesMeta,
} from "~/content/use-case-details";
import { useCaseCards } from "~/content/use-cases";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/use-cases";

/**
 * The page's records, read when the page is prerendered (and for a client-side visit,
 * from the route data the build wrote): the browser gets them as the page's HTML and
 * data, not a second time as JavaScript (docs/decisions/008). The title travels with them,
 * so the page's words stay in its content file without shipping that file to the browser.
 */
export const loader = () => ({
  meta: useCasesMeta,
  useCaseCards,
  useCaseDetails,
  useCaseSummarySection,
  useCasesCta,
  useCasesIntro,
  detailHeadings: { benefits: useCaseBenefitsHeading, features: useCaseFeaturesHeading },
});

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.meta.title,
    description: loaderData.useCasesIntro.lead,
    path: location.pathname,
  });

export default function UseCases({ loaderData }: Route.ComponentProps) {
  const {
    useCaseCards,
    useCaseDetails,
    useCaseSummarySection,
    useCasesCta,
    useCasesIntro,
    detailHeadings,
  } = loaderData;
  return (
    <>
      <Hero eyebrow={useCasesIntro.eyebrow} title={useCasesIntro.title} lead={useCasesIntro.lead} />
      <TitledSection
        headingId="use-case-summary-heading"
        heading={useCaseSummarySection.heading}
        lead={useCaseSummarySection.lead}
      >
        <TeamTypeGrid items={useCaseCards} />
      </TitledSection>
      {useCaseDetails.map((detail, index) => (
        <UseCaseDetailSection
          key={detail.id}
          detail={detail}
          reversed={index % 2 === 0}
          headings={detailHeadings}
        />
      ))}
      <CtaBand {...useCasesCta} />
    </>
  );
}
