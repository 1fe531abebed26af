import { JobOpeningList } from "~/components/company/job-opening-list";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { TitledSection } from "~/components/sections/titled-section";
import {
  applyCta,
  careersCta,
  careersHero,
  careersMeta,
  openings,
  openingsSection,
  perks,
  perksSection,
} from "~/content/careers";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/careers";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: careersMeta.title,
    meta: careersMeta,
    description: careersHero.lead,
    path: location.pathname,
  });

export default function Careers() {
  return (
    <>
      <Hero eyebrow={careersHero.eyebrow} title={careersHero.title} lead={careersHero.lead} />
      <TitledSection
        headingId="openings-heading"
        heading={openingsSection.heading}
        lead={openingsSection.lead}
      >
        <JobOpeningList openings={openings} apply={applyCta} />
      </TitledSection>
      <TitledSection
        headingId="perks-heading"
        tone="muted"
        heading={perksSection.heading}
        lead={perksSection.lead}
      >
        <FeatureGrid items={perks} columns={4} />
      </TitledSection>
      <CtaBand {...careersCta} />
    </>
  );
}
