import { AboutContactCards } from "~/components/company/about-contact-cards";
import { TeamGrid } from "~/components/company/team-grid";
import { Timeline } from "~/components/company/timeline";
import { CtaLink } from "~/components/sections/cta-link";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { FigureList } from "~/components/sections/figure-list";
import { Hero } from "~/components/sections/hero";
import { TitledSection } from "~/components/sections/titled-section";
import {
  aboutContactCards,
  aboutContactSection,
  aboutHero,
  aboutMeta,
  figuresSection,
  leadership,
  leadershipSection,
  mission,
  timeline,
  timelineSection,
  values,
  valuesSection,
} from "~/content/company";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: aboutMeta.title,
    meta: aboutMeta,
    description: aboutHero.lead,
    path: location.pathname,
  });

export default function About() {
  return (
    <>
      <Hero
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        lead={aboutHero.lead}
        actions={aboutHero.links.map((link, index) => (
          <CtaLink key={link.href} cta={link} variant={index === 0 ? "primary" : "outline"} />
        ))}
      />
      <TitledSection headingId="mission-heading" heading={mission.heading} lead={mission.text}>
        <p className="mx-auto max-w-3xl text-center text-muted-foreground">{mission.detail}</p>
      </TitledSection>
      <TitledSection headingId="figures-heading" tone="muted" heading={figuresSection.heading}>
        <FigureList figures={figuresSection.figures} />
      </TitledSection>
      <TitledSection
        headingId="values-heading"
        heading={valuesSection.heading}
        lead={valuesSection.lead}
      >
        <FeatureGrid items={values} columns={4} />
      </TitledSection>
      <TitledSection
        headingId="timeline-heading"
        tone="muted"
        heading={timelineSection.heading}
        lead={timelineSection.lead}
      >
        <Timeline entries={timeline} />
      </TitledSection>
      <TitledSection
        headingId="leadership-heading"
        heading={leadershipSection.heading}
        lead={leadershipSection.lead}
      >
        <TeamGrid members={leadership} />
      </TitledSection>
      <TitledSection
        headingId="work-with-us-heading"
        tone="muted"
        heading={aboutContactSection.heading}
        lead={aboutContactSection.lead}
      >
        <AboutContactCards cards={aboutContactCards} />
      </TitledSection>
    </>
  );
}
