import { LegalPage } from "~/components/legal/legal-page";
import { cookiesPage } from "~/content/cookies-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cookies";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: cookiesPage.meta.title,
    meta: cookiesPage.meta,
    description: cookiesPage.lead,
    path: location.pathname,
  });

export default function Cookies() {
  return <LegalPage page={cookiesPage} />;
}
