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

/*
 * The page reads its records from their content module, not from a route loader: route data
 * is inlined into the prerendered HTML beside the markup it draws, which took this page past
 * the first round trip (14 KB of brotli HTML, docs/decisions/029). The module costs the
 * page's JavaScript instead, which loads on intent.
 */
const detailHeadings = { benefits: useCaseBenefitsHeading, features: useCaseFeaturesHeading };

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: useCasesMeta.title,
    meta: useCasesMeta,
    description: useCasesIntro.lead,
    path: location.pathname,
  });

export default function UseCases() {
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
