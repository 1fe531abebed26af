import { z } from "zod";
import { featureId, relatedCard } from "./features.schema.ts";
import {
  button,
  buttonLabel,
  capability,
  lead,
  pageSocialSchema,
  paragraph,
  testimonial,
} from "./page-pieces.ts";
import { distinctItems, headline, linkProblem, uniqueBy } from "./rules.ts";
import { text } from "./schemas.ts";

/** content/pages/feature-page.json: the headings every feature page shares. */
export const featurePageCopySchema = z
  .object({
    featurePageCopy: z
      .object({
        allFeatures: button,
        capabilitiesEyebrow: text.max(60).meta({ title: "Small line above the capabilities" }),
        testimonialHeading: headline("section"),
        relatedHeading: headline("section"),
        relatedLead: lead,
      })
      .strict(),
  })
  .strict();

export type FeaturePageCopyContent = z.output<typeof featurePageCopySchema>;

const sitePage = z.string().superRefine((href, context) => {
  const problem = linkProblem(href);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/**
 * content/features/<id>.json: one feature page (site-spec §2.6). `id` is its feature card's
 * id in content/collections/features.json, which gives the page its path and, unless
 * `title` names the page differently, its title.
 */
export const featurePageSchema = z
  .object({
    meta: pageSocialSchema,
    id: featureId,
    title: headline("hero").optional(),
    /** The page's description for search results and link previews. */
    description: text.max(260),
    tagline: lead,
    intro: z.object({ heading: headline("section"), text: paragraph }).strict(),
    capabilities: z.array(capability).min(4).max(8).superRefine(uniqueBy("title", "capability")),
    testimonial,
    cta: z
      .object({
        heading: headline("section"),
        lead,
        label: buttonLabel,
        href: z.literal("/pricing", "must be /pricing: every feature page ends on the plans"),
      })
      .strict(),
    /** A link to something the visitor can try on the site itself (the live demo board). */
    tryIt: z.object({ lead, label: buttonLabel, href: sitePage }).strict().optional(),
    related: z
      .array(featureId.meta(relatedCard))
      .meta({ title: "Related feature cards" })
      .length(3, "must name exactly three feature cards")
      .superRefine(
        distinctItems((id) => `"${id}" is named twice: each related feature must be different`),
      ),
  })
  .strict()
  .superRefine((page, context) => {
    if (page.related.includes(page.id))
      context.addIssue({
        code: "custom",
        path: ["related"],
        message: `must not name the page itself (${page.id})`,
      });
  });

export type FeaturePageContent = z.output<typeof featurePageSchema>;
