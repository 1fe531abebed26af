import { articleLanguage } from "~/components/articles/article-language";
import { FeedLinks } from "~/components/articles/feed-links";
import { TaggedList } from "~/components/articles/tagged-list";
import { StaticContent } from "~/components/static-content";
import { Link } from "~/components/ui/site-link";
import { blogFeeds } from "~/content/feeds";
import { blogTagCopy } from "~/content/resources-blog";
import { tagData } from "~/lib/article-pages.server";
import { loaderMeta } from "~/lib/loader-meta";
import type { Route } from "./+types/blog-tag";

/** Runs when the page is prerendered: the tag, what is filed under it, and the meta. */
export const loader = ({ params }: Route.LoaderArgs) => tagData(params.tag);

export const meta = loaderMeta;

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  const { tag, posts, guides, changelog } = loaderData;
  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
    >
      <Link
        to={blogTagCopy.back.href}
        className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {blogTagCopy.back.label}
      </Link>
      <p className="mt-4 text-sm font-semibold tracking-wide text-primary uppercase">
        {blogTagCopy.eyebrow}
      </p>
      {/* The tags' words are English (content/articles/tags.json), marked so on every page. */}
      <h1
        {...articleLanguage("en")}
        id="page-title"
        className="mt-1 text-4xl font-extrabold tracking-tight text-balance"
      >
        {tag.label}
      </h1>
      <p {...articleLanguage("en")} className="mt-4 max-w-3xl text-lg text-muted-foreground">
        {tag.description}
      </p>
      {/* Keyed by the tag: going to another tag keeps this page mounted. */}
      <StaticContent key={tag.slug} className="mt-10 grid gap-12">
        <TaggedList heading={blogTagCopy.postsHeading} id="posts" items={posts} />
        <TaggedList heading={blogTagCopy.guidesHeading} id="guides" items={guides} />
        <TaggedList heading={blogTagCopy.changelogHeading} id="changelog" items={changelog} />
      </StaticContent>
      <FeedLinks group={blogFeeds} className="mt-12 border-t pt-6 text-sm" />
    </section>
  );
}
