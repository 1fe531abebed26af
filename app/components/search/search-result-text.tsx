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
  // A page in another language than the search's (an English article) is marked so, and
  // its words carry their language and direction.
  const words = result.lang ? { lang: result.lang, dir: "ltr" as const } : {};
  return (
    <>
      <span className="block text-xs font-medium text-muted-foreground">
        <span {...words}>{result.pageTitle}</span>
        {result.lang ? (
          <span className="ms-2 rounded-sm border px-1 py-px text-[0.7rem]">
            {m.search_result_in_english()}
          </span>
        ) : null}
        {sameTitle ? null : <span aria-hidden="true"> › </span>}
        {sameTitle ? null : <span className="sr-only">{m.search_result_section()}</span>}
      </span>
      {sameTitle ? null : (
        <span {...words} className="block font-semibold text-foreground">
          <Marked parts={result.headingParts} />
        </span>
      )}
      <span {...words} className="mt-0.5 block text-sm text-muted-foreground">
        <Marked parts={result.excerpt} />
      </span>
    </>
  );
}
