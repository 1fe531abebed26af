import { CtaBand } from "~/components/sections/cta-band";
import { CtaLink } from "~/components/sections/cta-link";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { TitledSection } from "~/components/sections/titled-section";
import { CertificationList } from "~/components/solutions/certification-list";
import {
  certifications,
  certificationsSection,
  enterpriseMeta,
  securityCta,
  securityFeatures,
  securityFeaturesSection,
  securityHero,
  securityMeta,
} from "~/content/enterprise";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/enterprise-security";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: securityMeta.title,
    meta: securityMeta,
    description: securityHero.lead,
    path: location.pathname,
    parentTitle: enterpriseMeta.title,
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
      <TitledSection
        headingId="security-features-heading"
        heading={securityFeaturesSection.heading}
        lead={securityFeaturesSection.lead}
      >
        <FeatureGrid items={securityFeatures} columns={4} />
      </TitledSection>
      <TitledSection
        headingId="certifications-heading"
        tone="muted"
        heading={certificationsSection.heading}
        lead={certificationsSection.lead}
      >
        <CertificationList items={certifications} />
      </TitledSection>
      <CtaBand {...securityCta} />
    </>
  );
}
