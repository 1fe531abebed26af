import { sql } from "kysely";
import { analyticsRawDays, analyticsRollupDays } from "../../app/content/stored-data.js";
import { channelLabel } from "./channels.mjs";
import { countryName } from "./country.mjs";
import { goalSettings } from "./events.mjs";
import { FILTERS, filterCondition, readFilters, readShow, SORTS } from "./filters.mjs";
import { dayOf } from "./recorder.mjs";

const DAY_MS = 86_400_000;
export const RANGES = { today: 1, yesterday: 1, "7d": 7, "30d": 30, "90d": 90 };
export const RANGE_LABELS = {
  today: "Today",
  yesterday: "Yesterday",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  custom: "Custom",
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether YYYY-MM-DD names a day that exists: month 01 to 12, a day the month has (Feb 29 in
 * leap years only), year 0001 or later. `Date.parse` answers NaN for some of these and rolls
 * others over (2026-02-30 is March 2), so the day must read back as written.
 */
export function isCalendarDay(text) {
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(at) && text >= "0001-01-01" && dayOf(at) === text;
}

/** The first day whose counts are still kept (the rollups' keeping period ends today). */
export const earliestDay = (now = Date.now()) =>
  dayOf(Date.parse(dayOf(now)) - (analyticsRollupDays - 1) * DAY_MS);

/**
 * The range a query string asks for: `range` one of today, 7d, 30d, 90d (the days up to and
 * including today, UTC) or custom with `from` and `to` (YYYY-MM-DD, days of the calendar,
 * within the rollups' keeping period, not after today). Resolves to
 * `{ range, from, to, days }` or `{ error }`, whose sentence says what is wrong.
 */
export function readRange(query = {}, now = Date.now()) {
  const range = typeof query.range === "string" ? query.range : "7d";
  const today = dayOf(now);
  if (range === "yesterday") {
    const day = dayOf(Date.parse(today) - DAY_MS);
    return { range, from: day, to: day, days: 1 };
  }
  if (Object.hasOwn(RANGES, range)) {
    const days = RANGES[range];
    return { range, from: dayOf(Date.parse(today) - (days - 1) * DAY_MS), to: today, days };
  }
  if (range !== "custom")
    return { error: "Choose a range: today, yesterday, 7, 30 or 90 days, or custom." };
  const { from, to } = query;
  for (const [name, text] of [
    ["first", from],
    ["last", to],
  ]) {
    if (typeof text !== "string" || !DATE.test(text))
      return { error: "Enter both dates of a custom range as year-month-day." };
    if (!isCalendarDay(text))
      return { error: `The range's ${name} day, ${text}, is not a day of the calendar.` };
  }
  if (from > to) return { error: "The range's first day must not be after its last." };
  if (to > today) return { error: "The range cannot end after today." };
  const earliest = earliestDay(now);
  if (from < earliest)
    return {
      error: `Counts are kept ${analyticsRollupDays} days: a range may start on ${earliest} at the earliest.`,
    };
  return { range, from, to, days: (Date.parse(to) - Date.parse(from)) / DAY_MS + 1 };
}

/** The dimensions the dashboard lists, with their headings, in the order shown. */
export const TABLES = [
  { dimension: "page", title: "Top pages", column: "Page", by: "pageviews" },
  { dimension: "channel", title: "Channels", column: "Channel" },
  { dimension: "entry", title: "Entry pages", column: "Entry page" },
  { dimension: "exit", title: "Exit pages", column: "Exit page" },
  { dimension: "source", title: "Sources", column: "Source" },
  { dimension: "referrer", title: "Referrer sites", column: "Site" },
  { dimension: "campaign", title: "Campaigns", column: "Source / medium / campaign" },
  { dimension: "utm_term", title: "Campaign terms", column: "Term" },
  { dimension: "utm_content", title: "Campaign contents", column: "Content" },
  { dimension: "device", title: "Devices", column: "Device" },
  { dimension: "browser", title: "Browsers", column: "Browser" },
  { dimension: "os", title: "Systems", column: "System" },
  { dimension: "country", title: "Countries", column: "Country", shares: true },
];

const sums = sql`sum(visitors)::float8 as visitors, sum(visits)::float8 as visits,
  sum(pageviews)::float8 as pageviews, sum(bounces)::float8 as bounces,
  sum(duration_s)::float8 as duration_s, sum(conversions)::float8 as conversions,
  sum(events)::float8 as events`;

/** Dimensions every row of which is read (never cut to the top values). */
const WHOLE = sql`(dimension in ('total', 'day', 'funnel') or dimension like 'goal-%')`;

/**
 * The top `limit` values of each dimension (all of `show`'s) of rows `ranked`, ordered by
 * `sort` (visitors, views or leads; visits by default), then visits, views and completions.
 */
const topOf = (ranked, { limit, show, sort }) => sql`select * from (
    select *, row_number() over (partition by dimension order by
      ${sort ? sql`${sql.ref(SORTS[sort])} desc, ` : sql``}visits desc, pageviews desc, events desc, value) as rank
    from (${ranked}) as summed) as ranked
  where ${WHOLE} or ${limit === Number.POSITIVE_INFINITY ? sql`true` : sql`rank <= ${limit}`}
    ${show ? sql`or dimension = ${show}` : sql``}
  order by dimension, rank`;

/** Every (dimension, value) of the days, summed; the top `limit` of each dimension. */
export async function rangeRows(db, { from, to }, { limit = 10, show = null, sort = null } = {}) {
  const { rows } = await topOf(
    sql`select dimension, value, ${sums} from analytics_daily
      where day >= ${from}::date and day <= ${to}::date group by dimension, value`,
    { limit, show, sort },
  ).execute(db);
  return rows.map(numbers);
}

/** Every dimension a visit is counted under, read from its row `v` (filters.mjs). */
const VISIT_VALUES = sql`(values ('total', ''), ('day', v.day::text),
  ('entry', v.entry_path), ('exit', v.exit_path), ('channel', v.channel),
  ('source', v.source), ('referrer', ${FILTERS.referrer.column}),
  ('utm_source', v.utm_source), ('utm_medium', v.utm_medium), ('utm_campaign', v.utm_campaign),
  ('utm_term', v.utm_term), ('utm_content', v.utm_content), ('campaign', ${FILTERS.campaign.column}),
  ('device', v.device), ('browser', v.browser), ('os', v.os), ('country', v.country))`;

/**
 * The rows `rangeRows` answers, counted from the visits of the range that pass `filters`
 * (the raw events, kept `analyticsRawDays`), with the series as dimension "day". Visitors
 * are told apart by their day's first visit. `totalsOnly`: the total and goals alone.
 */
export async function filteredRows(
  db,
  { from, to },
  filters,
  { limit = 10, show = null, sort = null, totalsOnly = false, explain = false } = {},
) {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const counts = (who) => sql`count(distinct ${who})::float8 as visitors`;
  const query = topOf(
    sql`with v as materialized (
      select v.*, coalesce(v.first_visit_id, v.id) as who,
        case when v.pageviews <= 1 and v.goals = ',' then 1 else 0 end as bounced,
        round(extract(epoch from v.last_seen_at - v.started_at)) as seconds,
        case when position(',contact,' in v.goals) > 0 then 1 else 0 end as lead
      from analytics_visit v
      where v.started_at >= ${start} and v.started_at < ${end}
        and ${filterCondition(filters, { start, end })})
    select dimension, value, sum(visitors)::float8 as visitors, sum(visits)::float8 as visits,
      sum(pageviews)::float8 as pageviews, sum(bounces)::float8 as bounces,
      sum(duration_s)::float8 as duration_s, sum(conversions)::float8 as conversions,
      sum(events)::float8 as events
    from (
      select dimension, value, count(*) as visitors, sum(visits) as visits,
        sum(pageviews) as pageviews, sum(bounces) as bounces, sum(duration_s) as duration_s,
        sum(conversions) as conversions, 0 as events
      from (
        -- Per visitor first, then per value: two hashed groupings, where a count of distinct
        -- visitors would sort every (dimension, value) pair.
        select d.dimension, d.value, v.who, count(*) as visits, sum(v.pageviews) as pageviews,
          sum(v.bounced) as bounces, sum(v.seconds) as duration_s, sum(v.lead) as conversions
        from v cross join lateral ${totalsOnly ? sql`(values ('total', ''))` : VISIT_VALUES} as d(dimension, value)
        where d.value is not null group by d.dimension, d.value, v.who) as per_visitor
      group by dimension, value
      union all
      select d.dimension, d.value, ${counts(sql`v.who`)}, count(*), 0, 0, 0, 0, 0
      from v cross join lateral unnest(string_to_array(trim(both ',' from v.goals), ',')) as g(goal)
        cross join lateral (values ('goal', g.goal), ('goal-source:' || g.goal, v.source),
          ('goal-campaign:' || g.goal, ${FILTERS.campaign.column})) as d(dimension, value)
      where d.value is not null
      group by d.dimension, d.value
      union all
      select 'funnel', split_part(f.taken, ':', 1) || ':' || step, ${counts(sql`v.who`)}, count(*),
        0, 0, 0, 0, 0
      from v cross join lateral unnest(string_to_array(trim(both ',' from v.funnels), ',')) as f(taken)
        join (values (1), (2), (3), (4), (5), (6), (7), (8)) as steps(step)
          on steps.step <= split_part(f.taken, ':', 2)::int
      group by 2
      union all
      select case when grouping(g.detail) = 1 then 'goal' else 'goal:' || g.goal end,
        case when grouping(g.detail) = 1 then g.goal else g.detail end, 0, 0, 0, 0, 0, 0, count(*)
      from analytics_goal g join v on v.id = g.visit_id
      where g.at >= ${start} and g.at < ${end}
      group by grouping sets ((g.goal), (g.goal, g.detail))
      having grouping(g.detail) = 1 or g.detail is not null
      ${
        totalsOnly
          ? sql``
          : sql`union all
      select 'page', path, count(distinct who), count(*), sum(views), 0, 0, sum(lead), 0
      from (
        select p.path, v.id, min(v.who) as who, max(v.lead) as lead, count(*) as views
        from v join analytics_pageview p on p.visit_id = v.id
        where p.at >= ${start} and p.at < ${end}
        group by p.path, v.id) as per_visit
      group by path`
      }
    ) as parts group by dimension, value`,
    { limit, show, sort },
  );
  // Without JIT: PostgreSQL would compile this query (its estimate is high) for seconds
  // longer than it runs; PGlite has no JIT and takes the setting as it is.
  const rows = await db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    // Its groupings hold a row per visitor and value: in memory, not spilled to disk.
    await sql`set local work_mem = '64MB'`.execute(trx);
    return (await (explain ? sql`explain analyze ${query}` : query).execute(trx)).rows;
  });
  return explain ? rows : rows.map(numbers);
}

const numbers = (row) => ({
  ...row,
  ...Object.fromEntries(
    ["visitors", "visits", "pageviews", "bounces", "duration_s", "conversions", "events"].map(
      (name) => [name, Number(row[name] ?? 0)],
    ),
  ),
});

/** A value as people read it: a channel's name for its id, any other value as it is. */
const labelOf = ({ dimension, value }) =>
  dimension === "channel"
    ? channelLabel(value)
    : dimension === "country"
      ? countryName(value)
      : value;

/** Totals of a row as the dashboard shows them: rates and the mean visit length. */
export const rates = (row) => ({
  visitors: row.visitors,
  visits: row.visits,
  pageviews: row.pageviews,
  bounceRate: row.visits > 0 ? row.bounces / row.visits : null,
  visitSeconds: row.visits > 0 ? row.duration_s / row.visits : null,
  conversions: row.conversions,
});
const EMPTY = {
  visitors: 0,
  visits: 0,
  pageviews: 0,
  bounces: 0,
  duration_s: 0,
  conversions: 0,
  events: 0,
};

/**
 * What `/admin/analytics`, its CSV and `npm run analytics` show for a range: totals against
 * the period of the same length before, a daily series, the top values of each dimension
 * (all of `show`'s, ordered by `sort`), goals with their conversion rate, the funnel, and the
 * last five minutes. Without filters it reads the per-day counts; with filters the visits
 * themselves (kept `analyticsRawDays`, so `readQuery` keeps a filtered range within them).
 */
export async function summariseAnalytics(
  db,
  range,
  {
    now = Date.now(),
    limit = 10,
    filters = [],
    show = null,
    sort = null,
    goals: { GOALS, FUNNELS, GOAL_VALUES } = goalSettings,
  } = {},
) {
  const previous = {
    from: dayOf(Date.parse(range.from) - range.days * DAY_MS),
    to: dayOf(Date.parse(range.from) - DAY_MS),
  };
  const filtered = filters.length > 0;
  const [rows, previousRows, series, live] = await Promise.all([
    filtered
      ? filteredRows(db, range, filters, { limit, show, sort })
      : rangeRows(db, range, { limit, show, sort }),
    filtered
      ? filteredRows(db, previous, filters, { limit: Number.POSITIVE_INFINITY })
      : rangeRows(db, previous, { limit: Number.POSITIVE_INFINITY }),
    filtered
      ? undefined
      : sql`select day::text as value, ${sums} from analytics_daily
      where day >= ${range.from}::date and day <= ${range.to}::date and dimension = 'total'
      group by day order by day`
          .execute(db)
          .then(({ rows }) => rows.map(numbers)),
    lastMinutes(db, now),
  ]);
  // By hour for one day whose visits are still kept.
  const kept = dayOf(Date.parse(dayOf(now)) - (analyticsRawDays - 1) * DAY_MS);
  const hours =
    range.days === 1 && range.from >= kept ? await hourly(db, range.from, filters) : undefined;
  const of = (dimension) => rows.filter((row) => row.dimension === dimension);
  const total = of("total")[0] ?? EMPTY;
  const previousTotal = previousRows.find((row) => row.dimension === "total") ?? EMPTY;
  const goalRow = (list, goal) =>
    list.find((row) => row.dimension === "goal" && row.value === goal);
  // Every table's rows against the period before: the same value's visits and page views.
  const before = new Map(previousRows.map((row) => [`${row.dimension}\u0000${row.value}`, row]));
  const previousOf = (dimension, value) => {
    const row = before.get(`${dimension}\u0000${value}`);
    return { previousVisits: row?.visits ?? 0, previousPageviews: row?.pageviews ?? 0 };
  };
  /** A source's or campaign's newsletter sign-ups, and the value of the goals its visits reached. */
  const goalsOf = (dimension, value) => {
    const visitsTo = (goal) =>
      rows.find((row) => row.dimension === `goal-${dimension}:${goal}` && row.value === value)
        ?.visits ?? 0;
    return {
      signups: visitsTo("newsletter"),
      goalValue: Object.entries(GOAL_VALUES).reduce(
        (sum, [goal, worth]) => sum + worth * visitsTo(goal),
        0,
      ),
    };
  };
  return {
    range: { ...range },
    previous,
    filters: filters.map((filter) => ({ ...filter })),
    show,
    sort,
    // A one-day range by hour (UTC), from the visits, as they started.
    hours,
    totals: rates(total),
    previousTotals: rates(previousTotal),
    series: (series ?? of("day").sort((a, b) => (a.value < b.value ? -1 : 1))).map((row) => ({
      day: row.value,
      ...rates(row),
    })),
    tables: TABLES.filter((table) => !show || table.dimension === show).map((table) => ({
      ...table,
      rows: of(table.dimension).map((row) => ({
        value: row.value,
        label: labelOf(row),
        ...rates(row),
        ...previousOf(table.dimension, row.value),
        ...(table.dimension === "source" || table.dimension === "campaign"
          ? goalsOf(table.dimension, row.value)
          : {}),
        ...(table.shares
          ? {
              visitorShare: total.visitors > 0 ? row.visitors / total.visitors : null,
              leadShare: total.conversions > 0 ? row.conversions / total.conversions : null,
            }
          : {}),
      })),
    })),
    goals: Object.entries(GOALS).map(([goal, { label }]) => {
      const row = goalRow(rows, goal) ?? EMPTY;
      const earlier = goalRow(previousRows, goal) ?? EMPTY;
      return {
        goal,
        label,
        visits: row.visits,
        completions: row.events,
        rate: total.visits > 0 ? row.visits / total.visits : null,
        previousRate: previousTotal.visits > 0 ? earlier.visits / previousTotal.visits : null,
        details: of(`goal:${goal}`).map((detail) => ({
          value: detail.value,
          completions: detail.events,
        })),
      };
    }),
    goalValues: Object.keys(GOAL_VALUES).length > 0,
    funnels: FUNNELS.map((funnel) => ({
      id: funnel.id,
      label: funnel.label,
      steps: funnel.steps.map((step, index) => {
        const visits =
          of("funnel").find((row) => row.value === `${funnel.id}:${index + 1}`)?.visits ?? 0;
        return { label: step.label, visits, rate: total.visits > 0 ? visits / total.visits : null };
      }),
    })),
    live,
  };
}

/**
 * Everything a dashboard query string asks for: the range, the filters, and which table to
 * show in full in which order. `{ range, filters, show, sort }` or `{ error }` (400). A
 * filtered range must start within the visits still kept.
 */
export function readQuery(query = {}, now = Date.now()) {
  const range = readRange(query, now);
  if ("error" in range) return range;
  const read = readFilters(query);
  if ("error" in read) return read;
  const shown = readShow(query, TABLES);
  if ("error" in shown) return shown;
  const earliest = dayOf(Date.parse(dayOf(now)) - (analyticsRawDays - 1) * DAY_MS);
  if (read.filters.length > 0 && range.from < earliest)
    return {
      error: `Filtered figures are counted from the visits, kept ${analyticsRawDays} days: a filtered range may start on ${earliest} at the earliest.`,
    };
  return { range, filters: read.filters, show: shown.show, sort: shown.sort };
}

/**
 * The "Now" view: visitors, visits and page views of the last `minutes`, the page each of
 * those visits is on (its latest), and their channels. Read from the visits active since
 * then, which started that day or the day before at the earliest (a visit ends with its day).
 */
export async function nowView(db, now = Date.now(), minutes = 30) {
  const since = new Date(now - minutes * 60_000);
  const from = new Date(`${dayOf(since.getTime())}T00:00:00Z`);
  const active = sql`from analytics_visit where started_at >= ${from} and last_seen_at > ${since}`;
  const [counts, views, pages, channels] = await Promise.all([
    sql`select count(distinct coalesce(first_visit_id, id))::int as visitors, count(*)::int as visits
      ${active}`.execute(db),
    sql`select count(*)::int as pageviews from analytics_pageview where at > ${since}`.execute(db),
    sql`select exit_path as path, count(*)::int as visits ${active}
      group by exit_path order by visits desc, path limit 10`.execute(db),
    sql`select coalesce(channel, source) as channel, count(*)::int as visits ${active}
      group by 1 order by visits desc, channel limit 10`.execute(db),
  ]);
  return {
    minutes,
    at: new Date(now).toISOString(),
    ...counts.rows[0],
    ...views.rows[0],
    pages: pages.rows,
    channels: channels.rows.map((row) => ({ ...row, label: channelLabel(row.channel) })),
  };
}

/** A day's visits and page views per hour its visits started in, filtered as asked. */
async function hourly(db, day, filters) {
  const start = new Date(`${day}T00:00:00Z`);
  const end = new Date(start.getTime() + DAY_MS);
  const { rows } = await sql`select extract(hour from v.started_at at time zone 'UTC')::int as hour,
      count(*)::int as visits, sum(v.pageviews)::int as pageviews
    from analytics_visit v where v.started_at >= ${start} and v.started_at < ${end}
      and ${filterCondition(filters, { start, end })}
    group by 1`.execute(db);
  const byHour = new Map(rows.map((row) => [row.hour, row]));
  return Array.from({ length: 24 }, (_, hour) => ({
    hour,
    visits: byHour.get(hour)?.visits ?? 0,
    pageviews: byHour.get(hour)?.pageviews ?? 0,
  }));
}

/** Visits and page views of the last five minutes, from the raw events. */
export async function lastMinutes(db, now = Date.now(), minutes = 5) {
  const since = new Date(now - minutes * 60_000);
  const [counts, pages] = await Promise.all([
    sql`select count(distinct visit_id)::int as visits, count(*)::int as pageviews
      from analytics_pageview where at > ${since}`.execute(db),
    sql`select path, count(*)::int as pageviews from analytics_pageview where at > ${since}
      group by path order by pageviews desc, path limit 5`.execute(db),
  ]);
  return { minutes, ...counts.rows[0], pages: pages.rows };
}

/** The CSV of a range: every value of every dimension, with its counts. */
export const CSV_COLUMNS = [
  { key: "dimension", label: "Dimension" },
  { key: "value", label: "Value" },
  { key: "visitors", label: "Visitors" },
  { key: "visits", label: "Visits" },
  { key: "pageviews", label: "Page views" },
  { key: "bounceRate", label: "Bounce rate" },
  { key: "visitSeconds", label: "Mean visit length (s)" },
  { key: "conversions", label: "Visits that sent the contact form" },
  { key: "events", label: "Goal completions" },
];
export async function analyticsCsvRows(db, range, filters = []) {
  const all = { limit: Number.POSITIVE_INFINITY };
  const rows =
    filters.length > 0
      ? (await filteredRows(db, range, filters, all)).filter((row) => row.dimension !== "day")
      : await rangeRows(db, range, all);
  return rows.map((row) => {
    const rated = rates(row);
    return {
      dimension: row.dimension,
      value: labelOf(row),
      visitors: row.visitors,
      visits: row.visits,
      pageviews: row.pageviews,
      bounceRate: rated.bounceRate === null ? "" : rated.bounceRate.toFixed(3),
      visitSeconds: rated.visitSeconds === null ? "" : Math.round(rated.visitSeconds),
      conversions: row.conversions,
      events: row.events,
    };
  });
}
