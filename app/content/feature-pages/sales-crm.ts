import pageFile from "../../../content/features/sales-crm.json" with { type: "json" };
import type { FeaturePage } from "../feature-page";
import type { FeaturePageContent } from "../feature-page.schema";

/** The sales-crm page's words, from content/features/sales-crm.json. */
export const salesCrmPage: FeaturePage = pageFile as FeaturePageContent;
