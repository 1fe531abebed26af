import { Icon } from "~/components/icon";
import { BoardPreviewMockup } from "~/components/mockups/board-preview-mockup";
import { CheckList } from "~/components/sections/check-list";
import { Badge } from "~/components/ui/badge";
import { Link } from "~/components/ui/site-link";
import { demoProjectShowsHeading } from "~/content/demo-projects";
import type { DemoProject } from "~/content/schemas";

/** A sample project: its board preview, what it is for and what to look at on it. */
export function DemoProjectCard({ project }: { project: DemoProject }) {
  const headingId = `${project.id}-heading`;
  return (
    <article
      id={project.id}
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-lg border bg-card p-5 shadow-sm sm:p-6"
    >
      <BoardPreviewMockup board={project.board} className="shadow-md" />
      <Badge tone="accent" className="mt-6 self-start">
        {project.team}
      </Badge>
      <h3 id={headingId} className="mt-3 text-xl font-semibold">
        {project.title}
      </h3>
      <p className="mt-2 text-muted-foreground">{project.description}</p>
      <h4 className="mt-5 text-sm font-semibold">{demoProjectShowsHeading}</h4>
      <CheckList items={project.shows} className="mt-3 flex-1 content-start text-sm" />
      <Link
        to={project.link.href}
        className="mt-6 inline-flex items-center gap-1 self-start rounded-sm font-semibold text-primary hover:underline"
      >
        {project.link.label}
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </article>
  );
}
