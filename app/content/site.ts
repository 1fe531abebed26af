import siteFile from "../../content/site.json" with { type: "json" };
import type { SiteContent } from "./site.schema";

/**
 * Site-wide facts: the brand, the configured origin, and the marketing figures of
 * docs/spec/site-spec.md §1, from content/site.json. The server and the build's Node steps
 * read it too, so it holds no {{references}}.
 */
export const site = siteFile as SiteContent;
