import { Icon } from "~/components/icon";
import { StaticContent } from "~/components/static-content";
import { cn } from "~/lib/cn";

/** A list of short statements, each with a tick; the text carries the meaning. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <StaticContent as="ul" className={cn("grid gap-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </StaticContent>
  );
}
