import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { TeamTypeGrid } from "~/components/sections/team-type-grid";
import { TitledSection } from "~/components/sections/titled-section";
import { UseCaseDetailSection } from "~/components/use-cases/use-case-detail";
import {
  useCaseDetails,
  useCaseSummarySection,
  useCasesCta,
  useCasesIntro,
} from "~/content/use-case-details";
import { useCaseCards } from "~/content/use-cases";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Use Cases", description: useCasesIntro.lead, path: "/use-cases" });

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
        <UseCaseDetailSection key={detail.id} detail={detail} reversed={index % 2 === 0} />
      ))}
      <CtaBand {...useCasesCta} />
    </>
  );
}
