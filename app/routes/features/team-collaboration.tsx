import { FeaturePage, featurePageMeta } from "~/components/features/feature-page";
import { TeamCollaborationMockup } from "~/components/mockups/team-collaboration-mockup";
import { teamCollaborationPage } from "~/content/feature-pages/team-collaboration";

export const meta = () => featurePageMeta(teamCollaborationPage);

export default function TeamCollaboration() {
  return <FeaturePage page={teamCollaborationPage} mockup={<TeamCollaborationMockup />} />;
}
