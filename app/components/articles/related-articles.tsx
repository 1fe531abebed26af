import { Link } from "~/components/ui/site-link";
import type { ArticleLink } from "~/content/article-types";
import { formatDate } from "~/lib/format-date";
import { articleLanguage } from "./article-language";

/** Articles on the same topics, so a reader who liked this one finds the next. */
export function RelatedArticles({
  links,
  heading,
}: {
  links: readonly ArticleLink[];
  heading: string;
}) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {links.map((link) => (
          <li key={link.path} className="flex flex-col rounded-lg border bg-card p-5 shadow-sm">
            <h3 {...articleLanguage(link.lang)} className="font-semibold text-balance">
              <Link
                to={link.path}
                className="underline-offset-4 hover:text-primary hover:underline"
              >
                {link.title}
              </Link>
            </h3>
            <p
              {...articleLanguage(link.lang)}
              className="mt-2 flex-1 text-sm text-muted-foreground"
            >
              {link.description}
            </p>
            <p className="mt-3 text-xs text-muted-foreground">
              <time dateTime={link.date}>{formatDate(link.date)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
