import { LegalPage } from "~/components/legal/legal-page";
import { cookiesPage } from "~/content/legal";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: cookiesPage.title, description: cookiesPage.description, path: "/cookies" });

export default function Cookies() {
  return <LegalPage page={cookiesPage} />;
}
