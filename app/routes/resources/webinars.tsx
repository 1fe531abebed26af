import { MoreResources } from "~/components/resources/more-resources";
import { WebinarList } from "~/components/resources/webinar-list";
import { Hero } from "~/components/sections/hero";
import { TitledSection } from "~/components/sections/titled-section";
import { webinars, webinarsMeta, webinarsPage, webinarsTitle } from "~/content/resources-webinars";
import { pageMeta } from "~/lib/meta";

const path = "/resources/webinars";

export const meta = () =>
  pageMeta({ title: webinarsTitle, meta: webinarsMeta, description: webinarsPage.lead, path });

export default function Webinars() {
  return (
    <>
      <Hero eyebrow={webinarsPage.eyebrow} title={webinarsPage.title} lead={webinarsPage.lead} />
      <TitledSection headingId="webinars-heading" heading={webinarsPage.listHeading}>
        <WebinarList webinars={webinars} />
      </TitledSection>
      <MoreResources current={path} />
    </>
  );
}
