import careersFile from "../../content/pages/careers.json" with { type: "json" };
import type { CareersContent } from "./careers.schema";

/** Copy of the careers page (docs/spec/site-spec.md §2.11), from content/pages/careers.json. */
const careers = careersFile as CareersContent;

export const careersMeta = careers.meta;

export const careersHero = careers.hero;

export const openingsSection = careers.openingsSection;

/** The open roles, in the order the page lists them. */
export const openings = careers.openings;

/** "Apply Now" opens the contact form with the careers subject chosen. */
export const applyCta = careers.applyCta;

export const perksSection = careers.perksSection;

export const perks = careers.perks;

export const careersCta = careers.cta;
