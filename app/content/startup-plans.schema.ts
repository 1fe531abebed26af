import { z } from "zod";
import { planIdSchema } from "./pricing.schema.ts";
import { headline } from "./rules.ts";
import { ctaSchema, text } from "./schemas.ts";

/**
 * content/pricing/startup-plans.json: the startup tiers both startup pages show (/startup and
 * /solutions/startups). A tier names its plan by id; the price and features are the plan's.
 */
export const startupPlansSchema = z
  .object({
    section: z
      .object({
        id: z.string().regex(/^[a-z-]+$/, "must be lower-case letters and hyphens"),
        heading: headline("section"),
        lead: text.max(200),
        pricingLink: ctaSchema,
      })
      .strict(),
    tiers: z
      .array(
        z
          .object({
            name: headline("card").max(30),
            /** The plan whose price and features the tier shows. */
            plan: planIdSchema,
            cta: ctaSchema.extend({ label: text.max(30) }).strict(),
            /** The tier drawn larger, as the one most startups pick. */
            highlighted: z.boolean(),
          })
          .strict(),
      )
      .min(2)
      .max(4),
  })
  .strict()
  .superRefine((data, context) => {
    const names = data.tiers.map((tier) => tier.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        context.addIssue({
          code: "custom",
          path: ["tiers", index, "name"],
          message: `${name} is listed twice: each tier once`,
        });
    });
    if (data.tiers.filter((tier) => tier.highlighted).length > 1)
      context.addIssue({
        code: "custom",
        path: ["tiers"],
        message: "at most one tier is highlighted",
      });
  });

export type StartupPlansContent = z.output<typeof startupPlansSchema>;
