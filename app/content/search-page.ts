import { companyLinks } from "./footer";
import { headerLinks, headerMenus } from "./navigation";
import type { NavGroup } from "./schemas";

/** Copy of /search: where the header's search link leads when JavaScript is off. */
export const searchHero = {
  eyebrow: "Search",
  title: "Find anything on Flowboard",
  lead: "The search box opens from the Search button in the header, or with Ctrl+K (Cmd+K on a Mac) or the / key, on every page. It looks through every page, the documentation and the API reference, and takes you straight to the section that matches.",
};

export const searchNoScript = {
  heading: "Searching needs JavaScript",
  text: "Search runs in your browser, from an index of the site that loads when you open the search box, so nothing you type leaves your device. With JavaScript turned off, every page is still one click away: the main sections of the site are listed below.",
};

export const searchSectionsHeading = "Main sections";

/** The site's sections, as the header and footer group them. */
export const searchSectionGroups: readonly NavGroup[] = [
  ...headerMenus,
  { label: "More", links: [...headerLinks] },
  companyLinks,
];
