import { AboutContactCards } from "~/components/company/about-contact-cards";
import { TeamGrid } from "~/components/company/team-grid";
import { Timeline } from "~/components/company/timeline";
import { CtaLink } from "~/components/sections/cta-link";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { FigureList } from "~/components/sections/figure-list";
import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/sections/section";
import {
  aboutContactCards,
  aboutContactSection,
  aboutHero,
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

export const meta = () => pageMeta({ title: "About", description: aboutHero.lead, path: "/about" });

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
      <Section labelledBy="mission-heading">
        <SectionHeading id="mission-heading" title={mission.heading} lead={mission.text} />
        <p className="mx-auto max-w-3xl text-center text-muted-foreground">{mission.detail}</p>
      </Section>
      <Section labelledBy="figures-heading" tone="muted">
        <SectionHeading id="figures-heading" title={figuresSection.heading} />
        <FigureList figures={figuresSection.figures} />
      </Section>
      <Section labelledBy="values-heading">
        <SectionHeading
          id="values-heading"
          title={valuesSection.heading}
          lead={valuesSection.lead}
        />
        <FeatureGrid items={values} columns={4} />
      </Section>
      <Section labelledBy="timeline-heading" tone="muted">
        <SectionHeading
          id="timeline-heading"
          title={timelineSection.heading}
          lead={timelineSection.lead}
        />
        <Timeline entries={timeline} />
      </Section>
      <Section labelledBy="leadership-heading">
        <SectionHeading
          id="leadership-heading"
          title={leadershipSection.heading}
          lead={leadershipSection.lead}
        />
        <TeamGrid members={leadership} />
      </Section>
      <Section labelledBy="work-with-us-heading" tone="muted">
        <SectionHeading
          id="work-with-us-heading"
          title={aboutContactSection.heading}
          lead={aboutContactSection.lead}
        />
        <AboutContactCards cards={aboutContactCards} />
      </Section>
    </>
  );
}
