import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import { StaticContent } from "~/components/static-content";
import { Link } from "~/components/ui/site-link";
import type { ArticlePageData } from "~/content/article-types";
import { m } from "~/paraglide/messages.js";
import { ArticleBody } from "./article-body";
import { ArticleByline } from "./article-byline";
import { articleLanguage } from "./article-language";
import { ArticlePager } from "./article-pager";
import { RelatedArticles } from "./related-articles";
import { TableOfContents, wantsTableOfContents } from "./table-of-contents";
import { TagLinks } from "./tag-links";

interface ArticleLayoutProps {
  data: ArticlePageData;
  /** The body to draw (components/articles/article-body.tsx). */
  body: { kind: string; slug: string; locale?: string; shownIn?: string };
  /** The list the article belongs to, linked above the title. */
  back: { label: string; href: string };
  /** "post" or "guide". */
  noun: string;
  relatedHeading: string;
  /** More facts under the byline (a guide's level and downloads). */
  details?: ReactNode;
  /** After the body (the feed links). */
  footer?: ReactNode;
}

/**
 * A blog post or a guide: title, byline and tags; a table of contents beside long pieces
 * (above them on phones); the body; then previous/next and related articles. All of it is
 * links and text, adopted as prerendered on a first view (StaticContent, decision 008) and
 * keyed by the article, since going to the next post keeps this component mounted.
 */
export function ArticleLayout({
  data,
  body,
  back,
  noun,
  relatedHeading,
  details,
  footer,
}: ArticleLayoutProps) {
  const { article, previous, next, related } = data;
  const withToc = wantsTableOfContents(article.toc);
  // The article's own words, marked where they are not in the page's language.
  const words = articleLanguage(article.lang);
  return (
    <>
      <article aria-labelledby="page-title">
        <header className="bg-gradient-to-b from-primary-soft to-background">
          <StaticContent
            key={article.slug}
            className="mx-auto max-w-5xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16 lg:px-8"
          >
            <Link
              to={back.href}
              className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              <Icon name="arrow-left" className="size-4" />
              {back.label}
            </Link>
            {words.lang ? (
              <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
                <Icon name="globe" className="size-4 shrink-0" />
                {m.article_in_english()}
              </p>
            ) : null}
            <h1
              {...words}
              id="page-title"
              className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl"
            >
              {article.title}
            </h1>
            <p {...words} className="mt-5 max-w-3xl text-lg text-pretty text-muted-foreground">
              {article.description}
            </p>
            <div className="mt-6 grid gap-4">
              <ArticleByline article={article} />
              {details}
              <TagLinks topics={article.topics} />
            </div>
            {article.image ? (
              <img
                src={article.image.src}
                alt={article.image.alt}
                width={article.image.width}
                height={article.image.height}
                decoding="async"
                className="mt-8 h-auto w-full rounded-xl border border-border"
              />
            ) : null}
          </StaticContent>
        </header>
        <div
          className={
            withToc
              ? "mx-auto grid max-w-5xl gap-10 px-4 pb-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_15rem] lg:px-8"
              : "mx-auto max-w-5xl px-4 pb-12 sm:px-6 lg:px-8"
          }
        >
          {withToc ? (
            <TableOfContents
              key={article.slug}
              toc={article.toc}
              entriesLanguage={words}
              className="rounded-lg border bg-card p-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start"
            />
          ) : null}
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <ArticleBody
              key={body.slug}
              kind={body.kind}
              slug={body.slug}
              {...(body.locale ? { locale: body.locale } : {})}
              {...(body.shownIn ? { shownIn: body.shownIn } : {})}
            />
            {footer}
          </div>
        </div>
      </article>
      {previous || next || related.length > 0 ? (
        <div className="border-t bg-muted">
          <StaticContent
            key={article.slug}
            className="mx-auto grid max-w-5xl gap-12 px-4 py-12 sm:px-6 lg:px-8"
          >
            <ArticlePager previous={previous} next={next} noun={noun} />
            <RelatedArticles links={related} heading={relatedHeading} />
          </StaticContent>
        </div>
      ) : null}
    </>
  );
}
