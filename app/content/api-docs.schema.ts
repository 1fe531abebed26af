import { z } from "zod";
import { ctaBand, heroIntro, pageMetaSchema, paragraph, sectionIntro } from "./page-pieces.ts";
import { headline } from "./rules.ts";
import { text } from "./schemas.ts";

/** A link to a file of the built site (the reference as Markdown, the OpenAPI document). */
const builtFile = z
  .string()
  .regex(
    /^\/[a-z0-9/-]+\.(md|json|yaml)$/,
    "must be a file this site builds, such as /openapi.json",
  );

/**
 * content/pages/api-docs.json: the API reference page's copy (site-spec §2.17, §7.2). The
 * endpoints, the sample request and its caption come from openapi.yaml.
 */
export const apiDocsSchema = z
  .object({
    meta: pageMetaSchema,
    apiDocsPage: heroIntro,
    endpointsSection: sectionIntro,
    referenceSection: sectionIntro
      .extend({
        formats: z
          .array(z.object({ label: text.max(40), href: builtFile }).strict())
          .min(1)
          .max(4),
      })
      .strict(),
    authenticationSection: z
      .object({
        heading: headline("section"),
        paragraphs: z.array(paragraph).min(1).max(4),
        sampleHeading: headline("card"),
      })
      .strict(),
    apiDocsNext: ctaBand,
  })
  .strict();

export type ApiDocsContent = z.output<typeof apiDocsSchema>;
