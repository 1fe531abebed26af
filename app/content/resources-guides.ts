import guidesFile from "../../content/resources/guides.json" with { type: "json" };
import type { GuideSummary } from "./article-types";
import type { GuidesPageContent } from "./resources.schema";
import { toastWith } from "./slots";

/**
 * The guides' list and a guide's page around its article (docs/spec/site-spec.md §2.16), from content/resources/guides.json: one module per
 * file, so a page loads only the copy it shows.
 */
const { meta, guidePage, ...guides } = guidesFile as GuidesPageContent;

/** The guides list's <title>. */
export const guidesTitle = meta.title;
/** Its "Search and social" fields: its own description and picture, when an editor set them. */
export const guidesMeta = meta;
/** A guide's page around its article; `formats` has {pages} and {minutes} blanks. */
export const guidePageCopy = guidePage;

export const guidesPage = {
  ...guides,
  pdfToast: (guide: GuideSummary) => toastWith(guides.pdfToast, { title: guide.title }),
  videoToast: (guide: GuideSummary) =>
    toastWith(guides.videoToast, { title: guide.title, minutes: guide.videoMinutes }),
};
