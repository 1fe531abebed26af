import { StaticContent } from "~/components/static-content";
import type { TimelineEntry } from "~/content/schemas";

/** Milestones in order, each year set beside what happened. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <StaticContent
      as="ol"
      className="relative mx-auto grid max-w-3xl gap-8 border-s-2 border-primary/40 ps-8"
    >
      {entries.map((entry) => (
        <li key={entry.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -inset-s-[41px] size-4 rounded-full border-4 border-muted bg-primary"
          />
          <p className="text-sm font-bold tracking-wide text-primary">{entry.year}</p>
          <h3 className="mt-1 text-lg font-semibold">{entry.title}</h3>
          <p className="mt-1 text-muted-foreground">{entry.description}</p>
        </li>
      ))}
    </StaticContent>
  );
}
