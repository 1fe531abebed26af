import { Icon } from "~/components/icon";
import { Link } from "~/components/ui/site-link";
import type { ArticleLink } from "~/content/article-types";
import { m } from "~/paraglide/messages.js";
import { articleLanguage } from "./article-language";

interface ArticlePagerProps {
  previous: ArticleLink | null;
  next: ArticleLink | null;
  /** "post" or "guide": names the links ("Previous post"). */
  noun: string;
}

/** The article before and after this one in its list. */
export function ArticlePager({ previous, next, noun }: ArticlePagerProps) {
  if (!previous && !next) return null;
  const card =
    "flex h-full flex-col gap-1 rounded-lg border bg-card p-5 shadow-sm transition-colors hover:border-primary hover:bg-primary-soft";
  return (
    <nav aria-label={m.article_pager_label({ noun })} className="grid gap-4 sm:grid-cols-2">
      {previous ? (
        <Link to={previous.path} rel="prev" className={card}>
          <span className="flex items-center gap-1 text-sm text-muted-foreground">
            <Icon name="arrow-left" className="size-4" />
            {m.article_pager_previous({ noun })}
          </span>
          <span {...articleLanguage(previous.lang)} className="font-semibold text-balance">
            {previous.title}
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.path} rel="next" className={`${card} sm:items-end sm:text-end`}>
          <span className="flex items-center gap-1 text-sm text-muted-foreground">
            {m.article_pager_next({ noun })}
            <Icon name="arrow-right" className="size-4" />
          </span>
          <span {...articleLanguage(next.lang)} className="font-semibold text-balance">
            {next.title}
          </span>
        </Link>
      ) : null}
    </nav>
  );
}
