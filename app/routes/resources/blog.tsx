import { FeedLinks } from "~/components/articles/feed-links";
import { ArticleList } from "~/components/resources/article-list";
import { MoreResources } from "~/components/resources/more-resources";
import { Hero } from "~/components/sections/hero";
import { TitledSection } from "~/components/sections/titled-section";
import { Link } from "~/components/ui/site-link";
import { blogFeeds } from "~/content/feeds";
import { blogPage } from "~/content/resources-blog";
import { blogListData } from "~/lib/article-pages.server";
import { loaderMeta } from "~/lib/loader-meta";
import type { Route } from "./+types/blog";

const path = "/resources/blog";

/** Runs when the page is prerendered: the posts, from content/articles/blog. */
export const loader = () => blogListData();

export const meta = loaderMeta;

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero eyebrow={blogPage.eyebrow} title={blogPage.title} lead={blogPage.lead} />
      <TitledSection headingId="articles-heading" heading={blogPage.listHeading}>
        <ArticleList
          articles={loaderData.posts}
          pageSize={blogPage.pageSize}
          loadMoreLabel={blogPage.loadMore}
        />
        <FeedLinks group={blogFeeds} className="mt-8 text-center text-sm" />
        <p className="mt-2 text-center text-sm text-muted-foreground">
          {blogPage.changelogNote.before}{" "}
          <Link
            to={blogPage.changelogNote.href}
            className="text-primary underline underline-offset-4"
          >
            {blogPage.changelogNote.link}
          </Link>
          .
        </p>
      </TitledSection>
      <MoreResources current={path} />
    </>
  );
}
