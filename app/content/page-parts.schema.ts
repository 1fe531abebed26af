import { z } from "zod";
import { headline } from "./rules.ts";
import { ctaSchema, text } from "./schemas.ts";

// Pieces the solutions, startup and resources pages share, with the design's limits.

/** The page's <title> (the site's name is added after it). */
export const metaSchema = z.object({ title: text.max(50) }).strict();
/** A button: its label fits one line of the button at 320 px. */
export const buttonSchema = ctaSchema.extend({ label: text.max(40) }).strict();
export const heroSchema = z
  .object({
    eyebrow: text.max(60),
    title: headline("hero"),
    lead: text.max(260),
    primary: buttonSchema,
    secondary: buttonSchema,
  })
  .strict();
export const sectionIntroSchema = z
  .object({ heading: headline("section"), lead: text.max(260) })
  .strict();
export const ctaBandSchema = z
  .object({
    heading: headline("section"),
    lead: text.max(200),
    primary: buttonSchema,
    secondary: buttonSchema,
  })
  .strict();
/** A toast's words; {blanks} are filled by the page (slots.ts). */
export const toastCopy = (title: z.ZodString) =>
  z.object({ title, description: text.max(200) }).strict();
