import { Icon } from "~/components/icon";
import { StaticContent } from "~/components/static-content";
import { Link } from "~/components/ui/site-link";
import type { UseCaseCard } from "~/content/schemas";

/** The six team types, each linking to its section of the use-cases page. */
export function TeamTypeGrid({ items }: { items: readonly UseCaseCard[] }) {
  return (
    <StaticContent as="ul" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={item.link}
            className="flex h-full items-start gap-4 rounded-lg border bg-card p-5 shadow-sm transition-colors hover:border-primary hover:bg-primary-soft"
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
              <Icon name={item.icon} className="size-5" />
            </span>
            <span>
              <span className="block font-semibold">{item.title}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{item.summary}</span>
            </span>
          </Link>
        </li>
      ))}
    </StaticContent>
  );
}
