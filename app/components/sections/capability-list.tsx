import { Icon } from "~/components/icon";
import { StaticContent } from "~/components/static-content";
import type { Capability } from "~/content/schemas";
import { cn } from "~/lib/cn";

interface CapabilityListProps {
  items: readonly Capability[];
  columns?: 2 | 3 | 4;
  className?: string;
}

const columnClass = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** What a product area does: each capability named, with a sentence on what it does. */
export function CapabilityList({ items, columns = 3, className }: CapabilityListProps) {
  return (
    <StaticContent as="ul" className={cn("grid gap-6", columnClass[columns], className)}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-lg border bg-card p-6 shadow-sm">
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-success-soft text-success">
            <Icon name="check" className="size-4" />
          </span>
          <div>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-1.5 text-muted-foreground">{item.description}</p>
          </div>
        </li>
      ))}
    </StaticContent>
  );
}
