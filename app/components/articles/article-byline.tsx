import type { Byline } from "~/content/article-types";
import { formatDate } from "~/lib/format-date";
import { formatCount } from "~/lib/format-number";
import { englishLang } from "~/lib/locales.js";
import { m } from "~/paraglide/messages.js";

/**
 * Who wrote it, when, and how long it takes to read. The dates and the reading time are in
 * the page's language (the changelog of every language shows English entries); the author's
 * role is the article's, in English.
 */
export function ArticleByline({ article }: { article: Byline }) {
  return (
    <p className="text-sm">
      <span className="font-semibold">{article.author}</span>
      <span className="text-muted-foreground">
        , <span lang={englishLang}>{article.authorRole}</span>
      </span>
      <span className="mt-1 flex flex-wrap gap-x-2 text-muted-foreground">
        <time dateTime={article.date}>{formatDate(article.date)}</time>
        {article.updated ? (
          <>
            <span aria-hidden="true">·</span>
            <span>
              {m.article_updated()}{" "}
              <time dateTime={article.updated}>{formatDate(article.updated)}</time>
            </span>
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <span>{m.reading_minutes({ minutes: formatCount(article.readingMinutes) })}</span>
      </span>
    </p>
  );
}
