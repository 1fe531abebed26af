import webinarsFile from "../../content/resources/webinars.json" with { type: "json" };
import type { WebinarsPageContent } from "./resources.schema";
import type { Webinar } from "./schemas";
import { toastWith } from "./slots";

/**
 * The webinars page and its webinars (docs/spec/site-spec.md §2.16), from content/resources/webinars.json: one module per
 * file, so a page loads only the copy it shows.
 */
const { meta, webinars: records, ...copy } = webinarsFile as WebinarsPageContent;

/** The page's <title>. */
export const webinarsTitle = meta.title;
/** Its "Search and social" fields: its own description and picture, when an editor set them. */
export const webinarsMeta = meta;

export const webinarsPage = {
  ...copy,
  registerToast: (webinar: Webinar) => toastWith(copy.registerToast, { title: webinar.title }),
};

export const webinars: readonly Webinar[] = records;
