import { useEffect, useRef, useState } from "react";
import { articleLanguage } from "~/components/articles/article-language";
import { TagLinks } from "~/components/articles/tag-links";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/site-link";
import type { BlogPostSummary } from "~/content/article-types";
import { formatDate } from "~/lib/format-date";
import { formatCount } from "~/lib/format-number";
import { m } from "~/paraglide/messages.js";

interface ArticleListProps {
  articles: readonly BlogPostSummary[];
  /** Articles shown at first, and added by each press of the button. */
  pageSize: number;
  loadMoreLabel: string;
}

/**
 * Blog articles, a page at a time. After "Load More Articles" the first new article takes
 * focus, so keyboard and screen-reader users carry on reading where the new ones begin
 * (and are not stranded when the button goes away).
 */
export function ArticleList({ articles, pageSize, loadMoreLabel }: ArticleListProps) {
  const [shown, setShown] = useState(pageSize);
  const items = useRef<(HTMLElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    items.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  });

  // Read from the update, not the render: presses held before hydration are replayed one
  // after another, before React renders again, and focus belongs to the last page they add.
  const loadMore = () =>
    setShown((current) => {
      focusIndex.current = current;
      return Math.min(current + pageSize, articles.length);
    });

  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.slice(0, shown).map((article, index) => (
          <li key={article.slug} className="flex">
            <article
              ref={(node) => {
                items.current[index] = node;
              }}
              tabIndex={-1}
              aria-labelledby={`article-${index}`}
              className="flex w-full flex-col rounded-lg border bg-card p-6 text-card-foreground shadow-sm"
            >
              {/* An article not translated into the page's language is marked English. */}
              <h3
                id={`article-${index}`}
                {...articleLanguage(article.lang)}
                className="text-lg font-semibold text-balance"
              >
                <Link
                  to={article.path}
                  className="underline-offset-4 hover:text-primary hover:underline"
                >
                  {article.title}
                </Link>
              </h3>
              <p {...articleLanguage(article.lang)} className="mt-3 flex-1 text-muted-foreground">
                {article.description}
              </p>
              <div className="mt-4">
                <TagLinks
                  topics={article.topics}
                  label={m.article_tags_of({ title: article.title })}
                />
              </div>
              <p className="mt-6 border-t pt-4 text-sm">
                <span className="font-semibold">{article.author}</span>
                <span className="mt-1 flex flex-wrap gap-x-2 text-muted-foreground">
                  <time dateTime={article.date}>{formatDate(article.date)}</time>
                  <span aria-hidden="true">·</span>
                  <span>{m.reading_minutes({ minutes: formatCount(article.readingMinutes) })}</span>
                </span>
              </p>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-10 grid justify-items-center gap-4">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {m.article_list_showing({
            shown: formatCount(shown),
            total: formatCount(articles.length),
          })}
        </p>
        {shown < articles.length ? (
          <Button variant="outline" size="lg" onClick={loadMore}>
            {loadMoreLabel}
          </Button>
        ) : null}
      </div>
    </>
  );
}
