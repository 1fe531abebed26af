import pageFile from "../../../content/features/workflow-automation.json" with { type: "json" };
import type { FeaturePage } from "../feature-page";
import type { FeaturePageContent } from "../feature-page.schema";

/** The workflow-automation page's words, from content/features/workflow-automation.json. */
export const workflowAutomationPage: FeaturePage = pageFile as FeaturePageContent;
