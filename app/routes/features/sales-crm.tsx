import { FeaturePage, featurePageMeta } from "~/components/features/feature-page";
import { SalesPipelineMockup } from "~/components/mockups/sales-pipeline-mockup";
import { salesCrmPage } from "~/content/feature-pages/sales-crm";

export const meta = () => featurePageMeta(salesCrmPage);

export default function SalesCrm() {
  return <FeaturePage page={salesCrmPage} mockup={<SalesPipelineMockup />} />;
}
