import { z } from "zod";
import { pageSocialSchema } from "./page-pieces.ts";
import { headline } from "./rules.ts";
import { ctaSchema, testimonialSchema, text } from "./schemas.ts";

const sectionIntro = z
  .object({ heading: headline("section"), lead: text, cta: ctaSchema })
  .strict();

/** content/pages/home.json: the home page's own copy (site-spec §2.4). */
export const homeSchema = z
  .object({
    meta: pageSocialSchema,
    hero: z
      .object({
        eyebrow: text.max(60),
        title: headline("hero"),
        lead: text.max(260),
        primary: ctaSchema,
        secondary: ctaSchema,
      })
      .strict(),
    trust: z
      .object({
        heading: headline("section"),
        companies: z.array(text.max(30)).min(3).max(8),
        testimonial: testimonialSchema,
      })
      .strict(),
    manageSection: sectionIntro,
    coreProductsSection: sectionIntro,
    solutionsSection: sectionIntro,
    demoTour: z
      .object({
        id: z.string().regex(/^[a-z-]+$/, "must be lower-case letters and hyphens"),
        heading: headline("section"),
        lead: text,
        steps: z
          .array(z.object({ title: headline("card"), text }).strict())
          .min(2)
          .max(6),
        /** The live board on /demo-projects: the demo a visitor can use, not only watch. */
        cta: ctaSchema,
      })
      .strict(),
    closingCta: z
      .object({
        heading: headline("section"),
        lead: text,
        primary: ctaSchema,
        secondary: ctaSchema,
        caption: text.max(80),
      })
      .strict(),
  })
  .strict();

export type HomeContent = z.output<typeof homeSchema>;
