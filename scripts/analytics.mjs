// `npm run analytics`: the visit analytics of a range as text, as on /admin/analytics:
// totals against the period before, goals, the funnel, the last five minutes and the top
// values of each table. `-- --range=7d` (today, 7d, 30d, 90d) or `-- --from=YYYY-MM-DD
// --to=YYYY-MM-DD`. Reads the database the web server uses (DATA_DIR or DATABASE_URL),
// through the server's relay while it runs. Page views the server holds in memory (at most a
// second's) are not yet in it.

import { isMain } from "../pipeline/is-main.mjs";
import { duration } from "../server/analytics/dashboard-page.mjs";
import { readRange, summariseAnalytics } from "../server/analytics/report.mjs";
import { openDatabaseForCli } from "../server/db/open-for-cli.mjs";

const count = (value) => new Intl.NumberFormat("en-US").format(Math.round(value));
const percent = (share) => (share === null ? "-" : `${(share * 100).toFixed(1)}%`);

/** Rows of cells as aligned text: the first column left, the others right. */
function table(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => String(cells[column]).length)),
  );
  const line = (cells) =>
    cells
      .map((text, column) =>
        column === 0 ? String(text).padEnd(widths[column]) : String(text).padStart(widths[column]),
      )
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)];
}

/** The summary as lines of text. */
export function analyticsText(summary) {
  const { range, previous, totals, previousTotals } = summary;
  const lines = [
    `Visit analytics, ${range.from} to ${range.to} (UTC), against ${previous.from} to ${previous.to}`,
    "",
    ...table(
      ["", "This period", "Before"],
      [
        ["Visitors", count(totals.visitors), count(previousTotals.visitors)],
        ["Visits", count(totals.visits), count(previousTotals.visits)],
        ["Page views", count(totals.pageviews), count(previousTotals.pageviews)],
        ["Bounce rate", percent(totals.bounceRate), percent(previousTotals.bounceRate)],
        ["Visit length", duration(totals.visitSeconds), duration(previousTotals.visitSeconds)],
      ],
    ),
    "",
    `The last ${summary.live.minutes} minutes: ${count(summary.live.visits)} visits, ${count(summary.live.pageviews)} page views`,
    "",
    ...table(
      ["Goal", "Visits", "Completions", "Conversion", "Before"],
      summary.goals.map((goal) => [
        goal.label,
        count(goal.visits),
        count(goal.completions),
        percent(goal.rate),
        percent(goal.previousRate),
      ]),
    ),
    "",
    ...table(
      ["Funnel", "Visits", "Of visits"],
      summary.funnel.map((step) => [step.label, count(step.visits), percent(step.rate)]),
    ),
  ];
  for (const section of summary.tables) {
    if (section.rows.length === 0) continue;
    const byPages = section.by === "pageviews";
    lines.push(
      "",
      ...table(
        byPages
          ? [section.column, "Page views"]
          : [section.column, "Visitors", "Visits", "Bounce", "Leads"],
        section.rows.map((row) =>
          byPages
            ? [row.label, count(row.pageviews)]
            : [
                row.label,
                count(row.visitors),
                count(row.visits),
                percent(row.bounceRate),
                count(row.conversions),
              ],
        ),
      ),
    );
  }
  return lines;
}

if (isMain(import.meta.url)) {
  const args = Object.fromEntries(
    process.argv
      .slice(2)
      .map((arg) => /^--(range|from|to)=(.*)$/.exec(arg))
      .filter(Boolean)
      .map(([, name, value]) => [name, value]),
  );
  if (args.from || args.to) args.range = "custom";
  const range = readRange(args);
  if ("error" in range) {
    console.error(range.error);
    process.exit(2);
  }
  const database = await openDatabaseForCli();
  try {
    console.log(analyticsText(await summariseAnalytics(database.db, range)).join("\n"));
  } finally {
    await database.close();
  }
}
