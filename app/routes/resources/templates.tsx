import { MoreResources } from "~/components/resources/more-resources";
import { TemplateList } from "~/components/resources/template-list";
import { Hero } from "~/components/sections/hero";
import { TitledSection } from "~/components/sections/titled-section";
import {
  templates,
  templatesMeta,
  templatesPage,
  templatesTitle,
} from "~/content/resources-templates";
import { pageMeta } from "~/lib/meta";

const path = "/resources/templates";

export const meta = () =>
  pageMeta({ title: templatesTitle, meta: templatesMeta, description: templatesPage.lead, path });

export default function Templates() {
  return (
    <>
      <Hero eyebrow={templatesPage.eyebrow} title={templatesPage.title} lead={templatesPage.lead} />
      <TitledSection headingId="templates-heading" heading={templatesPage.listHeading}>
        <TemplateList templates={templates} />
      </TitledSection>
      <MoreResources current={path} />
    </>
  );
}
