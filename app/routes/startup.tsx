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
  startupPlans,
  startupPlansSection,
} from "~/content/startups";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/startup";

/**
 * The page's records, read when the page is prerendered (and for a client-side visit,
 * from the route data the build wrote): the browser gets them as the page's HTML and
 * data, not a second time as JavaScript (docs/decisions/008).
 */
export const loader = () => ({
  startupCta,
  startupFeatures,
  startupFeaturesSection,
  startupHero,
  startupPlans,
  startupPlansSection,
});

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Flowboard for Startups",
    description: loaderData.startupHero.lead,
    path: "/startup",
  });

export default function Startup({ loaderData }: Route.ComponentProps) {
  const {
    startupCta,
    startupFeatures,
    startupFeaturesSection,
    startupHero,
    startupPlans,
    startupPlansSection,
  } = loaderData;
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
      <StartupPlans section={startupPlansSection} plans={startupPlans} />
      <CtaBand {...startupCta} />
    </>
  );
}
