import { z } from "zod";
import { contactSubjectIds } from "./contact-fields.js";
import { figuresSection, pageMetaSchema } from "./page-pieces.ts";
import { headline, uniqueBy } from "./rules.ts";
import {
  ctaSchema,
  iconSchema,
  teamMemberSchema,
  testimonialSchema,
  text,
  timelineEntrySchema,
} from "./schemas.ts";

// The company pages' schemas (about, careers, customers, partners) and the pieces they share.

/**
 * A button or link. One to the contact form may choose its subject ("/contact?subject=sales"),
 * and the subject must be one the form has: an unknown one would open the form on "General".
 */
export const companyCta = ctaSchema
  .extend({ label: text.max(30) })
  .strict()
  .superRefine((cta, context) => {
    const subject = /^\/contact\?subject=(.*)$/.exec(cta.href)?.[1];
    if (subject !== undefined && !(contactSubjectIds as readonly string[]).includes(subject))
      context.addIssue({
        code: "custom",
        path: ["href"],
        message: `${subject} is not a subject of the contact form (${contactSubjectIds.join(", ")})`,
      });
  });

export const sectionIntro = z
  .object({ heading: headline("section"), lead: text.max(300) })
  .strict();
export const pageHero = z
  .object({ eyebrow: text.max(60), title: headline("hero"), lead: text.max(260) })
  .strict();
export const ctaBand = z
  .object({
    heading: headline("section"),
    lead: text.max(300),
    primary: companyCta,
    secondary: companyCta,
  })
  .strict();
export const infoCard = z
  .object({ icon: iconSchema, title: headline("card"), description: text.max(200) })
  .strict();

/** content/pages/about.json: the about page (docs/spec/site-spec.md §2.10). */
export const aboutSchema = z
  .object({
    meta: pageMetaSchema,
    hero: pageHero
      .extend({
        /** The page's own sections: each must be the #id of one of the contact cards below. */
        links: z.array(companyCta).min(1).max(3),
      })
      .strict(),
    mission: z
      .object({ heading: headline("section"), text: text.max(300), detail: text.max(400) })
      .strict(),
    figuresSection,
    valuesSection: sectionIntro,
    values: z.array(infoCard).min(2).max(8).superRefine(uniqueBy("title", "value")),
    timelineSection: sectionIntro,
    /** The timeline's first entry: its year is the site's founding year (content/site.json). */
    founding: z.object({ title: headline("card"), description: text.max(200) }).strict(),
    timeline: z
      .array(
        timelineEntrySchema
          .extend({ title: headline("card"), description: text.max(200) })
          .strict(),
      )
      .superRefine((entries, context) => {
        entries.forEach((entry, index) => {
          const before = entries[index - 1];
          if (before && entry.year <= before.year)
            context.addIssue({
              code: "custom",
              path: [index, "year"],
              message: `must be after ${before.year}, the year above it: one entry a year, in order`,
            });
        });
      }),
    leadershipSection: sectionIntro,
    leadership: z
      .array(
        z
          .object({
            name: text.max(40),
            role: text.max(40),
            bio: text.max(200),
            initials: teamMemberSchema.shape.initials,
          })
          .strict(),
      )
      .min(1)
      .superRefine(uniqueBy("name", "person")),
    contactSection: sectionIntro,
    contactCards: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z-]+$/, "must be lower-case letters and hyphens"),
            title: headline("card"),
            text: text.max(200),
            cta: companyCta,
          })
          .strict(),
      )
      .min(1)
      .superRefine(uniqueBy("id", "card")),
  })
  .strict()
  .superRefine((about, context) => {
    const ids = new Set(about.contactCards.map((card) => `#${card.id}`));
    about.hero.links.forEach((link, index) => {
      if (link.href.startsWith("#") && !ids.has(link.href))
        context.addIssue({
          code: "custom",
          path: ["hero", "links", index, "href"],
          message: `${link.href} is not a section of this page (${[...ids].join(", ")})`,
        });
    });
  });

export type AboutContent = z.output<typeof aboutSchema>;

export const testimonial = testimonialSchema
  .extend({ quote: text.max(320), name: text.max(40), role: text.max(50), company: text.max(40) })
  .strict();
