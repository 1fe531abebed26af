import { heroDashboard as picture } from "~/content/pictures/hero-dashboard";
import { formatPercent } from "~/lib/format-number";
import { fillText, joinList } from "./fill-blanks";
import { MockWindow } from "./mock-window";
import { markTone } from "./tones";

/** One bar per week, 20 units apart: the drawing is as wide as the weeks the file lists. */
const bars = picture.weeklyTasks;

/** Home hero picture: a team dashboard with two progress figures (content/pictures). */
export function HeroDashboardMockup() {
  const { sprint, goals, columns } = picture;
  return (
    <MockWindow
      title={picture.title}
      description={fillText(picture.alt, {
        sprint: formatPercent(sprint.percent),
        goals: formatPercent(goals.percent),
        columns: joinList(columns.map((column) => column.name)),
      })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border p-3">
          <ProgressRing value={sprint.percent} label={sprint.label} color="var(--color-primary)" />
        </div>
        <div className="rounded-lg border p-3">
          <ProgressRing value={goals.percent} label={goals.label} color="var(--color-accent)" />
        </div>
      </div>
      <div className="mt-4 rounded-lg border p-3">
        <p className="mb-2 text-xs font-semibold text-muted-foreground">{picture.chartLabel}</p>
        <svg
          viewBox={`0 0 ${bars.length * 20} 48`}
          // The weeks run the way the page reads, the latest last (mirrored in Hebrew).
          className="h-16 w-full rtl:-scale-x-100"
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
              <span className={`size-2 shrink-0 rounded-full ${markTone[column.tone]}`} />
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

/** A figure as a ring filled to its share, with its label. */
function ProgressRing({ value, label, color }: { value: number; label: string; color: string }) {
  const radius = 30;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className="flex items-center gap-3">
      <svg viewBox="0 0 80 80" className="size-16 shrink-0 -rotate-90" aria-hidden="true">
        <circle
          cx="40"
          cy="40"
          r={radius}
          fill="none"
          stroke="var(--color-border)"
          strokeWidth="10"
        />
        <circle
          cx="40"
          cy="40"
          r={radius}
          fill="none"
          stroke={color}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${(value / 100) * circumference} ${circumference}`}
        />
      </svg>
      <div>
        <p className="text-2xl font-bold">{formatPercent(value)}</p>
        <p className="text-xs text-muted-foreground">{label}</p>
      </div>
    </div>
  );
}
