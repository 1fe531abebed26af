import { Icon } from "~/components/icon";
import { StaticContent } from "~/components/static-content";
import type { Integration } from "~/content/schemas";

/** App tiles: the app's icon, its name and its category. */
export function IntegrationAppGrid({ apps }: { apps: readonly Integration[] }) {
  return (
    <StaticContent
      as="ul"
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
    >
      {apps.map((app) => (
        <li
          key={app.name}
          className="flex flex-col items-start gap-3 rounded-lg border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4"
        >
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <Icon name={app.icon} className="size-6" />
          </span>
          <span className="min-w-0">
            <span className="block font-semibold">{app.name}</span>
            <span className="block text-sm text-muted-foreground">{app.category}</span>
          </span>
        </li>
      ))}
    </StaticContent>
  );
}
