import { Icon } from "~/components/icon";
import { StaticContent } from "~/components/static-content";
import type { IntegrationScenario } from "~/content/schemas";
import { site } from "~/content/site";

/** What teams connect: each scenario with the apps it joins to Flowboard. */
export function ScenarioList({ scenarios }: { scenarios: readonly IntegrationScenario[] }) {
  return (
    <StaticContent as="ul" className="grid gap-6 md:grid-cols-2">
      {scenarios.map((scenario) => (
        <li key={scenario.title} className="rounded-lg border bg-card p-6 shadow-sm">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
            {scenario.apps.map((app) => (
              <span key={app} className="rounded-full bg-accent-soft px-2.5 py-0.5 text-accent">
                {app}
              </span>
            ))}
            <Icon name="arrow-right-left" className="size-4 text-muted-foreground" />
            <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-primary">
              {site.name}
            </span>
          </p>
          <h3 className="mt-4 text-lg font-semibold">{scenario.title}</h3>
          <p className="mt-2 text-muted-foreground">{scenario.description}</p>
        </li>
      ))}
    </StaticContent>
  );
}
