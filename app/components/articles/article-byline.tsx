import type { Byline } from "~/content/article-types";

/** Who wrote it, when, and how long it takes to read. */
export function ArticleByline({ article }: { article: Byline }) {
  return (
    <p className="text-sm">
      <span className="font-semibold">{article.author}</span>
      <span className="text-muted-foreground">, {article.authorRole}</span>
      <span className="mt-1 flex flex-wrap gap-x-2 text-muted-foreground">
        <time dateTime={article.date}>{article.dateText}</time>
        {article.updated ? (
          <>
            <span aria-hidden="true">·</span>
            <span>
              Updated <time dateTime={article.updated}>{article.updatedText}</time>
            </span>
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <span>{article.readingMinutes} min read</span>
      </span>
    </p>
  );
}
