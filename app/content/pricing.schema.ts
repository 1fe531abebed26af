import { z } from "zod";
import { type CurrencyCode, currencies } from "../lib/currencies.js";
import { otherContentFile } from "./page-pieces.ts";
import { text } from "./schemas.ts";
import { slotText } from "./slots.schema.ts";

/** The plans the code knows by id: each has its button (pricing-page) and its startup tier. */
export const planIds = ["free", "team", "business", "enterprise"] as const;
export const planIdSchema = z.enum(planIds, {
  error: (issue) =>
    `${JSON.stringify(issue.input)} is not a plan: use one of ${planIds.join(", ")}`,
});

/** The capability names content/pricing/plans.json holds now ([] while it is unreadable). */
function capabilityNames(): string[] {
  try {
    return Object.keys(
      otherContentFile<{ capabilities?: object }>("content/pricing/plans.json").capabilities ?? {},
    );
  } catch {
    return [];
  }
}

const amount = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? "is required: a whole number in this currency"
        : "must be a number per seat and month in this currency, such as 49",
  })
  .int("must be a whole number in this currency")
  .nonnegative("must be 0 or more");
/**
 * A plan's price per seat and month, typed once in each currency (set by the business, never
 * converted), or null for a price agreed with sales. A currency left out is named by the plan's
 * own check below, with the plan and the currency.
 */
const price = z
  .object(
    Object.fromEntries(currencies.map((code) => [code, amount.optional()])) as Record<
      CurrencyCode,
      z.ZodOptional<typeof amount>
    >,
    {
      error: (issue) =>
        issue.input === undefined
          ? "is required: a price in each currency, or null for a price agreed with sales"
          : `must be a price in each currency (${currencies.join(", ")}), such as {"USD": 49, …}, or null for a price agreed with sales`,
    },
  )
  .strict()
  .nullable();
/** A plan has both prices, or neither (a price agreed with sales). */
const priceMissing = (other: "monthly" | "yearly") =>
  `must be a price while the ${other} price has one: leave both empty for a price agreed with sales`;
/** A limit; null means the plan has none. */
const limit = z.number().int("must be a whole number").positive("must be 1 or more");

const planSchema = z
  .object({
    id: planIdSchema,
    name: text.max(20),
    /** Per seat and month, billed monthly. */
    monthlyPrice: price,
    /** Per seat and month, billed yearly. */
    yearlyPrice: price,
    summary: text.max(90),
    limits: z
      .object({
        seats: limit.nullable(),
        boards: limit.nullable(),
        automationActionsPerMonth: limit,
        boardsPerDashboard: limit.nullable(),
        /** A percentage, such as 99.9: sentences show it as each language writes it ("99,9 %"). */
        uptimeSla: z
          .number("must be a percentage without its sign, such as 99.9")
          .gt(0, "must be a percentage above 0, such as 99.9")
          .max(100, "must be a percentage of at most 100, such as 99.9")
          .nullable(),
        support: text.max(40),
      })
      .strict(),
    /** The card's list; the startup tiers show the same list. */
    features: z.array(text.max(60)).min(3).max(7),
  })
  .strict()
  .superRefine((plan, context) => {
    // Each currency's price is the business's own figure: one left out fails the build
    // naming the plan and the currency, never a price converted from another.
    for (const field of ["monthlyPrice", "yearlyPrice"] as const) {
      const prices = plan[field];
      if (!prices) continue;
      for (const code of currencies)
        if (prices[code] === undefined)
          context.addIssue({
            code: "custom",
            path: [field, code],
            message: `the ${plan.id} plan has no ${code} price: type its price in each of ${currencies.join(", ")}`,
          });
    }
    // Named at the price that is missing: the box an editor emptied, not its partner.
    if (plan.monthlyPrice === null && plan.yearlyPrice !== null)
      context.addIssue({
        code: "custom",
        path: ["monthlyPrice"],
        message: priceMissing("yearly"),
      });
    if (plan.yearlyPrice === null && plan.monthlyPrice !== null)
      context.addIssue({
        code: "custom",
        path: ["yearlyPrice"],
        message: priceMissing("monthly"),
      });
  });

/** content/pricing/plans.json: every plan's price and limits, typed once (site-spec §2.8). */
export const pricingSchema = z
  .object({
    /** Length of the free trial every paid plan starts with. */
    trialDays: z.number().int("must be a whole number of days").min(1).max(90),
    /** How a monthly price reads in a sentence or on a startup tier. */
    priceWords: z
      .object({
        free: text.max(20),
        custom: text.max(20),
        monthly: slotText(["price"]).max(30),
        /** Names the currency links ("Prices in": USD, EUR, JPY, ILS). */
        currencyChoice: text.max(30),
        /** Whether the prices include tax, in the language's own terms (VAT, 消費税, מע״מ). */
        taxNote: text.max(160),
      })
      .strict(),
    /** Named once, shown in plan cards and the comparison as {{pricing.capabilities.<name>}}. */
    capabilities: z
      .record(
        z.string().regex(/^[a-z][a-zA-Z]*$/, "must be a name such as timeTracking"),
        text.max(60),
      )
      // The editor shows a field per capability the file names: their wording is the
      // editor's, their names are what the references use.
      .meta({ propertyNames: { enum: capabilityNames() } }),
    plans: z.array(planSchema),
  })
  .strict()
  .superRefine((data, context) => {
    const ids = data.plans.map((plan) => plan.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        context.addIssue({
          code: "custom",
          path: ["plans", index, "id"],
          message: `${id} is listed twice: each plan once`,
        });
    });
    for (const id of planIds)
      if (!ids.includes(id))
        context.addIssue({ code: "custom", path: ["plans"], message: `the ${id} plan is missing` });
  });

export type PricingContent = z.output<typeof pricingSchema>;
export type PlanRecord = PricingContent["plans"][number];
/** A price in every currency (the schema has named any one missing). */
export type Prices = Record<CurrencyCode, number>;
