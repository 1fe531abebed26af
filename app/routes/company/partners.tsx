import { PartnerGroups } from "~/components/company/partner-groups";
import { CtaBand } from "~/components/sections/cta-band";
import { CtaLink } from "~/components/sections/cta-link";
import { Hero } from "~/components/sections/hero";
import { TitledSection } from "~/components/sections/titled-section";
import {
  partnerGroups,
  partnerListsSection,
  partnersCta,
  partnersHero,
  partnersMeta,
} from "~/content/partners";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/partners";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: partnersMeta.title,
    meta: partnersMeta,
    description: partnersHero.lead,
    path: location.pathname,
  });

export default function Partners() {
  return (
    <>
      <Hero
        eyebrow={partnersHero.eyebrow}
        title={partnersHero.title}
        lead={partnersHero.lead}
        actions={<CtaLink cta={partnersHero.primary} />}
      />
      <TitledSection
        headingId="partner-lists-heading"
        heading={partnerListsSection.heading}
        lead={partnerListsSection.lead}
      >
        <PartnerGroups groups={partnerGroups} />
      </TitledSection>
      <CtaBand {...partnersCta} />
    </>
  );
}
