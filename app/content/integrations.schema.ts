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

const appName = text.max(30);

/** content/pages/integrations.json: the integrations page and its catalogue (site-spec §2.7). */
export const integrationsSchema = z
  .object({
    meta: pageSocialSchema,
    integrationsPage: z
      .object({
        title: headline("hero"),
        /** The page's description for search results and link previews. */
        description: text.max(260),
        tagline: lead,
        primary: button,
        secondary: button,
      })
      .strict(),
    /** Each category with how many apps it has; the page's total is their sum. */
    integrationCategories: z
      .array(z.object({ name: appName, count: z.number().int().positive() }).strict())
      .min(2)
      .superRefine(uniqueBy("name", "category")),
    popularSection: sectionIntro,
    popularIntegrations: z
      .array(z.object({ name: appName, category: appName, icon: iconSchema }).strict())
      .min(3)
      .superRefine(uniqueBy("name", "app")),
    categoriesSection: sectionIntro.extend({ id: slug, totalLabel: text.max(40) }).strict(),
    integrationBenefits: z
      .object({
        heading: headline("section"),
        items: z.array(capability).min(2).max(8).meta({ title: "Benefits" }),
      })
      .strict(),
    integrationScenarios: sectionIntro
      .extend({
        items: z
          .array(
            z
              .object({
                title: headline("card"),
                description: cardText,
                apps: z.array(appName).min(1).max(4),
              })
              .strict(),
          )
          .min(1)
          .max(8)
          .meta({ title: "Scenarios" }),
      })
      .strict(),
    integrationApiSection: sectionIntro
      .extend({
        links: z.array(button).min(1).max(3),
        /** The request itself is written from openapi.yaml's sample task (api-samples.ts). */
        sample: codeSampleFrame,
      })
      .strict(),
    integrationsTestimonial: testimonial,
    /** The band's buttons repeat the hero's first button and the API section's first link. */
    integrationsCta: z.object({ heading: headline("section"), lead }).strict(),
    integrationsRelated: z
      .array(featureId.meta(relatedCard))
      .meta({ title: "Related feature cards" })
      .length(3, "must name exactly three feature cards"),
  })
  .strict()
  .superRefine((page, context) => {
    // A popular app belongs to a category of the catalogue, and a scenario names popular apps.
    const categories = page.integrationCategories.map((category) => category.name);
    page.popularIntegrations.forEach((app, index) => {
      if (!categories.includes(app.category))
        context.addIssue({
          code: "custom",
          path: ["popularIntegrations", index, "category"],
          message: `"${app.category}" is not a category: use one of ${categories.join(", ")}`,
        });
    });
    const apps = page.popularIntegrations.map((app) => app.name);
    page.integrationScenarios.items.forEach((scenario, index) => {
      scenario.apps.forEach((app, appIndex) => {
        if (!apps.includes(app))
          context.addIssue({
            code: "custom",
            path: ["integrationScenarios", "items", index, "apps", appIndex],
            message: `"${app}" is not one of the popular integrations`,
          });
      });
    });
    if (page.integrationsRelated.includes("integrations"))
      context.addIssue({
        code: "custom",
        path: ["integrationsRelated"],
        message: "must not name the integrations page itself",
      });
  });

export type IntegrationsContent = z.output<typeof integrationsSchema>;
