import siteChromeFile from "../../content/chrome/site-chrome.json" with { type: "json" };
import type { SiteChromeContent } from "./site-chrome.schema";

/**
 * Copy of the shared elements around every page that the browser renders: the announcement
 * bar and the footer's copyright, from content/chrome/site-chrome.json. The footer's fixed
 * parts are in footer.ts, the newsletter's copy in newsletter.ts.
 */
const chrome = siteChromeFile as SiteChromeContent;

export const announcement = chrome.announcement;

export const footerCopy = {
  /** The copyright line of `year`, which the page fills as it runs (use-current-year.ts). */
  copyright: (year: number) => chrome.copyright.replace("{year}", String(year)),
};
