import { GuideList } from "~/components/resources/guide-list";
import { MoreResources } from "~/components/resources/more-resources";
import { Hero } from "~/components/sections/hero";
import { TitledSection } from "~/components/sections/titled-section";
import { guidesPage } from "~/content/resources-guides";
import { guideListData } from "~/lib/article-pages.server";
import { loaderMeta } from "~/lib/loader-meta";
import type { Route } from "./+types/guides";

const path = "/resources/guides";

/** Runs when the page is prerendered: the guides, from content/articles/guides. */
export const loader = () => guideListData();

export const meta = loaderMeta;

export default function Guides({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero eyebrow={guidesPage.eyebrow} title={guidesPage.title} lead={guidesPage.lead} />
      <TitledSection headingId="guides-heading" heading={guidesPage.listHeading}>
        <GuideList guides={loaderData.guides} />
      </TitledSection>
      <MoreResources current={path} />
    </>
  );
}
