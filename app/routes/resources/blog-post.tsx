import { ArticleLayout } from "~/components/articles/article-layout";
import { FeedLinks } from "~/components/articles/feed-links";
import { blogFeeds } from "~/content/feeds";
import { blogPostData } from "~/lib/article-pages.server";
import { loaderMeta } from "~/lib/meta";
import type { Route } from "./+types/blog-post";

/** Runs when the page is prerendered: the post's HTML body, neighbours, related posts, meta. */
export const loader = ({ params }: Route.LoaderArgs) => blogPostData(params.slug);

export const meta = loaderMeta;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleLayout
      data={loaderData}
      back={{ label: "Blog", href: "/resources/blog" }}
      noun="post"
      relatedHeading="Related posts"
      footer={<FeedLinks group={blogFeeds} className="mt-12 border-t pt-6 text-sm" />}
    />
  );
}
