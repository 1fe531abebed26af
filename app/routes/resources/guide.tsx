import { ArticleLayout } from "~/components/articles/article-layout";
import { DifficultyBadge } from "~/components/resources/difficulty-badge";
import { guideData } from "~/lib/article-pages.server";
import { loaderMeta } from "~/lib/meta";
import type { Route } from "./+types/guide";

/** Runs when the page is prerendered: the guide's HTML body, neighbours, related guides, meta. */
export const loader = ({ params }: Route.LoaderArgs) => guideData(params.slug);

export const meta = loaderMeta;

export default function Guide({ loaderData }: Route.ComponentProps) {
  const guide = loaderData.article;
  return (
    <ArticleLayout
      data={loaderData}
      back={{ label: "Guides", href: "/resources/guides" }}
      noun="guide"
      relatedHeading="Related guides"
      details={
        <p className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <DifficultyBadge difficulty={guide.difficulty} />
          <span>
            Also as a {guide.pdfPages}-page PDF and a {guide.videoMinutes}-minute video in the Help
            Center
          </span>
        </p>
      }
    />
  );
}
