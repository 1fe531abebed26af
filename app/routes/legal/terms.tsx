import { LegalPage } from "~/components/legal/legal-page";
import { termsPage } from "~/content/legal";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: termsPage.title, description: termsPage.description, path: "/terms" });

export default function Terms() {
  return <LegalPage page={termsPage} />;
}
