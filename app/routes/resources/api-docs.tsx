import { ApiReference } from "~/components/api-reference/api-reference";
import { EndpointList } from "~/components/resources/endpoint-list";
import { MoreResources } from "~/components/resources/more-resources";
import { ScrollingCodeBlock } from "~/components/resources/scrolling-code-block";
import { CtaLink } from "~/components/sections/cta-link";
import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/sections/section";
import { TitledSection } from "~/components/sections/titled-section";
import { CopyButton } from "~/components/ui/copy-button";
import {
  apiDocsMeta,
  apiDocsNext,
  apiDocsPage,
  apiEndpoints,
  authenticationSection,
  endpointsSection,
  referenceSection,
} from "~/content/api-docs";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";

const path = "/resources/api-docs";

export const meta = () =>
  pageMeta({ title: apiDocsMeta.title, meta: apiDocsMeta, description: apiDocsPage.lead, path });

export default function ApiDocs() {
  return (
    <>
      <Hero eyebrow={apiDocsPage.eyebrow} title={apiDocsPage.title} lead={apiDocsPage.lead} />
      <Section labelledBy="endpoints-heading">
        <div className="mx-auto max-w-4xl">
          <SectionHeading
            id="endpoints-heading"
            title={endpointsSection.heading}
            lead={endpointsSection.lead}
            align="start"
          />
          <EndpointList endpoints={apiEndpoints} />
        </div>
      </Section>
      <Section id="authentication" labelledBy="authentication-heading" tone="muted">
        <div className="mx-auto max-w-4xl">
          <SectionHeading
            id="authentication-heading"
            title={authenticationSection.heading}
            align="start"
          />
          <div className="grid gap-6">
            {authenticationSection.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-lg text-muted-foreground">
                {paragraph}
              </p>
            ))}
            <p className="flex items-center justify-between gap-3 rounded-lg border bg-card p-4">
              <code className="min-w-0 font-mono text-sm font-semibold break-all">
                {authenticationSection.header}
              </code>
              <CopyButton
                text={authenticationSection.header}
                label={m.copy_authorization_header()}
                className="shrink-0"
              />
            </p>
            <h3 className="text-xl font-semibold">{authenticationSection.sampleHeading}</h3>
            <ScrollingCodeBlock
              caption={m.api_sample_caption(authenticationSection.sampleOperation)}
              code={authenticationSection.sample}
              copyLabel={m.api_sample_copy()}
            />
          </div>
        </div>
      </Section>
      <Section id="reference" labelledBy="reference-heading">
        <div className="mx-auto max-w-4xl">
          <SectionHeading
            id="reference-heading"
            title={referenceSection.heading}
            lead={referenceSection.lead}
            align="start"
          />
          <ul className="mb-8 flex flex-wrap gap-x-6 gap-y-2">
            {referenceSection.formats.map((format) => (
              <li key={format.href}>
                <a
                  href={format.href}
                  className="font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {format.label}
                </a>
              </li>
            ))}
          </ul>
          <ApiReference />
        </div>
      </Section>
      <TitledSection
        headingId="api-next-heading"
        heading={apiDocsNext.heading}
        lead={apiDocsNext.lead}
      >
        <div className="flex flex-wrap justify-center gap-3">
          <CtaLink cta={apiDocsNext.primary} />
          <CtaLink cta={apiDocsNext.secondary} variant="outline" />
        </div>
      </TitledSection>
      <MoreResources current={path} />
    </>
  );
}
