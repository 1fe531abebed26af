import pageFile from "../../../content/features/team-collaboration.json" with { type: "json" };
import type { FeaturePage } from "../feature-page";
import type { FeaturePageContent } from "../feature-page.schema";

/** The team-collaboration page's words, from content/features/team-collaboration.json. */
export const teamCollaborationPage: FeaturePage = pageFile as FeaturePageContent;
