import templatesFile from "../../content/resources/templates.json" with { type: "json" };
import type { TemplatesPageContent } from "./resources.schema";
import type { Template } from "./schemas";
import { toastWith } from "./slots";

/**
 * The templates page and its templates (docs/spec/site-spec.md §2.16), from content/resources/templates.json: one module per
 * file, so a page loads only the copy it shows.
 */
const { meta, templates: records, ...copy } = templatesFile as TemplatesPageContent;

/** The page's <title>. */
export const templatesTitle = meta.title;
/** Its "Search and social" fields: its own description and picture, when an editor set them. */
export const templatesMeta = meta;

export const templatesPage = {
  ...copy,
  downloadToast: (template: Template) => toastWith(copy.downloadToast, { title: template.title }),
  duplicateToast: (template: Template) => toastWith(copy.duplicateToast, { title: template.title }),
};

export const templates: readonly Template[] = records;
