import { StaticContent } from "~/components/static-content";
import type { IntegrationCategory } from "~/content/schemas";

interface IntegrationCategoryListProps {
  categories: readonly IntegrationCategory[];
  total: number;
  totalLabel: string;
}

/** Each category with its number of apps, a bar to compare them, and the overall total. */
export function IntegrationCategoryList({
  categories,
  total,
  totalLabel,
}: IntegrationCategoryListProps) {
  const largest = Math.max(...categories.map((category) => category.count));
  return (
    <StaticContent className="mx-auto max-w-4xl">
      <ul className="grid gap-x-10 gap-y-4 sm:grid-cols-2">
        {categories.map((category) => (
          <li key={category.name}>
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-medium">{category.name}</span>
              <span className="font-bold tabular-nums">{category.count}</span>
            </p>
            <span aria-hidden="true" className="mt-1.5 block h-2 rounded-full bg-border">
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${(category.count / largest) * 100}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-10 flex items-baseline justify-center gap-3 border-t pt-6 text-center">
        <span className="shrink-0 text-4xl font-extrabold text-primary tabular-nums">{total}</span>
        <span className="text-lg font-medium text-muted-foreground">{totalLabel}</span>
      </p>
    </StaticContent>
  );
}
