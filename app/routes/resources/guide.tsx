import { loadArticleBody } from "~/components/articles/article-body";
import { articleBodyOf } from "~/components/articles/article-body-path";
import { ArticleLayout } from "~/components/articles/article-layout";
import { difficultyName } from "~/components/resources/difficulty-name";
import { guidePageCopy } from "~/content/resources-guides";
import { slotParts } from "~/content/slots";
import { guideData } from "~/lib/article-pages.server";
import { loaderMeta } from "~/lib/loader-meta";
import { pageLocale } from "~/lib/page-locale.js";
import type { Route } from "./+types/guide";

/**
 * Runs when the page is prerendered: the guide's HTML body, neighbours, related guides, meta,
 * and the words around it (as route data, so a guide's JavaScript carries no content file).
 */
export const loader = ({ params }: Route.LoaderArgs) => ({
  ...guideData(params.slug),
  copy: guidePageCopy,
});

/**
 * Which body a page draws: the article's, or its translation's (its `lang`). The
 * clientLoader and the page both use it, which keeps them in one file: React Router would
 * otherwise split the small clientLoader into files of its own, costing a first view more
 * than it saves.
 */
const bodyOf = (article: { slug: string; lang: string }) =>
  articleBodyOf({ kind: "guides", ...article });

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

export default function Guide({ loaderData }: Route.ComponentProps) {
  const { article: guide, copy } = loaderData;
  return (
    <ArticleLayout
      data={loaderData}
      body={bodyOf(loaderData.article)}
      back={copy.back}
      noun={copy.noun}
      relatedHeading={copy.relatedHeading}
      details={
        // The level in words: the list's coloured badge would bring ui/badge into the code
        // every page shares (the "common" chunk, vite.config.ts) for one more route.
        <p className="text-sm text-muted-foreground">
          {`${copy.levelLabel} `}
          <span className="font-semibold text-foreground">{difficultyName(guide.difficulty)}</span>
          <span aria-hidden="true"> · </span>
          {slotParts(copy.formats, {
            pages: guide.pdfPages,
            minutes: guide.videoMinutes,
          })}
        </p>
      }
    />
  );
}
