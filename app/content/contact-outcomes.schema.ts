import { z } from "zod";
import { pageMetaSchema } from "./page-pieces.ts";
import { headline } from "./rules.ts";
import { ctaSchema, text } from "./schemas.ts";

const link = ctaSchema.extend({ label: text.max(40) }).strict();
const outcome = {
  meta: pageMetaSchema,
  eyebrow: text.max(40),
  title: headline("hero"),
  lead: text.max(260),
  steps: z.array(text.max(300)).min(1).max(4),
  back: link,
};

/**
 * content/pages/contact-outcomes.json: the page a sent message lands on without JavaScript,
 * and the one a static copy of the site (no form server) shows.
 */
export const contactOutcomesSchema = z
  .object({
    thanks: z.object({ ...outcome, home: link }).strict(),
    notSent: z.object(outcome).strict(),
  })
  .strict();

export type ContactOutcomesContent = z.output<typeof contactOutcomesSchema>;
