// `npm run analytics`: the visit analytics of a range as text, as on /admin/analytics:
// totals against the period before, goals, the funnel, the last five minutes and the top
// values of each table. `-- --range=7d` (today, 7d, 30d, 90d) or `-- --from=YYYY-MM-DD
// --to=YYYY-MM-DD`; the dashboard's filters as `--channel=email --page=/pricing` (any of
// server/analytics/filters.mjs FILTER_KEYS), one table in full as `--show=source --sort=leads`. Reads the database the web server uses (DATA_DIR or DATABASE_URL),
// through the server's relay while it runs. Page views the server holds in memory (at most a
// second's) are not yet in it.

import { isMain } from "../pipeline/is-main.mjs";
import { duration } from "../server/analytics/dashboard-page.mjs";
import { FILTERS, filterValueLabel } from "../server/analytics/filters.mjs";
import { readQuery, summariseAnalytics } from "../server/analytics/report.mjs";
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
  const filters = (summary.filters ?? []).map(
    (filter) => `${FILTERS[filter.key].label} is ${filterValueLabel(filter)}`,
  );
  const lines = [
    `Visit analytics, ${range.from} to ${range.to} (UTC), against ${previous.from} to ${previous.to}`,
    ...(filters.length ? [`Only visits where: ${filters.join("; ")}`] : []),
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
  ];
  for (const funnel of summary.funnels)
    lines.push(
      "",
      ...table(
        [`Funnel: ${funnel.label}`, "Visits", "Of visits"],
        funnel.steps.map((step) => [step.label, count(step.visits), percent(step.rate)]),
      ),
    );
  for (const section of summary.tables) {
    if (section.rows.length === 0) continue;
    const byPages = section.by === "pageviews";
    const goals = section.dimension === "source" || section.dimension === "campaign";
    lines.push(
      "",
      ...table(
        byPages
          ? [section.column, "Page views", "Before"]
          : [
              section.column,
              "Visitors",
              "Visits",
              "Bounce",
              "Leads",
              ...(goals ? ["Sign-ups"] : []),
              ...(goals && summary.goalValues ? ["Value ($)"] : []),
              ...(section.shares ? ["Of visitors", "Of leads"] : []),
              "Visits before",
            ],
        section.rows.map((row) =>
          byPages
            ? [row.label, count(row.pageviews), count(row.previousPageviews ?? 0)]
            : [
                row.label,
                count(row.visitors),
                count(row.visits),
                percent(row.bounceRate),
                count(row.conversions),
                ...(goals ? [count(row.signups)] : []),
                ...(goals && summary.goalValues ? [count(row.goalValue)] : []),
                ...(section.shares ? [percent(row.visitorShare), percent(row.leadShare)] : []),
                count(row.previousVisits ?? 0),
              ],
        ),
      ),
    );
  }
  return lines;
}

/**
 * `--name=value` arguments as the dashboard's query (a repeated one as a list, which
 * `readQuery` refuses as the dashboard does); `{ error }` for anything else.
 */
export function readArguments(argv) {
  const query = {};
  for (const arg of argv) {
    const match = /^--([a-z_]+)=(.*)$/s.exec(arg);
    if (!match) return { error: `Give each option as --name=value: ${arg.slice(0, 40)}` };
    const [, name, value] = match;
    query[name] = Object.hasOwn(query, name) ? [query[name]].flat().concat(value) : value;
  }
  if ((query.from || query.to) && !query.range) query.range = "custom";
  return query;
}

if (isMain(import.meta.url)) {
  const args = readArguments(process.argv.slice(2));
  const asked = "error" in args ? args : readQuery(args);
  if ("error" in asked) {
    console.error(asked.error);
    process.exit(2);
  }
  const { range, ...view } = asked;
  const database = await openDatabaseForCli();
  try {
    console.log(analyticsText(await summariseAnalytics(database.db, range, view)).join("\n"));
  } finally {
    await database.close();
  }
}
