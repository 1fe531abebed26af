import { Icon } from "~/components/icon";
import { WorkOsBoardMockup } from "~/components/mockups/work-os-board-mockup";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/sections/section";
import { TitledSection } from "~/components/sections/titled-section";
import { features } from "~/content/features";
import {
  featureGridSection,
  featuresIntro,
  featuresPageMeta,
  workOsOverview,
} from "~/content/features-overview";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/index";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: featuresPageMeta.title,
    meta: featuresPageMeta,
    description: featuresIntro.lead,
    path: location.pathname,
  });

export default function FeaturesOverview() {
  return (
    <>
      <Hero eyebrow={featuresIntro.eyebrow} title={featuresIntro.title} lead={featuresIntro.lead} />
      <Section labelledBy="work-os-heading">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="work-os-heading"
              title={workOsOverview.heading}
              lead={workOsOverview.lead}
              align="start"
            />
            <ul className="grid gap-4">
              {workOsOverview.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-success" />
                  <span>{bullet}</span>
                </li>
              ))}
            </ul>
          </div>
          <WorkOsBoardMockup />
        </div>
      </Section>
      <TitledSection headingId="feature-grid-heading" tone="muted" {...featureGridSection}>
        <FeatureGrid items={features} />
      </TitledSection>
    </>
  );
}
