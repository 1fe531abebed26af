import { z } from "zod";
import { planIdSchema } from "./pricing.schema.ts";
import { headline } from "./rules.ts";
import { text } from "./schemas.ts";

/** Figures the code writes out for every plan: from plans.json, or openapi.yaml's rate limits. */
export const perPlanFigures = [
  "automationActionsPerMonth",
  "boardsPerDashboard",
  "apiRequestsPerMinute",
] as const;

const cell = z.union([z.boolean(), text.max(40)], {
  error: "must be true (included), false (not included) or a short text such as Unlimited",
});

const rowSchema = z
  .object({
    label: text.max(60),
    /** Each plan's cell: true or false, or a limit written out ({{plans.<id>.limits.…}}). */
    values: z.record(planIdSchema, cell).optional(),
    /** Or a figure every plan has, written out by the code. */
    figure: z
      .enum(perPlanFigures, {
        error: (issue) =>
          `${JSON.stringify(issue.input)} is not a per-plan figure: use one of ${perPlanFigures.join(", ")}`,
      })
      .optional(),
  })
  .strict()
  .superRefine((row, context) => {
    if ((row.values === undefined) === (row.figure === undefined))
      context.addIssue({
        code: "custom",
        message: "needs either values (one per plan) or a figure, not both",
      });
  });

/** content/pricing/comparison.json: the pricing page's table of every plan side by side. */
export const pricingComparisonSchema = z
  .object({
    table: z
      .object({
        caption: text.max(80),
        /** Shown on a phone, above the table. */
        scrollHint: text.max(80),
        /** What a tick and a dash read as to a screen reader. */
        included: text.max(30),
        notIncluded: text.max(30),
      })
      .strict(),
    /** A figure's cell when the plan has no limit. */
    unlimited: text.max(20),
    groups: z
      .array(z.object({ heading: headline("card"), rows: z.array(rowSchema).min(1) }).strict())
      .min(1),
  })
  .strict()
  .superRefine((data, context) => {
    const labels = data.groups.flatMap((group) => group.rows.map((row) => row.label));
    labels.forEach((label, index) => {
      if (labels.indexOf(label) !== index)
        context.addIssue({
          code: "custom",
          path: ["groups"],
          message: `the row "${label}" is in the table twice`,
        });
    });
  });

export type PricingComparisonContent = z.output<typeof pricingComparisonSchema>;
