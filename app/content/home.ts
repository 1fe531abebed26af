import homeFile from "../../content/pages/home.json" with { type: "json" };
import type { HomeContent } from "./home.schema";

/**
 * Copy of the home page (docs/spec/site-spec.md §2.4) that no other page shares, from
 * content/pages/home.json (checked against home.schema.ts at build).
 */
const home = homeFile as HomeContent;

/** Its "Search and social" fields, when an editor filled them. */
export const homeMeta = home.meta;
export const homeHero = home.hero;
export const trust = home.trust;
export const manageSection = home.manageSection;
export const coreProductsSection = home.coreProductsSection;
export const solutionsSection = home.solutionsSection;
export const demoTour = home.demoTour;
export const closingCta = home.closingCta;
