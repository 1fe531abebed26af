import faqFile from "../../content/pricing/faq.json" with { type: "json" };
import type { PricingFaqContent } from "./pricing-faq.schema";
import type { FaqEntry } from "./schemas";

/**
 * The pricing page's questions and answers, loaded as the visitor scrolls to them, from
 * content/pricing/faq.json: a figure in an answer ({{plans.team.monthlyPrice}}) is the plan's.
 */
export const pricingFaqEntries: FaqEntry[] = (faqFile as PricingFaqContent).entries;
