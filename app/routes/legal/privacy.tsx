import { DataRequestForm } from "~/components/legal/data-request-form";
import { LegalPage } from "~/components/legal/legal-page";
import { StoredDataList } from "~/components/legal/stored-data-list";
import { privacyPage } from "~/content/privacy-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: privacyPage.meta.title,
    meta: privacyPage.meta,
    description: privacyPage.lead,
    path: location.pathname,
  });

export default function Privacy() {
  return (
    <LegalPage
      page={privacyPage}
      after={{ "short-version": <StoredDataList /> }}
      inside={{ "your-rights": <DataRequestForm /> }}
    />
  );
}
