import { CtaBand } from "~/components/sections/cta-band";
import { CtaLink } from "~/components/sections/cta-link";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { TitledSection } from "~/components/sections/titled-section";
import { StartupPlans } from "~/components/solutions/startup-plans";
import {
  flowboardForStartupsMeta,
  flowboardForStartupsPage,
} from "~/content/flowboard-for-startups";
import { startupPlansIn } from "~/content/startup-plans";
import { currencyOfSegment, withoutCurrency } from "~/lib/currencies.js";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/startup";

/**
 * The page's records, read when the page is prerendered (and for a client-side visit,
 * from the route data the build wrote): the browser gets them as the page's HTML and
 * data, not a second time as JavaScript (docs/decisions/008).
 */
export const loader = ({ params }: Route.LoaderArgs) => ({
  ...flowboardForStartupsPage,
  // A page in a chosen currency (/startup/usd) prices the tiers in it.
  plans: startupPlansIn(currencyOfSegment(params.currency)),
  meta: flowboardForStartupsMeta,
});

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.meta.title,
    meta: loaderData.meta,
    description: loaderData.hero.lead,
    // A page in a chosen currency ("/de/pricing/usd") is its language's page for search
    // engines: canonical, hreflang and breadcrumbs name the page without the segment.
    path: withoutCurrency(location.pathname).path,
  });

export default function Startup({ loaderData }: Route.ComponentProps) {
  const { hero, featuresSection, features, plansSection, plans, priceWords, cta } = loaderData;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <CtaLink cta={hero.primary} />
            <CtaLink cta={hero.secondary} variant="outline" />
          </>
        }
      />
      <TitledSection
        headingId="startup-features-heading"
        heading={featuresSection.heading}
        lead={featuresSection.lead}
      >
        <FeatureGrid items={features} />
      </TitledSection>
      <StartupPlans section={plansSection} plans={plans} priceWords={priceWords} />
      <CtaBand {...cta} />
    </>
  );
}
