import { FeaturePage, featurePageMeta } from "~/components/features/feature-page";
import { ExecutiveDashboardMockup } from "~/components/mockups/executive-dashboard-mockup";
import { dashboardsReportingPage } from "~/content/feature-pages/dashboards-reporting";

export const meta = () => featurePageMeta(dashboardsReportingPage);

export default function DashboardsReporting() {
  return <FeaturePage page={dashboardsReportingPage} mockup={<ExecutiveDashboardMockup />} />;
}
