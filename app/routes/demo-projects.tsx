import { whenNavigatedTo } from "~/components/deferred-section";
import { DemoProjectCard } from "~/components/demo-projects/demo-project-card";
import { LiveBoardSection, liveBoard } from "~/components/demo-projects/live-board-section";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { TitledSection } from "~/components/sections/titled-section";
import {
  demoProjects,
  demoProjectsCta,
  demoProjectsHero,
  demoProjectsMeta,
  demoProjectsSection,
} from "~/content/demo-projects";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/demo-projects";

await whenNavigatedTo(liveBoard);

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: demoProjectsMeta.title,
    meta: demoProjectsMeta,
    description: demoProjectsHero.lead,
    path: location.pathname,
  });

export default function DemoProjects() {
  return (
    <>
      <Hero
        eyebrow={demoProjectsHero.eyebrow}
        title={demoProjectsHero.title}
        lead={demoProjectsHero.lead}
      />
      <LiveBoardSection />
      <TitledSection
        headingId="demo-projects-heading"
        heading={demoProjectsSection.heading}
        lead={demoProjectsSection.lead}
      >
        <ul className="grid gap-8 md:grid-cols-2">
          {demoProjects.map((project) => (
            <li key={project.id}>
              <DemoProjectCard project={project} />
            </li>
          ))}
        </ul>
      </TitledSection>
      <CtaBand {...demoProjectsCta} />
    </>
  );
}
