import solutionFile from "../../content/solutions/startups.json" with { type: "json" };
import { priceWords } from "./pricing";
import type { BoardPreview, Cta, HeroCopy, Testimonial } from "./schemas";
import type { StartupsSolutionContent } from "./startup-pages.schema";
import { startupPlans, startupPlansAnchor, startupPlansSection } from "./startup-plans";

/**
 * Copy of /solutions/startups (docs/spec/site-spec.md §2.1), from content/solutions/startups.json:
 * how a startup uses Flowboard from stage to stage, then the same startup tiers as /startup.
 * Its route loader returns this record whole.
 */
const page = solutionFile as StartupsSolutionContent;

export const startupsSolutionMeta = page.meta;

export const startupsSolutionPage = {
  hero: {
    ...page.hero,
    // The first button jumps to the tiers below, wherever their section's id says they are.
    primary: { ...page.hero.primary, href: startupPlansAnchor },
  } satisfies HeroCopy,
  stagesSection: page.stagesSection,
  boardSection: {
    ...page.boardSection,
    board: page.boardSection.board as BoardPreview,
  },
  storySection: page.storySection as { heading: string; testimonial: Testimonial },
  plansSection: startupPlansSection,
  plans: startupPlans,
  priceWords: { currencyChoice: priceWords.currencyChoice, taxNote: priceWords.taxNote },
  cta: page.cta satisfies { heading: string; lead: string; primary: Cta; secondary: Cta },
};
