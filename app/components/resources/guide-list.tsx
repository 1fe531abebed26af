import { articleLanguage } from "~/components/articles/article-language";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/site-link";
import type { GuideSummary } from "~/content/article-types";
import { guidesPage } from "~/content/resources-guides";
import { toast } from "~/hooks/use-toast";
import { m } from "~/paraglide/messages.js";
import { DifficultyBadge } from "./difficulty-badge";

/**
 * Read after a button's label, the guide it acts on: the page's words around the guide's
 * title, marked English when the guide is not translated.
 */
function GuideNamed({ title, lang }: { title: string; lang: GuideSummary["lang"] }) {
  const [before, after] = m.guide_action_of({ title: "\u0000" }).split("\u0000");
  return (
    <span className="sr-only">
      {before}
      <span {...articleLanguage(lang)}>{title}</span>
      {after}
    </span>
  );
}

export function GuideList({ guides }: { guides: readonly GuideSummary[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {guides.map((guide, index) => (
        <li key={guide.slug} className="flex">
          <Card className="flex w-full flex-col">
            <div className="mb-4 flex items-start justify-between gap-3">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <Icon name={guide.icon} className="size-6" />
              </span>
              <DifficultyBadge difficulty={guide.difficulty} />
            </div>
            {/* A guide not translated into the page's language is marked English. */}
            <h3
              id={`guide-${index}`}
              {...articleLanguage(guide.lang)}
              className="text-lg font-semibold"
            >
              <Link
                to={guide.path}
                className="underline-offset-4 hover:text-primary hover:underline"
              >
                {guide.title}
              </Link>
            </h3>
            <p {...articleLanguage(guide.lang)} className="mt-2 flex-1 text-muted-foreground">
              {guide.description}
            </p>
            <p className="mt-4 text-sm text-muted-foreground">
              {m.guide_facts({
                readingMinutes: guide.readingMinutes,
                pdfPages: guide.pdfPages,
                videoMinutes: guide.videoMinutes,
              })}
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Button variant="outline" onClick={() => toast(guidesPage.pdfToast(guide))}>
                <Icon name="file-text" />
                {m.guide_download_pdf()}
                <GuideNamed title={guide.title} lang={guide.lang} />
              </Button>
              <Button variant="outline" onClick={() => toast(guidesPage.videoToast(guide))}>
                <Icon name="circle-play" />
                {m.guide_watch_video()}
                <GuideNamed title={guide.title} lang={guide.lang} />
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
