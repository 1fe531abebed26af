import { CtaBand } from "~/components/sections/cta-band";
import { CtaLink } from "~/components/sections/cta-link";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/sections/section";
import { CertificationList } from "~/components/solutions/certification-list";
import {
  certifications,
  certificationsSection,
  securityCta,
  securityFeatures,
  securityFeaturesSection,
  securityHero,
} from "~/content/enterprise";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Enterprise Security",
    description: securityHero.lead,
    path: "/solutions/enterprise/security",
  });

export default function EnterpriseSecurity() {
  return (
    <>
      <Hero
        eyebrow={securityHero.eyebrow}
        title={securityHero.title}
        lead={securityHero.lead}
        actions={
          <>
            <CtaLink cta={securityHero.primary} />
            <CtaLink cta={securityHero.secondary} variant="outline" />
          </>
        }
      />
      <Section labelledBy="security-features-heading">
        <SectionHeading
          id="security-features-heading"
          title={securityFeaturesSection.heading}
          lead={securityFeaturesSection.lead}
        />
        <FeatureGrid items={securityFeatures} columns={4} />
      </Section>
      <Section labelledBy="certifications-heading" tone="muted">
        <SectionHeading
          id="certifications-heading"
          title={certificationsSection.heading}
          lead={certificationsSection.lead}
        />
        <CertificationList items={certifications} />
      </Section>
      <CtaBand {...securityCta} />
    </>
  );
}
