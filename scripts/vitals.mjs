// `npm run vitals`: the visitor metrics of the last 28 days as a table, per route pattern
// and device class: each metric's 75th percentile with its rating and the share of good
// values, as on /admin/vitals. Reads the database the web server uses (DATA_DIR or
// DATABASE_URL), through the server's relay while it runs.

import { formatMetricValue, metrics, ratingLabels, routeLabel } from "../app/lib/vitals/metrics.js";
import { isMain } from "../pipeline/is-main.mjs";
import { openDatabaseForCli } from "../server/db/open-for-cli.mjs";
import { summariseVitals } from "../server/vitals/store.mjs";

/** The summary as lines of text: a header, one line per route and device, a key. */
export function vitalsTable(summary) {
  const lines = [
    `Visitor metrics, ${summary.from} to ${summary.to} (75th percentile, rating, share of good values, values counted)`,
    "",
  ];
  if (summary.rows.length === 0) {
    lines.push("No metrics recorded in these days.");
    return lines;
  }
  const header = ["Route", "Device", "Metric", "p75", "Rating", "Good", "Values"];
  const body = [];
  for (const row of summary.rows)
    for (const metric of metrics) {
      const measured = row.metrics[metric.name];
      if (!measured) continue;
      body.push([
        routeLabel(row.route),
        row.device,
        metric.name,
        `${measured.atLeast ? ">= " : ""}${formatMetricValue(metric, measured.p75)}`,
        ratingLabels[measured.rating],
        `${Math.round(measured.goodShare * 100)}%`,
        String(measured.samples),
      ]);
    }
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column].length)),
  );
  const line = (cells) =>
    cells
      .map((text, column) =>
        column >= 3 && column !== 4 ? text.padStart(widths[column]) : text.padEnd(widths[column]),
      )
      .join("  ")
      .trimEnd();
  lines.push(line(header), line(widths.map((width) => "-".repeat(width))), ...body.map(line));
  lines.push(
    "",
    `Good up to: ${metrics.map((metric) => `${metric.name} ${formatMetricValue(metric, metric.good)}`).join(", ")}.`,
    `Poor above: ${metrics.map((metric) => `${metric.name} ${formatMetricValue(metric, metric.poor)}`).join(", ")}.`,
  );
  return lines;
}

if (isMain(import.meta.url)) {
  const database = await openDatabaseForCli();
  try {
    console.log(vitalsTable(await summariseVitals(database.db)).join("\n"));
  } finally {
    await database.close();
  }
}
