import docsFile from "../../content/pages/docs.json" with { type: "json" };
import { createTaskRequest } from "./api-samples";
import type { DocsContent } from "./docs.schema";
import type { DocsSection } from "./schemas";

/**
 * Copy of the documentation hub (content/pages/docs.json): short answers, then links to
 * where the details live.
 */
const page: DocsContent = docsFile;

/** The page's title; its description is the hero's lead. */
export const docsMeta = page.meta;
export const docsHero = page.docsHero;
export const docsTocLabel = page.docsTocLabel;

/** A section's code listing is the site's one "create a task" request, from openapi.yaml. */
export const docsSections: readonly DocsSection[] = page.docsSections.map((section) =>
  section.sample
    ? { ...section, sample: { ...section.sample, code: createTaskRequest } }
    : (section as Omit<typeof section, "sample">),
);

export const docsHelp = page.docsHelp;
