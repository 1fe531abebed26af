import { Link } from "~/components/ui/site-link";
import { articleTag } from "~/content/article-tags";
import type { ArticleSummary } from "~/content/article-types";
import { m } from "~/paraglide/messages.js";

/**
 * An article's topics, each a link to the page listing everything filed under it, named in
 * the page's language (content/articles/tags.json and its translations), whatever the
 * article's own language.
 */
export function TagLinks({
  topics,
  label = m.tags_label(),
}: {
  topics: ArticleSummary["topics"];
  label?: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {topics.map((topic) => (
        <li key={topic.slug}>
          <Link
            to={topic.path}
            className="inline-flex rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary underline-offset-4 hover:underline"
          >
            {articleTag(topic.slug).label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
