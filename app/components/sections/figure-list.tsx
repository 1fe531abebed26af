import { StaticContent } from "~/components/static-content";

interface Figure {
  value: string;
  label: string;
}

/** Headline numbers, each value read together with what it counts. */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <StaticContent
      as="dl"
      className={
        figures.length === 4 ? "grid grid-cols-2 gap-4 lg:grid-cols-4" : "grid gap-4 sm:grid-cols-3"
      }
    >
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse rounded-lg border bg-card p-6 text-center shadow-sm"
        >
          <dt className="mt-1 text-sm font-medium text-muted-foreground">{figure.label}</dt>
          <dd className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
            {figure.value}
          </dd>
        </div>
      ))}
    </StaticContent>
  );
}
