import pageFile from "../../../content/features/dashboards-reporting.json" with { type: "json" };
import type { FeaturePage } from "../feature-page";
import type { FeaturePageContent } from "../feature-page.schema";

/** The dashboards-reporting page's words, from content/features/dashboards-reporting.json. */
export const dashboardsReportingPage: FeaturePage = pageFile as FeaturePageContent;
