import { Icon } from "~/components/icon";
import { StaticContent } from "~/components/static-content";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/site-link";
import type { InfoCard } from "~/content/schemas";
import { m } from "~/paraglide/messages.js";

/** A feature card, or an info card with no page of its own to link to. */
type FeatureGridItem = InfoCard & { id?: string; link?: string };

interface FeatureGridProps {
  items: readonly FeatureGridItem[];
  linkLabel?: string;
  columns?: 3 | 4;
}

/** Cards with an icon, a title, a sentence and, when the item has a page, a "Learn more" link to it. */
export function FeatureGrid({
  items,
  linkLabel = m.feature_learn_more(),
  columns = 3,
}: FeatureGridProps) {
  return (
    <StaticContent
      as="ul"
      className={
        columns === 4
          ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          : "grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      }
    >
      {items.map((item) => (
        <li key={item.id ?? item.title} className="flex">
          <Card className="flex w-full flex-col">
            <span className="mb-4 inline-flex size-12 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon name={item.icon} className="size-6" />
            </span>
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{item.description}</p>
            {item.link ? (
              <Link
                to={item.link}
                className="mt-4 inline-flex items-center gap-1 self-start rounded-sm font-semibold text-primary hover:underline"
              >
                {linkLabel}
                <span className="sr-only">{m.feature_learn_more_about({ title: item.title })}</span>
                <Icon name="arrow-right" className="size-4" />
              </Link>
            ) : null}
          </Card>
        </li>
      ))}
    </StaticContent>
  );
}
