import { CtaBand } from "~/components/sections/cta-band";
import { CtaLink } from "~/components/sections/cta-link";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { TitledSection } from "~/components/sections/titled-section";
import { StartupPlans } from "~/components/solutions/startup-plans";
import {
  startupCta,
  startupFeatures,
  startupFeaturesSection,
  startupHero,
} from "~/content/startups";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Flowboard for Startups", description: startupHero.lead, path: "/startup" });

export default function Startup() {
  return (
    <>
      <Hero
        eyebrow={startupHero.eyebrow}
        title={startupHero.title}
        lead={startupHero.lead}
        actions={
          <>
            <CtaLink cta={startupHero.primary} />
            <CtaLink cta={startupHero.secondary} variant="outline" />
          </>
        }
      />
      <TitledSection
        headingId="startup-features-heading"
        heading={startupFeaturesSection.heading}
        lead={startupFeaturesSection.lead}
      >
        <FeatureGrid items={startupFeatures} />
      </TitledSection>
      <StartupPlans />
      <CtaBand {...startupCta} />
    </>
  );
}
