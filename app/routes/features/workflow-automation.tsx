import { FeaturePage, featurePageMeta } from "~/components/features/feature-page";
import { AutomationBuilderMockup } from "~/components/mockups/automation-builder-mockup";
import { workflowAutomationPage } from "~/content/feature-pages/workflow-automation";

export const meta = () => featurePageMeta(workflowAutomationPage);

export default function WorkflowAutomation() {
  return <FeaturePage page={workflowAutomationPage} mockup={<AutomationBuilderMockup />} />;
}
