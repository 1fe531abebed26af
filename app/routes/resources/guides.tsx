import { GuideList } from "~/components/resources/guide-list";
import { MoreResources } from "~/components/resources/more-resources";
import { Hero } from "~/components/sections/hero";
import { TitledSection } from "~/components/sections/titled-section";
import { guides, guidesPage } from "~/content/resources";
import { pageMeta } from "~/lib/meta";

const path = "/resources/guides";

export const meta = () => pageMeta({ title: "Guides", description: guidesPage.lead, path });

export default function Guides() {
  return (
    <>
      <Hero eyebrow={guidesPage.eyebrow} title={guidesPage.title} lead={guidesPage.lead} />
      <TitledSection headingId="guides-heading" heading={guidesPage.listHeading}>
        <GuideList guides={guides} />
      </TitledSection>
      <MoreResources current={path} />
    </>
  );
}
