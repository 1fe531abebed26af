import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/sections/section";
import { TeamTypeGrid } from "~/components/sections/team-type-grid";
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
      <Section labelledBy="use-case-summary-heading">
        <SectionHeading
          id="use-case-summary-heading"
          title={useCaseSummarySection.heading}
          lead={useCaseSummarySection.lead}
        />
        <TeamTypeGrid items={useCaseCards} />
      </Section>
      {useCaseDetails.map((detail, index) => (
        <UseCaseDetailSection key={detail.id} detail={detail} reversed={index % 2 === 0} />
      ))}
      <CtaBand {...useCasesCta} />
    </>
  );
}
