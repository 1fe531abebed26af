import { GuideList } from "~/components/resources/guide-list";
import { MoreResources } from "~/components/resources/more-resources";
import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/sections/section";
import { guides, guidesPage } from "~/content/resources";
import { pageMeta } from "~/lib/meta";

const path = "/resources/guides";

export const meta = () => pageMeta({ title: "Guides", description: guidesPage.lead, path });

export default function Guides() {
  return (
    <>
      <Hero eyebrow={guidesPage.eyebrow} title={guidesPage.title} lead={guidesPage.lead} />
      <Section labelledBy="guides-heading">
        <SectionHeading id="guides-heading" title={guidesPage.listHeading} />
        <GuideList guides={guides} />
      </Section>
      <MoreResources current={path} />
    </>
  );
}
