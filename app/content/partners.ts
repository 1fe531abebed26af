import partnersFile from "../../content/pages/partners.json" with { type: "json" };
import type { PartnersContent } from "./partners.schema";

/** Copy of the partners page (docs/spec/site-spec.md §2.12), from content/pages/partners.json. */
const partners = partnersFile as PartnersContent;

export const partnersMeta = partners.meta;

export const partnersHero = partners.hero;

export const partnerListsSection = partners.listsSection;

export const partnerGroups = partners.groups;

export const partnersCta = partners.cta;
