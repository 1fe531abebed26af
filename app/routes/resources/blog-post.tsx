import { loadArticleBody } from "~/components/articles/article-body";
import { articleBodyOf } from "~/components/articles/article-body-path";
import { ArticleLayout } from "~/components/articles/article-layout";
import { FeedLinks } from "~/components/articles/feed-links";
import { NewsletterSignup } from "~/components/articles/newsletter-signup";
import { blogFeeds } from "~/content/feeds";
import { blogPostCopy } from "~/content/resources-blog";
import { blogPostData } from "~/lib/article-pages.server";
import { loaderMeta } from "~/lib/loader-meta";
import { pageLocale } from "~/lib/page-locale.js";
import type { Route } from "./+types/blog-post";

/**
 * Runs when the page is prerendered: the post's HTML body, neighbours, related posts, meta,
 * and the words around it (as route data, so a post's JavaScript carries no content file).
 */
export const loader = ({ params }: Route.LoaderArgs) => ({
  ...blogPostData(params.slug),
  copy: blogPostCopy,
});

/**
 * Which body a page draws: the article's, or its translation's (its `lang`). The
 * clientLoader and the page both use it, which keeps them in one file: React Router would
 * otherwise split the small clientLoader into files of its own, costing a first view more
 * than it saves.
 */
const bodyOf = (article: { slug: string; lang: string }) =>
  articleBodyOf({ kind: "blog", ...article });

/**
 * On a client-side navigation: the route data and the body, fetched together on an English
 * page; under another language's prefix the data says first whether the article is
 * translated, so which body to fetch.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (pageLocale() !== "en") {
    const data = await serverLoader();
    await loadArticleBody(bodyOf(data.article));
    return data;
  }
  const slug = params.slug ?? "";
  const [data] = await Promise.all([serverLoader(), loadArticleBody(bodyOf({ slug, lang: "en" }))]);
  return data;
}

export const meta = loaderMeta;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleLayout
      data={loaderData}
      body={bodyOf(loaderData.article)}
      back={loaderData.copy.back}
      noun={loaderData.copy.noun}
      relatedHeading={loaderData.copy.relatedHeading}
      footer={
        <>
          <FeedLinks group={blogFeeds} className="mt-12 border-t pt-6 text-sm" />
          <div className="mt-10 rounded-lg border bg-card p-6">
            <NewsletterSignup />
          </div>
        </>
      }
    />
  );
}
