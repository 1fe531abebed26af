import { FeaturePage, featurePageMeta } from "~/components/features/feature-page";
import { TryItLink } from "~/components/features/try-it-link";
import { ProjectBoardMockup } from "~/components/mockups/project-board-mockup";
import { projectManagementPage } from "~/content/feature-pages/project-management";

export const meta = () => featurePageMeta(projectManagementPage);

export default function ProjectManagement() {
  return (
    <FeaturePage page={projectManagementPage} mockup={<ProjectBoardMockup />}>
      {projectManagementPage.tryIt && <TryItLink tryIt={projectManagementPage.tryIt} />}
    </FeaturePage>
  );
}
