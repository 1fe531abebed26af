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
          // Narrower padding and figure on a phone: "10.000+" fits its half of a 320 px screen.
          className="flex flex-col-reverse rounded-lg border bg-card p-4 text-center shadow-sm sm:p-6"
        >
          <dt className="mt-1 text-sm font-medium text-muted-foreground">{figure.label}</dt>
          <dd className="text-2xl font-extrabold tracking-tight text-primary sm:text-4xl">
            {figure.value}
          </dd>
        </div>
      ))}
    </StaticContent>
  );
}
