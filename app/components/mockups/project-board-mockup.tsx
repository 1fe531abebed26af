import { Icon } from "~/components/icon";
import { MockWindow } from "./mock-window";
import { MoreOnPhone } from "./more-on-phone";

const statusLook = {
  "Not started": "bg-muted text-muted-foreground",
  "Working on it": "bg-warning-soft text-warning",
  Stuck: "bg-destructive/10 text-destructive",
  Done: "bg-success-soft text-success",
} as const;

interface Task {
  title: string;
  owner: string;
  due: string;
  status: keyof typeof statusLook;
  tags: string[];
}

const columns: { name: string; dot: string; tasks: Task[] }[] = [
  {
    name: "To Do",
    dot: "bg-muted-foreground",
    tasks: [
      {
        title: "Write launch announcement",
        owner: "AL",
        due: "Jun 18",
        status: "Not started",
        tags: ["Content"],
      },
      {
        title: "Plan customer webinar",
        owner: "TP",
        due: "Jun 24",
        status: "Not started",
        tags: ["Events", "Marketing"],
      },
    ],
  },
  {
    name: "In Progress",
    dot: "bg-warning",
    tasks: [
      {
        title: "Homepage hero redesign",
        owner: "MK",
        due: "Jun 12",
        status: "Working on it",
        tags: ["Design"],
      },
      {
        title: "Migrate pricing table",
        owner: "JS",
        due: "Jun 10",
        status: "Stuck",
        tags: ["Web", "Blocked by legal"],
      },
    ],
  },
  {
    name: "Done",
    dot: "bg-success",
    tasks: [
      {
        title: "Keyword research",
        owner: "RD",
        due: "Jun 3",
        status: "Done",
        tags: ["SEO"],
      },
      {
        title: "Analytics events spec",
        owner: "JS",
        due: "Jun 5",
        status: "Done",
        tags: ["Data"],
      },
    ],
  },
];

const views = ["Kanban", "Timeline", "Calendar"];

/** Project management picture: a kanban board whose cards carry owner, deadline, status and tags. */
export function ProjectBoardMockup() {
  return (
    <MockWindow
      title="Website Relaunch · Kanban"
      description="A Flowboard kanban board for a website relaunch with three columns. To Do: Write launch announcement (owner AL, due June 18, not started, tag Content) and Plan customer webinar (TP, June 24, not started, tags Events and Marketing). In Progress: Homepage hero redesign (MK, June 12, working on it, tag Design) and Migrate pricing table (JS, June 10, stuck, tags Web and Blocked by legal). Done: Keyword research (RD, June 3, tag SEO) and Analytics events spec (JS, June 5, tag Data)."
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-bold">Website Relaunch</p>
        <div className="flex gap-1 rounded-md bg-muted p-1 text-xs font-medium">
          {views.map((view, index) => (
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
        {columns.map((column) => (
          <div key={column.name} className="min-w-0 rounded-lg bg-muted p-2.5">
            <p className="mb-2.5 flex items-center gap-2 px-0.5 text-xs font-semibold">
              <span className={`size-2 shrink-0 rounded-full ${column.dot}`} />
              <span>{column.name}</span>
              <span className="ms-auto font-medium text-muted-foreground">
                {column.tasks.length}
              </span>
            </p>
            <ul className="grid gap-2">
              {column.tasks.map((task, index) => (
                <li
                  key={task.title}
                  className={`rounded-md border bg-card p-2.5 text-xs shadow-sm ${index > 0 ? "max-sm:hidden" : ""}`}
                >
                  <p className="font-semibold text-foreground">{task.title}</p>
                  <p className="mt-2 flex flex-wrap gap-1">
                    {task.tags.map((tag) => (
                      <span
                        key={tag}
                        className="rounded bg-primary-soft px-1.5 py-0.5 text-[11px] font-medium text-primary"
                      >
                        {tag}
                      </span>
                    ))}
                  </p>
                  <div className="mt-2.5 flex items-center gap-2">
                    <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-[10px] font-semibold text-accent">
                      {task.owner}
                    </span>
                    <span className="flex items-center gap-1 text-muted-foreground">
                      <Icon name="calendar" className="size-3.5" />
                      {task.due}
                    </span>
                    <span
                      className={`ms-auto truncate rounded px-1.5 py-0.5 text-[11px] font-medium ${statusLook[task.status]}`}
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
