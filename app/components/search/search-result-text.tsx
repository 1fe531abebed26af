import type { ExcerptPart, SearchResult } from "~/lib/search/search";
import { m } from "~/paraglide/messages.js";

function Marked({ parts }: { parts: ExcerptPart[] }) {
  return parts.map((part, i) =>
    part.match ? (
      <mark key={i} className="rounded-sm bg-warning-soft font-semibold text-foreground">
        {part.text}
      </mark>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}

/** One result: the page and the section heading where the words are, then the excerpt. */
export function SearchResultText({ result }: { result: SearchResult }) {
  const sameTitle = result.heading === result.pageTitle;
  return (
    <>
      <span className="block text-xs font-medium text-muted-foreground">
        {result.pageTitle}
        {sameTitle ? null : <span aria-hidden="true"> › </span>}
        {sameTitle ? null : <span className="sr-only">{m.search_result_section()}</span>}
      </span>
      {sameTitle ? null : (
        <span className="block font-semibold text-foreground">
          <Marked parts={result.headingParts} />
        </span>
      )}
      <span className="mt-0.5 block text-sm text-muted-foreground">
        <Marked parts={result.excerpt} />
      </span>
    </>
  );
}
