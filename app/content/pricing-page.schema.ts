import { z } from "zod";
import { pageMetaSchema } from "./page-pieces.ts";
import { planIdSchema } from "./pricing.schema.ts";
import { headline } from "./rules.ts";
import { ctaSchema, text } from "./schemas.ts";
import { slotText } from "./slots.schema.ts";

const label = text.max(40);
const sectionId = z.string().regex(/^[a-z-]+$/, "must be lower-case letters and hyphens");
const toast = { label, title: text.max(80), description: text.max(200) };

/** What a plan's button does: a short note shown as a toast, or a link to a page. */
const planAction = z.discriminatedUnion(
  "kind",
  [
    z
      .object({ kind: z.literal("toast"), ...toast, description: toast.description.optional() })
      .strict(),
    z.object({ kind: z.literal("link"), ...ctaSchema.shape, label }).strict(),
  ],
  { error: 'kind must be "toast" (a note) or "link" (a page)' },
);

/** content/pricing/page.json: the pricing page's own copy; prices come from plans.json. */
export const pricingPageSchema = z
  .object({
    meta: pageMetaSchema,
    hero: z
      .object({ eyebrow: text.max(60), title: headline("hero"), lead: text.max(260) })
      .strict(),
    plansSection: z
      .object({
        heading: headline("section"),
        billingLegend: label,
        /** The billing switch's two choices, monthly first (the editor sets their labels). */
        periods: z
          .array(z.object({ value: z.enum(["monthly", "yearly"]), label: text.max(30) }).strict())
          .length(2, "must be the two billing periods, monthly then yearly")
          .refine(
            (periods) => periods[0]?.value === "monthly" && periods[1]?.value === "yearly",
            "must be the two billing periods, monthly then yearly",
          ),
        billingNote: z.object({ monthly: text.max(160), yearly: text.max(160) }).strict(),
        /** The card's big figure. */
        price: slotText(["price"]).max(12),
        perSeat: text.max(30),
        billedNote: z
          .object({ monthly: text.max(60), yearly: slotText(["total"]).max(60) })
          .strict(),
        freeNote: text.max(40),
        customPrice: text.max(12),
        customNote: text.max(60),
        mostPopular: text.max(20),
        buttonPlan: slotText(["plan"]).max(40).meta({
          title: "Button's plan, for screen readers",
          description:
            "Read by a screen reader after the button's label, naming the plan it starts",
        }),
        highlightedPlan: planIdSchema,
        seeComparison: ctaSchema,
      })
      .strict(),
    planActions: z
      .object({
        /** A paid plan's toast says this unless it has a description of its own. */
        trialNote: text.max(200),
        free: planAction,
        team: planAction,
        business: planAction,
        enterprise: planAction,
      })
      .strict(),
    comparisonSection: z
      .object({ id: sectionId, heading: headline("section"), lead: text.max(160) })
      .strict(),
    faqSection: z.object({ heading: headline("section") }).strict(),
    developerProgram: z
      .object({
        id: sectionId,
        heading: headline("section"),
        lead: text.max(300),
        keyHeading: headline("card"),
        keySteps: z
          .array(slotText([], ["apiKeyLocation"]).max(120))
          .min(2)
          .max(5),
        programHeading: headline("card"),
        benefits: z.array(text.max(100)).min(2).max(6),
        limitsHeading: headline("card"),
        join: z
          .object({ ...toast, description: slotText([], ["apiKeyLocation"]).max(200) })
          .strict(),
        links: z.array(ctaSchema.extend({ label }).strict()).min(1).max(3),
      })
      .strict(),
    pricingCta: z
      .object({
        heading: headline("section"),
        lead: text.max(200),
        primary: ctaSchema,
        secondary: ctaSchema,
      })
      .strict(),
  })
  .strict();

export type PricingPageContent = z.output<typeof pricingPageSchema>;
