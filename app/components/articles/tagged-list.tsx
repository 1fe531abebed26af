import { articleLanguage } from "~/components/articles/article-language";
import { Link } from "~/components/ui/site-link";
import type { ArticleSummary } from "~/content/article-types";
import { formatDate } from "~/lib/format-date";
import { formatCount } from "~/lib/format-number";
import { m } from "~/paraglide/messages.js";

interface TaggedListProps {
  heading: string;
  /** Id prefix of the heading. */
  id: string;
  items: readonly ArticleSummary[];
}

/** One kind of article on a tag page: title link, excerpt, author, date and reading time. */
export function TaggedList({ heading, id, items }: TaggedListProps) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <ul className="mt-4 divide-y border-y">
        {items.map((item) => (
          <li key={item.path} className="py-5">
            {/* An article not translated into the page's language is marked English. */}
            <h3 {...articleLanguage(item.lang)} className="text-lg font-semibold text-balance">
              <Link
                to={item.path}
                className="underline-offset-4 hover:text-primary hover:underline"
              >
                {item.title}
              </Link>
            </h3>
            <p {...articleLanguage(item.lang)} className="mt-1 text-muted-foreground">
              {item.description}
            </p>
            <p className="mt-2 flex flex-wrap gap-x-2 text-sm text-muted-foreground">
              <span>{item.author}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={item.date}>{formatDate(item.date)}</time>
              <span aria-hidden="true">·</span>
              <span>{m.reading_minutes({ minutes: formatCount(item.readingMinutes) })}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
