import { MockWindow, ProgressRing } from "./mock-window";

const columns = [
  {
    name: "To Do",
    tone: "bg-muted-foreground",
    tasks: ["Draft Q3 roadmap", "Customer interviews"],
  },
  { name: "In Progress", tone: "bg-warning", tasks: ["Checkout redesign", "Onboarding emails"] },
  { name: "Done", tone: "bg-success", tasks: ["Pricing page copy", "SSO rollout"] },
];

const bars = [42, 58, 51, 70, 64, 82, 75];

/** Home hero picture: a team dashboard with two progress figures (75% and 68%). */
export function HeroDashboardMockup() {
  return (
    <MockWindow
      title="Marketing Launch · Dashboard"
      description="A Flowboard dashboard: sprint completion at 75%, quarterly goals at 68%, a weekly throughput chart, and a board with To Do, In Progress and Done columns."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border p-3">
          <ProgressRing value={75} label="Sprint completion" color="var(--color-primary)" />
        </div>
        <div className="rounded-lg border p-3">
          <ProgressRing value={68} label="Quarterly goals on track" color="var(--color-accent)" />
        </div>
      </div>
      <div className="mt-4 rounded-lg border p-3">
        <p className="mb-2 text-xs font-semibold text-muted-foreground">Tasks completed per week</p>
        <svg
          viewBox="0 0 140 48"
          className="h-16 w-full"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {bars.map((height, index) => (
            <rect
              key={index}
              x={index * 20 + 3}
              y={48 - (height / 100) * 48}
              width="14"
              height={(height / 100) * 48}
              rx="2"
              fill="var(--color-primary)"
              fillOpacity={index === bars.length - 1 ? 1 : 0.35}
            />
          ))}
        </svg>
      </div>
      <div className="mt-4 grid grid-cols-3 gap-2">
        {columns.map((column) => (
          <div key={column.name} className="min-w-0 rounded-lg bg-muted p-2">
            <p className="mb-2 flex items-center gap-1.5 truncate text-xs font-semibold">
              <span className={`size-2 shrink-0 rounded-full ${column.tone}`} />
              {column.name}
            </p>
            {column.tasks.map((task) => (
              <p
                key={task}
                className="mb-1.5 truncate rounded-md bg-card px-2 py-1.5 text-[11px] shadow-sm"
              >
                {task}
              </p>
            ))}
          </div>
        ))}
      </div>
    </MockWindow>
  );
}
