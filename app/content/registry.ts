import type { z } from "zod";
import { homeSchema } from "./home.schema.ts";
import { siteSchema } from "./site.schema.ts";

/**
 * Every content file of the site, with the schema that checks it: the one list the build
 * (pipeline/vite/content.ts), the content check (registry.test.ts) and the editor
 * (`npm run edit`, whose fields are generated from these schemas) read. Words and figures
 * live in the files under content/; the modules beside this one read them with types.
 */
export interface ContentFile {
  /** From the repository's root. */
  path: string;
  /** What an editor calls it. */
  label: string;
  schema: z.ZodType;
  /** The page that shows it, previewed beside the editor. */
  preview: string;
  /**
   * Read by the server or the build's Node steps as the file stands, not through Vite: it
   * may hold no {{references}}.
   */
  readOutsideVite?: true;
}

export const contentFiles = [
  {
    path: "content/site.json",
    label: "Site: name, figures and address",
    schema: siteSchema,
    preview: "/about",
    readOutsideVite: true,
  },
  { path: "content/pages/home.json", label: "Home page", schema: homeSchema, preview: "/" },
] as const satisfies readonly ContentFile[];

export function contentFileAt(file: string): ContentFile | undefined {
  return contentFiles.find((entry) => entry.path === file);
}

/**
 * What a {{reference}} in a content file may name, and where it comes from: a fact typed
 * once and shown wherever a sentence needs it, e.g. "Trusted by
 * {{site.figures.companiesTrusting}} Leading Companies".
 */
export const factSources: Record<string, { path: string; select: (data: never) => unknown }> = {
  site: { path: "content/site.json", select: (data) => data },
};
