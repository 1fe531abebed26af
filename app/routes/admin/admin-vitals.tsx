import { useLoaderData } from "react-router";
import { adminFetch, adminMeta } from "~/components/admin/admin-api";
import { VitalsDashboard } from "~/components/admin/vitals-dashboard";
import type { VitalsSummary } from "~/components/admin/vitals-summary";

export const meta = () => adminMeta("Core Web Vitals");

export async function clientLoader() {
  return adminFetch<VitalsSummary>("/admin/api/vitals");
}

export default function AdminVitals() {
  return <VitalsDashboard summary={useLoaderData<typeof clientLoader>()} />;
}
