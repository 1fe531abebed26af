import { z } from "zod";
import { featureId, relatedCard } from "./features.schema.ts";
import {
  button,
  capability,
  cardText,
  codeSampleFrame,
  lead,
  pageSocialSchema,
  sectionIntro,
  slug,
  testimonial,
} from "./page-pieces.ts";
import { headline, uniqueBy } from "./rules.ts";
import { iconSchema, text } from "./schemas.ts";

const capabilities = (min: number) =>
  z.array(capability).min(min).max(8).superRefine(uniqueBy("title", "capability"));

/** content/pages/developer-tools.json: the developer tools page (site-spec §2.8). */
export const developerToolsSchema = z
  .object({
    meta: pageSocialSchema,
    developerToolsPage: z
      .object({
        title: headline("hero"),
        /** The page's description for search results and link previews. */
        description: text.max(260),
        tagline: lead,
        primary: button,
        secondary: button,
      })
      .strict(),
    apiCapabilities: sectionIntro
      .extend({ items: capabilities(2).meta({ title: "Capabilities" }) })
      .strict(),
    sdkSection: sectionIntro
      .extend({
        items: capabilities(1).meta({ title: "Capabilities" }),
        languagesHeading: headline("card"),
        languages: z.array(text.max(20)).min(1).max(12),
      })
      .strict(),
    sdkSample: sectionIntro
      .extend({
        /** The code itself is written from openapi.yaml's samples (developer-tools.ts). */
        sample: codeSampleFrame,
      })
      .strict(),
    /** The #api-docs section: the essentials for a first call, then the full reference. */
    apiDocsSection: sectionIntro
      .extend({ id: slug, facts: capabilities(1), reference: button })
      .strict(),
    developerResources: sectionIntro
      .extend({
        items: z
          .array(
            z
              .object({
                id: slug,
                icon: iconSchema,
                title: headline("card"),
                description: cardText,
                link: button.shape.href,
              })
              .strict(),
          )
          .min(2)
          .max(8)
          .meta({ title: "Resources" })
          .superRefine(uniqueBy("id", "resource")),
      })
      .strict(),
    developerTestimonial: testimonial,
    /** The band's second button repeats the hero's first. */
    developerCta: z.object({ heading: headline("section"), lead, primary: button }).strict(),
    developerToolsRelated: z
      .array(featureId.meta(relatedCard))
      .meta({ title: "Related feature cards" })
      .length(3, "must name exactly three feature cards")
      .refine((ids) => !ids.includes("developer-tools"), "must not name this page itself"),
  })
  .strict();

export type DeveloperToolsContent = z.output<typeof developerToolsSchema>;
