import { StaticContent } from "~/components/static-content";
import type { TocEntry } from "~/content/article-types";
import { cn } from "~/lib/cn";
import { m } from "~/paraglide/messages.js";

/** Pieces with fewer sections than this read fine without a table of contents. */
export const TOC_MIN_SECTIONS = 3;

export const wantsTableOfContents = (toc: readonly TocEntry[]) =>
  toc.filter((entry) => entry.level === 2).length >= TOC_MIN_SECTIONS;

/** "On this page": a link to each section of a long article, subsections indented. */
export function TableOfContents({
  toc,
  className,
  entriesLanguage,
}: {
  toc: readonly TocEntry[];
  className?: string;
  /** `lang` and `dir` of the entries: the article's headings, where not in the page's language. */
  entriesLanguage?: { lang?: string; dir?: "ltr" | "rtl" };
}) {
  return (
    <StaticContent as="nav" aria-labelledby="toc-heading" className={cn("text-sm", className)}>
      <h2 id="toc-heading" className="font-semibold">
        {m.toc_heading()}
      </h2>
      <ol {...entriesLanguage} className="mt-3 grid gap-2 border-s ps-4">
        {toc.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? "ps-4" : undefined}>
            <a
              href={`#${entry.id}`}
              className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </StaticContent>
  );
}
