import blogFile from "../../content/resources/blog.json" with { type: "json" };
import guidesFile from "../../content/resources/guides.json" with { type: "json" };
import templatesFile from "../../content/resources/templates.json" with { type: "json" };
import webinarsFile from "../../content/resources/webinars.json" with { type: "json" };
import type { GuideSummary } from "./article-types";
import type {
  BlogPageContent,
  GuidesPageContent,
  TemplatesPageContent,
  WebinarsPageContent,
} from "./resources.schema";
import type { Template, Webinar } from "./schemas";
import { fillSlots } from "./slots";

/**
 * The blog, guides, templates and webinars (docs/spec/site-spec.md §2.16): page copy, and the
 * template and webinar records, from content/resources/*.json. Blog posts and guides are
 * Markdown files in `content/articles`, listed through `virtual:article-index`. Dates are ISO
 * dates; `~/lib/format-date` writes them out.
 */
const { meta: blogMeta, postPage, tagPage, ...blog } = blogFile as BlogPageContent;
const { meta: guidesMeta, guidePage, ...guides } = guidesFile as GuidesPageContent;
const {
  meta: templatesMeta,
  templates: templateRecords,
  ...templatesCopy
} = templatesFile as TemplatesPageContent;
const {
  meta: webinarsMeta,
  webinars: webinarRecords,
  ...webinarsCopy
} = webinarsFile as WebinarsPageContent;

/** Each page's <title>. */
export const resourcePageTitles = {
  blog: blogMeta.title,
  guides: guidesMeta.title,
  templates: templatesMeta.title,
  webinars: webinarsMeta.title,
};

/** A toast's words with the blanks filled: {title} and any others the sentence has. */
const toast = (
  copy: { title: string; description: string },
  values: Record<string, string | number>,
) => ({ title: fillSlots(copy.title, values), description: fillSlots(copy.description, values) });

export const blogPage = blog;
/** A blog post's page around its article. */
export const blogPostCopy = postPage;
/** A tag's page; `metaTitle` has the tag's {tag} blank. */
export const blogTagCopy = tagPage;
/** A guide's page around its article; `formats` has {pages} and {minutes} blanks. */
export const guidePageCopy = guidePage;

export const guidesPage = {
  ...guides,
  pdfToast: (guide: GuideSummary) => toast(guides.pdfToast, { title: guide.title }),
  videoToast: (guide: GuideSummary) =>
    toast(guides.videoToast, { title: guide.title, minutes: guide.videoMinutes }),
};

export const templatesPage = {
  ...templatesCopy,
  downloadToast: (template: Template) =>
    toast(templatesCopy.downloadToast, { title: template.title }),
  duplicateToast: (template: Template) =>
    toast(templatesCopy.duplicateToast, { title: template.title }),
};

export const templates: readonly Template[] = templateRecords;

export const webinarsPage = {
  ...webinarsCopy,
  registerToast: (webinar: Webinar) => toast(webinarsCopy.registerToast, { title: webinar.title }),
};

export const webinars: readonly Webinar[] = webinarRecords;
