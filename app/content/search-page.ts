import searchFile from "../../content/pages/search.json" with { type: "json" };
import { companyLinks } from "./footer";
import { headerLinks, headerMenus } from "./navigation";
import type { NavGroup } from "./schemas";
import type { SearchPageContent } from "./search-page.schema";

/** Copy of /search (content/pages/search.json): where the header's search link leads when JavaScript is off. */
const search = searchFile as SearchPageContent;

export const searchMeta = search.meta;

export const searchHero = search.hero;

export const searchNoScript = search.noScript;

export const searchSectionsHeading = search.sectionsHeading;

/** The site's sections, as the header and footer group them. */
export const searchSectionGroups: readonly NavGroup[] = [
  ...headerMenus,
  { label: search.moreLinksLabel, links: [...headerLinks] },
  companyLinks,
];
