import { DocsArticle } from "~/components/docs/docs-article";
import { DocsToc } from "~/components/docs/docs-toc";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { docsHelp, docsHero, docsMeta, docsSections, docsTocLabel } from "~/content/docs";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/docs";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: docsMeta.title,
    meta: docsMeta,
    description: docsHero.lead,
    path: location.pathname,
  });

export default function Docs() {
  return (
    <>
      <Hero eyebrow={docsHero.eyebrow} title={docsHero.title} lead={docsHero.lead} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
        <div>
          <DocsToc label={docsTocLabel} sections={docsSections} />
        </div>
        <div className="grid gap-12">
          {docsSections.map((section) => (
            <DocsArticle key={section.id} section={section} />
          ))}
        </div>
      </div>
      <CtaBand {...docsHelp} />
    </>
  );
}
