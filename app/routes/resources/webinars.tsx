import { MoreResources } from "~/components/resources/more-resources";
import { WebinarList } from "~/components/resources/webinar-list";
import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/sections/section";
import { webinars, webinarsPage } from "~/content/resources";
import { pageMeta } from "~/lib/meta";

const path = "/resources/webinars";

export const meta = () => pageMeta({ title: "Webinars", description: webinarsPage.lead, path });

export default function Webinars() {
  return (
    <>
      <Hero eyebrow={webinarsPage.eyebrow} title={webinarsPage.title} lead={webinarsPage.lead} />
      <Section labelledBy="webinars-heading">
        <SectionHeading id="webinars-heading" title={webinarsPage.listHeading} />
        <WebinarList webinars={webinars} />
      </Section>
      <MoreResources current={path} />
    </>
  );
}
