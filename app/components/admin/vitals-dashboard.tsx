import { cn } from "~/lib/cn";
import { formatMetricValue, ratingLabels, routeLabel } from "~/lib/vitals/metrics.js";
import { VitalsChart } from "./vitals-chart";
import type { MetricSummary, VitalsSummary } from "./vitals-summary";

type Metric = VitalsSummary["metrics"][number];

/** Each rating's tint and mark: the word says it, the mark's shape and the tint repeat it. */
const ratingStyles = {
  good: { className: "border-success bg-success-soft", mark: "✓" },
  "needs-improvement": { className: "border-warning bg-warning-soft", mark: "!" },
  poor: { className: "border-destructive bg-destructive/10", mark: "✕" },
} as const;

function Rating({ rating }: { rating: MetricSummary["rating"] }) {
  const style = ratingStyles[rating];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold text-foreground",
        style.className,
      )}
    >
      <span aria-hidden="true">{style.mark}</span>
      {ratingLabels[rating]}
    </span>
  );
}

function MetricCell({ metric, summary }: { metric: Metric; summary?: MetricSummary }) {
  if (!summary)
    return (
      <td className="p-3 align-top text-muted-foreground">
        <span aria-hidden="true">–</span>
        <span className="sr-only">No values</span>
      </td>
    );
  return (
    <td className="p-3 align-top">
      <div className="font-semibold tabular-nums">
        {summary.atLeast ? "≥ " : ""}
        {formatMetricValue(metric, summary.p75)}
      </div>
      <Rating rating={summary.rating} />
      <div className="mt-1 text-xs text-muted-foreground tabular-nums">
        {Math.round(summary.goodShare * 100)}% good · {summary.samples.toLocaleString("en")}{" "}
        {summary.samples === 1 ? "value" : "values"}
      </div>
    </td>
  );
}

/**
 * What real visitors' browsers measured over the last 28 days: per route pattern and device
 * class, each metric's 75th percentile rated against the published thresholds, with the
 * share of good values and how many values it rests on, then a chart per metric by day.
 */
export function VitalsDashboard({ summary }: { summary: VitalsSummary }) {
  return (
    <section aria-labelledby="vitals-title">
      <h1 id="vitals-title" className="text-2xl font-bold">
        Core Web Vitals
      </h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        What visitors' browsers measured from {summary.from} to {summary.to}: the 75th percentile of
        each metric (three visits in four were at least this fast), its rating, and the share of
        visits rated good. Good up to{" "}
        {summary.metrics
          .map((metric) => `${metric.name} ${formatMetricValue(metric, metric.good)}`)
          .join(", ")}
        ; poor above{" "}
        {summary.metrics
          .map((metric) => `${metric.name} ${formatMetricValue(metric, metric.poor)}`)
          .join(", ")}
        .
      </p>
      {summary.rows.length === 0 ? (
        <p className="mt-6 rounded-lg border bg-background p-4">
          No visitor metrics have been recorded in these days.
        </p>
      ) : (
        <section
          className="mt-6 overflow-x-auto rounded-lg border bg-background"
          aria-labelledby="vitals-table-caption"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and the keyboard must reach it
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <caption id="vitals-table-caption" className="sr-only">
              75th percentile of each metric per route and device, last {summary.days} days
            </caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="p-3">
                  Route
                </th>
                <th scope="col" className="p-3">
                  Device
                </th>
                {summary.metrics.map((metric) => (
                  <th key={metric.name} scope="col" className="p-3">
                    <abbr title={metric.label} className="no-underline">
                      {metric.name}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.rows.map((row) => (
                <tr key={`${row.route} ${row.device}`} className="border-b last:border-b-0">
                  <th scope="row" className="p-3 align-top font-mono text-xs font-normal">
                    {routeLabel(row.route)}
                  </th>
                  <td className="p-3 align-top capitalize">{row.device}</td>
                  {summary.metrics.map((metric) => (
                    <MetricCell
                      key={metric.name}
                      metric={metric}
                      summary={row.metrics[metric.name]}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <h2 className="mt-10 text-xl font-bold">By day</h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {summary.metrics.map((metric) => (
          <VitalsChart
            key={metric.name}
            metric={metric}
            points={summary.series[metric.name] ?? []}
            from={summary.from}
            days={summary.days}
          />
        ))}
      </div>
    </section>
  );
}
