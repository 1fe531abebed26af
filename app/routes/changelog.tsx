import { loadArticleBody } from "~/components/articles/article-body";
import { ChangelogEntry } from "~/components/articles/changelog-entry";
import { FeedLinks } from "~/components/articles/feed-links";
import { Hero } from "~/components/sections/hero";
import { StaticContent } from "~/components/static-content";
import { changelogPage, changelogTocHeading } from "~/content/changelog-page";
import { changelogFeeds } from "~/content/feeds";
import { feedLinks } from "~/lib/article-meta";
import { changelogData } from "~/lib/article-pages.server";
import { englishLang } from "~/lib/locales.js";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/changelog";

/** Runs when the page is prerendered: every entry with its HTML body. */
export const loader = () => changelogData();

/** On a client-side navigation: the route data, then every entry's body module. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await Promise.all(data.entries.map((entry) => loadArticleBody(entry)));
  return data;
}

// Built from static content, not route data: the changelog is the longest page, and
// tags carried a second time in its data took it past the first round trip (14.6 KB).
export const meta = () =>
  pageMeta({
    title: changelogPage.meta.title,
    meta: changelogPage.meta,
    description: changelogPage.lead,
    path: changelogFeeds.pagePath,
    // The card the build draws, unless an editor uploaded a picture of the page's own.
    image: changelogPage.meta.image ? undefined : changelogPage.image,
    extra: feedLinks(changelogFeeds),
  });

export default function Changelog({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData;
  return (
    <>
      <Hero
        eyebrow={changelogPage.eyebrow}
        title={changelogPage.heading}
        lead={changelogPage.lead}
      />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_15rem] lg:px-8">
        <StaticContent
          as="nav"
          aria-labelledby="toc-heading"
          className="rounded-lg border bg-card p-5 text-sm lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start"
        >
          <h2 id="toc-heading" className="font-semibold">
            {changelogTocHeading}
          </h2>
          <ol className="mt-3 grid gap-2 border-s ps-4">
            {entries.map((entry) => (
              <li key={entry.slug}>
                <a
                  href={`#${entry.slug}`}
                  lang={englishLang}
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {entry.title}
                </a>
              </li>
            ))}
          </ol>
          <FeedLinks group={changelogFeeds} className="mt-5 border-t pt-4" />
        </StaticContent>
        <StaticContent as="ol" className="grid min-w-0 gap-12 lg:col-start-1 lg:row-start-1">
          {entries.map((entry) => (
            // min-w-0: a wide code block scrolls inside the entry, not the page.
            <li key={entry.slug} className="min-w-0">
              <ChangelogEntry entry={entry} />
            </li>
          ))}
        </StaticContent>
      </div>
    </>
  );
}
