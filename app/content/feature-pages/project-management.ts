import pageFile from "../../../content/features/project-management.json" with { type: "json" };
import type { FeaturePage } from "../feature-page";
import type { FeaturePageContent } from "../feature-page.schema";

/** The project-management page's words, from content/features/project-management.json. */
export const projectManagementPage: FeaturePage = pageFile as FeaturePageContent;
