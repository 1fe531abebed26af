import changelogFile from "../../content/pages/changelog.json" with { type: "json" };
import type { ChangelogPageContent } from "./changelog-page.schema";

/**
 * The /changelog page's own words and picture (content/pages/changelog.json); its entries are
 * Markdown files under content/articles/changelog. Kept out of the route data: the page's
 * meta is built in the browser from these, so the prerendered HTML does not carry its tags twice.
 */
const { tocHeading, ...page } = changelogFile as ChangelogPageContent;

export const changelogPage = page;
/** Heads the list of entries beside them. */
export const changelogTocHeading = tocHeading;
