import { MoreResources } from "~/components/resources/more-resources";
import { TemplateList } from "~/components/resources/template-list";
import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/sections/section";
import { templates, templatesPage } from "~/content/resources";
import { pageMeta } from "~/lib/meta";

const path = "/resources/templates";

export const meta = () => pageMeta({ title: "Templates", description: templatesPage.lead, path });

export default function Templates() {
  return (
    <>
      <Hero eyebrow={templatesPage.eyebrow} title={templatesPage.title} lead={templatesPage.lead} />
      <Section labelledBy="templates-heading">
        <SectionHeading id="templates-heading" title={templatesPage.listHeading} />
        <TemplateList templates={templates} />
      </Section>
      <MoreResources current={path} />
    </>
  );
}
