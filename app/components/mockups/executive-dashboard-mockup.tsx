import { MockWindow } from "./mock-window";

const dashboards = [
  "Executive Overview",
  "Project Performance",
  "Sales Analytics",
  "Team Productivity",
];

const kpis = [
  { label: "Revenue this quarter", value: "$4.2M", change: "+12% vs target" },
  { label: "Projects on track", value: "86%", change: "31 of 36 projects" },
  { label: "Deals won", value: "38", change: "+9 since last month" },
];

const revenueByMonth = [
  { month: "Jan", value: 1.1 },
  { month: "Feb", value: 1.25 },
  { month: "Mar", value: 1.2 },
  { month: "Apr", value: 1.38 },
  { month: "May", value: 1.46 },
  { month: "Jun", value: 1.62 },
];

/** The task statuses of docs/spec/site-spec.md §4, with how many tasks sit in each. */
const taskStatuses = [
  { status: "To Do", count: 24, color: "var(--color-muted-foreground)" },
  { status: "In Progress", count: 38, color: "var(--color-warning)" },
  { status: "Done", count: 86, color: "var(--color-success)" },
];

const chart = { width: 300, height: 100, min: 0.8, max: 1.8 };
const linePoints = revenueByMonth.map((point, index) => {
  const x = (index / (revenueByMonth.length - 1)) * chart.width;
  const y = chart.height - ((point.value - chart.min) / (chart.max - chart.min)) * chart.height;
  return `${x.toFixed(1)},${y.toFixed(1)}`;
});

const ring = { radius: 30, circumference: 2 * Math.PI * 30 };
const taskTotal = taskStatuses.reduce((sum, entry) => sum + entry.count, 0);
const ringSegments = taskStatuses.map((entry, index) => {
  const before = taskStatuses.slice(0, index).reduce((sum, earlier) => sum + earlier.count, 0);
  return {
    ...entry,
    length: (entry.count / taskTotal) * ring.circumference,
    offset: -(before / taskTotal) * ring.circumference,
  };
});

/** Dashboards picture: an executive overview with figures, an SVG line chart and task statuses. */
export function ExecutiveDashboardMockup() {
  return (
    <MockWindow
      title="Executive Overview · Dashboard"
      description={`A Flowboard executive dashboard. Example dashboards in the sidebar: ${dashboards.join(", ")}. Figures: ${kpis.map((kpi) => `${kpi.label} ${kpi.value} (${kpi.change})`).join(", ")}. A line chart of revenue rising from January to June, and tasks by status: ${taskStatuses.map((entry) => `${entry.status} ${entry.count}`).join(", ")}.`}
    >
      <div className="grid gap-4 text-xs sm:grid-cols-[10rem_minmax(0,1fr)]">
        <div>
          <p className="mb-2 font-semibold text-muted-foreground">Dashboards</p>
          <ul className="flex flex-wrap gap-1.5 sm:grid sm:gap-1">
            {dashboards.map((name, index) => (
              <li
                key={name}
                className={
                  index === 0
                    ? "rounded-md bg-primary-soft px-2 py-1.5 font-semibold text-primary"
                    : "rounded-md px-2 py-1.5 text-muted-foreground max-sm:bg-muted"
                }
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
        <div className="min-w-0">
          <div className="grid grid-cols-3 gap-2">
            {kpis.map((kpi) => (
              <div key={kpi.label} className="min-w-0 rounded-lg border p-2.5">
                <p className="leading-tight text-muted-foreground">{kpi.label}</p>
                <p className="mt-1 text-lg font-bold sm:text-xl">{kpi.value}</p>
                <p className="text-[11px] leading-tight text-success">{kpi.change}</p>
              </div>
            ))}
          </div>
          <div className="mt-3 grid gap-3 md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
            <div className="rounded-lg border p-3">
              <p className="mb-2 font-semibold">Revenue by month ($M)</p>
              <svg
                viewBox={`0 0 ${chart.width} ${chart.height}`}
                preserveAspectRatio="none"
                className="h-24 w-full overflow-visible"
                aria-hidden="true"
              >
                <polygon
                  points={`0,${chart.height} ${linePoints.join(" ")} ${chart.width},${chart.height}`}
                  fill="var(--color-primary-soft)"
                />
                {[0.25, 0.5, 0.75].map((fraction) => (
                  <line
                    key={fraction}
                    x1="0"
                    x2={chart.width}
                    y1={chart.height * fraction}
                    y2={chart.height * fraction}
                    stroke="var(--color-border)"
                    vectorEffect="non-scaling-stroke"
                  />
                ))}
                <polyline
                  points={linePoints.join(" ")}
                  fill="none"
                  stroke="var(--color-primary)"
                  strokeWidth="2.5"
                  strokeLinejoin="round"
                  vectorEffect="non-scaling-stroke"
                />
              </svg>
              <p className="mt-1 flex justify-between text-[11px] text-muted-foreground">
                {revenueByMonth.map((point) => (
                  <span key={point.month}>{point.month}</span>
                ))}
              </p>
            </div>
            <div className="rounded-lg border p-3">
              <p className="mb-2 font-semibold">Tasks by status</p>
              <div className="flex items-center gap-3">
                <svg viewBox="0 0 80 80" className="size-20 shrink-0 -rotate-90" aria-hidden="true">
                  {ringSegments.map((segment) => (
                    <circle
                      key={segment.status}
                      cx="40"
                      cy="40"
                      r={ring.radius}
                      fill="none"
                      stroke={segment.color}
                      strokeWidth="12"
                      strokeDasharray={`${segment.length} ${ring.circumference}`}
                      strokeDashoffset={segment.offset}
                    />
                  ))}
                </svg>
                <ul className="grid gap-1.5">
                  {taskStatuses.map((entry) => (
                    <li key={entry.status} className="flex items-center gap-2">
                      <span
                        className="size-2.5 shrink-0 rounded-sm"
                        style={{ background: entry.color }}
                      />
                      <span>{entry.status}</span>
                      <span className="font-semibold">{entry.count}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </div>
      </div>
    </MockWindow>
  );
}
