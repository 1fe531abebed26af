import startupFile from "../../content/pages/startup.json" with { type: "json" };
import { priceWords } from "./pricing";
import type { Cta, FeatureCard, HeroCopy } from "./schemas";
import type { FlowboardForStartupsContent } from "./startup-pages.schema";
import { startupPlans, startupPlansAnchor, startupPlansSection } from "./startup-plans";

/**
 * Copy of /startup, "Flowboard for Startups" (docs/spec/site-spec.md §2.9), from
 * content/pages/startup.json: what early teams get and the startup tiers. Its route loader
 * returns this record whole.
 */
const page = startupFile as FlowboardForStartupsContent;

export const flowboardForStartupsMeta = page.meta;

export const flowboardForStartupsPage = {
  hero: {
    ...page.hero,
    // The first button jumps to the tiers below, wherever their section's id says they are.
    primary: { ...page.hero.primary, href: startupPlansAnchor },
  } satisfies HeroCopy,
  featuresSection: page.featuresSection,
  features: page.features as readonly FeatureCard[],
  plansSection: startupPlansSection,
  plans: startupPlans,
  priceWords: { currencyChoice: priceWords.currencyChoice, taxNote: priceWords.taxNote },
  cta: page.cta satisfies { heading: string; lead: string; primary: Cta; secondary: Cta },
};
