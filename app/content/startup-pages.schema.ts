import { z } from "zod";
import { button, ctaBand, hero, pageMetaSchema, sectionIntro } from "./page-pieces.ts";
import { headline, uniqueBy } from "./rules.ts";
import { boardPreviewSchema, featureCardSchema, testimonialSchema, text } from "./schemas.ts";

/** Both startup pages' heroes: the first button jumps to the startup tiers, so it has no link. */
const startupHero = hero.extend({
  primary: z.object({ label: button.shape.label }).strict(),
});

/** content/pages/startup.json: /startup, "Flowboard for Startups" (site-spec §2.9). */
export const flowboardForStartupsSchema = z
  .object({
    meta: pageMetaSchema,
    hero: startupHero,
    featuresSection: sectionIntro,
    features: z
      .array(
        featureCardSchema.extend({ title: headline("card"), description: text.max(200) }).strict(),
      )
      .min(2)
      .max(6)
      .superRefine(uniqueBy("id", "card")),
    cta: ctaBand,
  })
  .strict();

/** content/solutions/startups.json: /solutions/startups, the startup playbook (site-spec §2.1). */
export const startupsSolutionSchema = z
  .object({
    meta: pageMetaSchema,
    hero: startupHero,
    stagesSection: sectionIntro
      .extend({
        steps: z
          .array(z.object({ title: headline("card"), text: text.max(200) }).strict())
          .min(2)
          .max(6),
      })
      .strict(),
    boardSection: sectionIntro
      .extend({
        bullets: z.array(text.max(100)).min(2).max(6),
        board: boardPreviewSchema,
      })
      .strict(),
    storySection: z
      .object({ heading: headline("section"), testimonial: testimonialSchema.strict() })
      .strict(),
    cta: ctaBand,
  })
  .strict();

export type FlowboardForStartupsContent = z.output<typeof flowboardForStartupsSchema>;
export type StartupsSolutionContent = z.output<typeof startupsSolutionSchema>;
