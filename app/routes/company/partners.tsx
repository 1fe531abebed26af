import { PartnerGroups } from "~/components/company/partner-groups";
import { CtaBand } from "~/components/sections/cta-band";
import { CtaLink } from "~/components/sections/cta-link";
import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/sections/section";
import { partnerGroups, partnerListsSection, partnersCta, partnersHero } from "~/content/partners";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Partners", description: partnersHero.lead, path: "/partners" });

export default function Partners() {
  return (
    <>
      <Hero
        eyebrow={partnersHero.eyebrow}
        title={partnersHero.title}
        lead={partnersHero.lead}
        actions={<CtaLink cta={partnersHero.primary} />}
      />
      <Section labelledBy="partner-lists-heading">
        <SectionHeading
          id="partner-lists-heading"
          title={partnerListsSection.heading}
          lead={partnerListsSection.lead}
        />
        <PartnerGroups groups={partnerGroups} />
      </Section>
      <CtaBand {...partnersCta} />
    </>
  );
}
