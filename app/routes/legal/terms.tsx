import { LegalPage } from "~/components/legal/legal-page";
import { termsPage } from "~/content/terms-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/terms";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: termsPage.meta.title,
    meta: termsPage.meta,
    description: termsPage.lead,
    path: location.pathname,
  });

export default function Terms() {
  return <LegalPage page={termsPage} />;
}
