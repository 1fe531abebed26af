import { Icon } from "~/components/icon";
import { projectBoard as picture } from "~/content/pictures/project-board";
import { cn } from "~/lib/cn";
import { formatShortDate } from "~/lib/format-short-date";
import { MockWindow } from "./mock-window";
import { MoreOnPhone } from "./more-on-phone";
import { markTone, pillTone } from "./tones";

/** Project management picture: a kanban board whose cards carry owner, deadline, status and tags. */
export function ProjectBoardMockup() {
  return (
    <MockWindow title={picture.title} description={picture.alt}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-bold">{picture.board}</p>
        <div className="flex gap-1 rounded-md bg-muted p-1 text-xs font-medium">
          {picture.views.map((view, index) => (
            <span
              key={view}
              className={
                index === 0
                  ? "rounded bg-card px-2 py-1 text-foreground shadow-sm"
                  : "px-2 py-1 text-muted-foreground"
              }
            >
              {view}
            </span>
          ))}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {picture.columns.map((column) => (
          <div key={column.name} className="min-w-0 rounded-lg bg-muted p-2.5">
            <p className="mb-2.5 flex items-center gap-2 px-0.5 text-xs font-semibold">
              <span className={`size-2 shrink-0 rounded-full ${markTone[column.tone]}`} />
              <span>{column.name}</span>
              <span className="ms-auto font-medium text-muted-foreground">
                {column.tasks.length}
              </span>
            </p>
            <ul className="grid gap-2">
              {column.tasks.map((task, index) => (
                <li
                  key={task.title}
                  className={cn(
                    "rounded-md border bg-card p-2.5 text-xs shadow-sm",
                    index > 0 && "max-sm:hidden",
                  )}
                >
                  <p className="font-semibold text-foreground">{task.title}</p>
                  <p className="mt-2 flex flex-wrap gap-1">
                    {task.labels.map((label) => (
                      <span
                        key={label}
                        className="rounded bg-primary-soft px-1.5 py-0.5 text-[11px] font-medium text-primary"
                      >
                        {label}
                      </span>
                    ))}
                  </p>
                  <div className="mt-2.5 flex items-center gap-2">
                    <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-[10px] font-semibold text-accent">
                      {task.owner}
                    </span>
                    <span className="flex items-center gap-1 text-muted-foreground">
                      <Icon name="calendar" className="size-3.5" />
                      {formatShortDate(task.due)}
                    </span>
                    <span
                      className={`ms-auto truncate rounded px-1.5 py-0.5 text-[11px] font-medium ${pillTone[task.tone]}`}
                    >
                      {task.status}
                    </span>
                  </div>
                </li>
              ))}
              <MoreOnPhone total={column.tasks.length} className="px-0.5" />
            </ul>
          </div>
        ))}
      </div>
    </MockWindow>
  );
}
