import type { ChangelogEntryShown } from "~/content/article-types";
import { englishLang } from "~/lib/locales.js";
import { ArticleBody } from "./article-body";
import { ArticleByline } from "./article-byline";
import { TagLinks } from "./tag-links";

/**
 * One changelog entry: its title links to its own anchor, so it can be shared. Its body
 * opens with what changed; the front matter's summary goes to the feeds and search
 * results, not a second time onto the longest page of the site.
 */
export function ChangelogEntry({ entry }: { entry: ChangelogEntryShown }) {
  return (
    // The entries are written in English, on the changelog of every language; their date and
    // reading time are in the page's.
    <article id={entry.slug} aria-labelledby={`${entry.slug}-title`} className="border-b pb-12">
      <h2
        id={`${entry.slug}-title`}
        lang={englishLang}
        className="text-2xl font-bold tracking-tight text-balance sm:text-3xl"
      >
        <a className="heading-anchor" href={`#${entry.slug}`}>
          {entry.title}
        </a>
      </h2>
      <div className="mt-4 grid gap-3">
        <ArticleByline article={entry} />
        <TagLinks topics={entry.topics} />
      </div>
      <ArticleBody kind={entry.kind} slug={entry.slug} />
    </article>
  );
}
