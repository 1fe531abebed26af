import { DataRequestForm } from "~/components/legal/data-request-form";
import { LegalPage } from "~/components/legal/legal-page";
import { StoredDataList } from "~/components/legal/stored-data-list";
import { privacyPage } from "~/content/legal";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: privacyPage.title, description: privacyPage.description, path: "/privacy" });

export default function Privacy() {
  return (
    <LegalPage
      page={privacyPage}
      after={{ "short-version": <StoredDataList /> }}
      inside={{ "your-rights": <DataRequestForm /> }}
    />
  );
}
