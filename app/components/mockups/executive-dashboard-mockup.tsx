import { executiveDashboard as picture } from "~/content/pictures/executive-dashboard";
import { formatCount, formatFigure } from "~/lib/format-number";
import { cachedFormatter } from "~/lib/intl-locale";
import { pageLocale } from "~/lib/localized-content";
import { fillText, joinList } from "./fill-blanks";
import { MockWindow } from "./mock-window";
import { colourTone } from "./tones";

const { dashboards, kpis, revenueByMonth, taskStatuses } = picture;

/** A month of the year by its number, as the language names it ("Jan", "Jan.", "1月"). */
const monthName = (style: "short" | "long") =>
  cachedFormatter((locale) => new Intl.DateTimeFormat(locale, { month: style, timeZone: "UTC" }));
const monthNames = { short: monthName("short"), long: monthName("long") };
const nameOfMonth = (month: number, style: "short" | "long") =>
  monthNames[style](pageLocale()).format(new Date(Date.UTC(2026, month - 1, 1)));

/** The text alternative: the sidebar, the figures, the chart's span and the statuses. */
function description() {
  return fillText(picture.alt, {
    dashboards: joinList(dashboards),
    figures: joinList(
      kpis.map((kpi) => `${kpi.label} ${formatFigure(kpi.figure)} (${kpi.change})`),
    ),
    firstMonth: nameOfMonth(revenueByMonth[0]?.month ?? 1, "long"),
    lastMonth: nameOfMonth(revenueByMonth.at(-1)?.month ?? 12, "long"),
    statuses: joinList(taskStatuses.map((entry) => `${entry.status} ${formatCount(entry.count)}`)),
  });
}

/** The chart's drawing box, and the revenue (in millions) at its foot and top. */
const chart = { width: 300, height: 100, min: 0.8, max: 1.8 };
const linePoints = revenueByMonth.map((point, index) => {
  const x = (index / (revenueByMonth.length - 1)) * chart.width;
  const y = chart.height - ((point.millions - chart.min) / (chart.max - chart.min)) * chart.height;
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
    <MockWindow title={picture.title} description={description()}>
      <div className="grid gap-4 text-xs sm:grid-cols-[10rem_minmax(0,1fr)]">
        <div>
          <p className="mb-2 font-semibold text-muted-foreground">{picture.dashboardsHeading}</p>
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
          {/* One figure a row below 360 px: three side by side cut "Gewonnene" mid-word. */}
          <div className="grid gap-2 min-[360px]:grid-cols-3">
            {kpis.map((kpi) => (
              <div key={kpi.label} className="min-w-0 rounded-lg border p-2.5">
                <p className="leading-tight text-muted-foreground">{kpi.label}</p>
                <p className="mt-1 text-lg font-bold sm:text-xl">{formatFigure(kpi.figure)}</p>
                <p className="text-[11px] leading-tight text-success">{kpi.change}</p>
              </div>
            ))}
          </div>
          <div className="mt-3 grid gap-3 md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
            <div className="rounded-lg border p-3">
              <p className="mb-2 font-semibold">{picture.revenueHeading}</p>
              <svg
                viewBox={`0 0 ${chart.width} ${chart.height}`}
                preserveAspectRatio="none"
                // Time runs the way the page reads: in Hebrew the months under the chart go
                // from the right, so the line does too.
                className="h-24 w-full overflow-visible rtl:-scale-x-100"
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
                  <span key={point.month}>{nameOfMonth(point.month, "short")}</span>
                ))}
              </p>
            </div>
            <div className="rounded-lg border p-3">
              <p className="mb-2 font-semibold">{picture.statusesHeading}</p>
              {/* The legend goes under the ring where the card is too narrow for both. */}
              <div className="flex flex-wrap items-center gap-3">
                <svg viewBox="0 0 80 80" className="size-20 shrink-0 -rotate-90" aria-hidden="true">
                  {ringSegments.map((segment) => (
                    <circle
                      key={segment.status}
                      cx="40"
                      cy="40"
                      r={ring.radius}
                      fill="none"
                      stroke={colourTone[segment.tone]}
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
                        style={{ background: colourTone[entry.tone] }}
                      />
                      <span>{entry.status}</span>
                      <span className="font-semibold whitespace-nowrap">
                        {formatCount(entry.count)}
                      </span>
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
