import { z } from "zod";
import { faqEntrySchema } from "./schemas.ts";

/** content/pricing/faq.json: the pricing page's questions, loaded as the visitor scrolls. */
export const pricingFaqSchema = z
  .object({
    entries: z
      .array(
        faqEntrySchema
          .extend({
            question: faqEntrySchema.shape.question.max(90),
            answer: faqEntrySchema.shape.answer.max(400),
          })
          .strict(),
      )
      .min(3),
  })
  .strict();

export type PricingFaqContent = z.output<typeof pricingFaqSchema>;
