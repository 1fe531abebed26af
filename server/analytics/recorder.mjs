import { sql } from "kysely";
import { channelOf } from "./channels.mjs";
import { UNKNOWN_COUNTRY } from "./country.mjs";
import { goalSettings } from "./events.mjs";
import { UTM_FIELDS } from "./visitor.mjs";

/** A visit ends after 30 minutes without a page view, goal or leave (Plausible's and GA4's). */
export const VISIT_GAP_MS = 30 * 60_000;
/** Events waiting in memory at most; past this a burst is refused rather than lost silently. */
export const MAX_PENDING = 200_000;
/** The page whose view is the funnel's second step; the contact goal is its third. */
export const FUNNEL_PAGE = "/pricing";

export const dayOf = (time) => new Date(time).toISOString().slice(0, 10);

/**
 * Stores page views and goals in batches. `add(event)` only queues (the beacon is answered
 * at once); every `flushIntervalMs`, and on `flush()`, what was queued is written in one
 * transaction: each visitor's current visit is found or started (a visit ends after 30
 * minutes idle), the raw events are inserted, and the day's rollups get the difference the
 * batch made to each visit, so the dashboard never scans raw events. Each visitor hash in the
 * batch is held with a transaction-scoped advisory lock, so instances flushing the same
 * visitor at once take turns and a visit is started once, however many instances see it.
 *
 * A visit's channel (channels.mjs) is set from its first event and never changed; its exit
 * page is its last page view's, moved from one page to the next in the rollups.
 *
 * An event: `{ kind: "view" | "goal" | "leave", at, hash, path, referrerSite, source,
 * utm, agent: { device, browser, os }, goal, detail }`.
 * @param {import("kysely").Kysely<any>} db
 */
export function createAnalyticsRecorder(
  db,
  { flushIntervalMs = 1000, log, goals = goalSettings } = {},
) {
  let pending = [];
  let writing = Promise.resolve();
  const timer = setInterval(() => {
    flush().catch((error) => log?.error({ err: error }, "could not store visit analytics"));
  }, flushIntervalMs);
  timer.unref();

  function flush() {
    writing = writing
      .catch(() => {})
      .then(async () => {
        if (pending.length === 0) return;
        const batch = pending;
        pending = [];
        try {
          await db.transaction().execute((trx) => storeBatch(trx, batch, goals));
        } catch (error) {
          // Nothing of the batch was stored: it goes back in front of what came since.
          pending = batch.concat(pending);
          throw error;
        }
      });
    return writing;
  }

  return {
    /** Queues an event; false when the queue is full (the caller answers 503). */
    add(event) {
      if (pending.length >= MAX_PENDING) return false;
      pending.push(event);
      return true;
    },
    flush,
    get pending() {
      return pending.length;
    },
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** The visitor's current visit (within the gap), or undefined. */
export async function currentVisit(db, hash, now = new Date()) {
  return db
    .selectFrom("analytics_visit")
    .selectAll()
    .where("visitor_hash", "=", hash)
    .where("last_seen_at", ">", new Date(now.getTime() - VISIT_GAP_MS))
    .orderBy("last_seen_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

async function storeBatch(trx, batch, { FUNNELS, PAGE_GOALS }) {
  batch.sort((a, b) => a.at - b.at);
  const hashes = [...new Set(batch.map((event) => event.hash))].sort();
  await sql`select count(pg_advisory_xact_lock(key)) from
    (select hashtextextended(hash, 49) as key from unnest(${hashes}::text[]) as hash order by key) as keys`.execute(
    trx,
  );
  // The day as text: a driver turns a date into a local-midnight Date, which is another UTC
  // day on a server east of Greenwich.
  const { rows: latest } =
    await sql`select distinct on (visitor_hash) *, day::text as day_text from analytics_visit
    where visitor_hash = any(${hashes}::text[]) order by visitor_hash, last_seen_at desc`.execute(
      trx,
    );

  /** Per hash: the visit events now go to, with its state before the batch (undefined: new). */
  const visits = new Map(latest.map((row) => [row.visitor_hash, fromRow(row)]));
  const touched = new Map();
  const pageviews = [];
  const goals = [];
  const rollup = new Rollup();

  for (const event of batch) {
    let visit = visits.get(event.hash);
    if (!visit || event.at - visit.last_seen_at > VISIT_GAP_MS) {
      if (event.kind === "leave") continue;
      visit = startVisit(event, visit, FUNNELS);
      visits.set(event.hash, visit);
    }
    if (!touched.has(visit)) touched.set(visit, visit.id === undefined ? undefined : { ...visit });
    if (event.at > visit.last_seen_at) visit.last_seen_at = event.at;
    const reach = (goal, detail) => {
      if (!visit.goals.includes(`,${goal},`)) visit.goals += `${goal},`;
      if (goal === "contact" && visit.pricing_at) visit.funnel_done = true;
      goals.push({ visit, at: event.at, goal, detail });
      rollup.add(visit.day, "goal", goal, { events: 1 });
      if (detail) rollup.add(visit.day, `goal:${goal}`, detail, { events: 1 });
      advanceFunnels(visit, { goal }, FUNNELS);
    };
    if (event.kind === "view") {
      visit.pageviews += 1;
      visit.exit_path = event.path;
      if (event.path === FUNNEL_PAGE && !visit.pricing_at) visit.pricing_at = event.at;
      pageviews.push({ visit, at: event.at, path: event.path });
      rollup.add(visit.day, "page", event.path, { pageviews: 1 });
      advanceFunnels(visit, { path: event.path }, FUNNELS);
      for (const goal of PAGE_GOALS.get(event.path) ?? []) reach(goal, null);
    } else if (event.kind === "goal") {
      reach(event.goal, event.detail ?? null);
    }
  }

  const created = [...touched.keys()].filter((visit) => visit.id === undefined);
  if (created.length > 0) {
    const { rows } = await sql`select nextval('analytics_visit_id_seq')::text as id
      from generate_series(1, ${created.length}::int)`.execute(trx);
    // In the order they started, so an earlier visit of the batch has its first visit's id.
    created.forEach((visit, index) => {
      visit.id = rows[index].id;
      visit.first_visit_id = visit.earlier ? visit.earlier.first_visit_id : visit.id;
    });
    await sql`insert into analytics_visit
      select * from jsonb_populate_recordset(null::analytics_visit, ${JSON.stringify(created.map(toRow))}::jsonb)`.execute(
      trx,
    );
  }
  const updated = [...touched.keys()].filter((visit) => touched.get(visit) !== undefined);
  if (updated.length > 0)
    await sql`update analytics_visit as v set last_seen_at = x.last_seen_at, exit_path = x.exit_path,
      pageviews = x.pageviews, goals = x.goals, pricing_at = x.pricing_at, funnel_done = x.funnel_done,
      funnels = x.funnels
      from jsonb_populate_recordset(null::analytics_visit, ${JSON.stringify(updated.map(toRow))}::jsonb) as x
      where v.id = x.id`.execute(trx);
  if (pageviews.length > 0)
    await sql`insert into analytics_pageview (visit_id, at, path)
      select * from jsonb_to_recordset(${JSON.stringify(
        pageviews.map(({ visit, at, path }) => ({ visit_id: visit.id, at, path })),
      )}::jsonb) as x(visit_id bigint, at timestamptz, path text)`.execute(trx);
  if (goals.length > 0)
    await sql`insert into analytics_goal (visit_id, at, goal, detail)
      select * from jsonb_to_recordset(${JSON.stringify(
        goals.map(({ visit, at, goal, detail }) => ({ visit_id: visit.id, at, goal, detail })),
      )}::jsonb) as x(visit_id bigint, at timestamptz, goal text, detail text)`.execute(trx);

  for (const [visit, before] of touched) {
    if (before) rollup.addVisit(before, -1);
    rollup.addVisit(visit, 1);
  }
  await rollup.write(trx);
}

/** A visit the event starts; `earlier`: the visitor's visit before it today, if any. */
function startVisit(event, earlier, FUNNELS) {
  const visit = {
    id: undefined,
    visitor_hash: event.hash,
    day: dayOf(event.at),
    first_of_day: !earlier,
    // Set once the visit has its id: the earlier visit's first, or its own.
    first_visit_id: undefined,
    earlier,
    started_at: event.at,
    last_seen_at: event.at,
    entry_path: event.path,
    exit_path: event.path,
    referrer_site: event.kind === "view" ? event.referrerSite : null,
    source: event.kind === "view" ? event.source : "direct",
    ...Object.fromEntries(
      UTM_FIELDS.map((field) => [field, event.kind === "view" ? event.utm[field] : null]),
    ),
    device: event.agent.device,
    browser: event.agent.browser,
    os: event.agent.os,
    pageviews: 0,
    goals: ",",
    pricing_at: null,
    funnel_done: false,
    // A funnel that starts with the visit has taken its first step.
    funnels: `,${FUNNELS.filter((funnel) => funnel.steps[0].kind === "entry")
      .map((funnel) => `${funnel.id}:1,`)
      .join("")}`,
    country: event.country ?? UNKNOWN_COUNTRY,
  };
  visit.channel = channelOf(visit);
  return visit;
}

/** Per funnel the visit has begun, the steps it took: ",id:n," as a Map. */
const funnelSteps = (visit) =>
  new Map(
    visit.funnels
      .split(",")
      .filter(Boolean)
      .map((entry) => {
        const at = entry.lastIndexOf(":");
        return [entry.slice(0, at), Number(entry.slice(at + 1))];
      }),
  );

/** Moves each funnel on whose next step is this page view or goal. */
function advanceFunnels(visit, { path, goal }, FUNNELS) {
  const taken = funnelSteps(visit);
  let moved = false;
  for (const funnel of FUNNELS) {
    const steps = taken.get(funnel.id) ?? 0;
    const next = funnel.steps[steps];
    if (!next) continue;
    if (
      (next.kind === "page" && next.path === path) ||
      (next.kind === "goal" && next.goal === goal)
    ) {
      taken.set(funnel.id, steps + 1);
      moved = true;
    }
  }
  if (moved) visit.funnels = `,${[...taken].map(([id, steps]) => `${id}:${steps},`).join("")}`;
}

const fromRow = ({ day_text, ...row }) => ({
  ...row,
  id: String(row.id),
  first_visit_id: String(row.first_visit_id ?? row.id),
  day: day_text,
  started_at: new Date(row.started_at),
  last_seen_at: new Date(row.last_seen_at),
  pricing_at: row.pricing_at ? new Date(row.pricing_at) : null,
});
const toRow = ({ earlier, ...visit }) => visit;

/** The dimensions a visit is counted under, with the value it has in each. */
export const VISIT_DIMENSIONS = [
  ["total", () => ""],
  ["entry", (visit) => visit.entry_path],
  // A visit from before channels and exit pages were counted (migration 012: no channel) was
  // never added under an exit page, so it is not taken back from one either.
  ["exit", (visit) => (visit.channel == null ? null : visit.exit_path)],
  ["channel", (visit) => visit.channel],
  ["source", (visit) => visit.source],
  ["referrer", (visit) => visit.referrer_site ?? "(none)"],
  ...UTM_FIELDS.map((field) => [field, (visit) => visit[field]]),
  ["campaign", (visit) => campaignOf(visit)],
  ["device", (visit) => visit.device],
  ["browser", (visit) => visit.browser],
  ["os", (visit) => visit.os],
  // Visits from before countries were looked up (migration 019) have none, and count under none.
  ["country", (visit) => visit.country],
];
/** A campaign as the dashboard lists it: source / medium / name, when a visit has one. */
const campaignOf = (visit) =>
  visit.utm_campaign || visit.utm_source
    ? [visit.utm_source ?? "-", visit.utm_medium ?? "-", visit.utm_campaign ?? "-"].join(" / ")
    : null;

const COUNTS = [
  "visitors",
  "visits",
  "pageviews",
  "bounces",
  "duration_s",
  "conversions",
  "events",
];

/** The day's counts as differences, summed per (day, dimension, value) before writing. */
class Rollup {
  cells = new Map();
  add(day, dimension, value, counts) {
    const key = `${day}\u0000${dimension}\u0000${value}`;
    let cell = this.cells.get(key);
    if (!cell) {
      cell = { day, dimension, value, ...Object.fromEntries(COUNTS.map((name) => [name, 0])) };
      this.cells.set(key, cell);
    }
    for (const [name, amount] of Object.entries(counts)) cell[name] += amount;
  }
  /** What a visit in this state adds to the rollups, times `sign` (-1 takes it back). */
  addVisit(visit, sign) {
    const converted = visit.goals.includes(",contact,");
    const counts = {
      visitors: visit.first_of_day ? sign : 0,
      visits: sign,
      pageviews: visit.pageviews * sign,
      bounces: visit.pageviews <= 1 && visit.goals === "," ? sign : 0,
      duration_s: Math.round((visit.last_seen_at - visit.started_at) / 1000) * sign,
      conversions: converted ? sign : 0,
    };
    for (const [dimension, dimensionOf] of VISIT_DIMENSIONS) {
      const value = dimensionOf(visit);
      if (value !== null && value !== undefined) this.add(visit.day, dimension, value, counts);
    }
    for (const goal of visit.goals.split(",").filter(Boolean))
      this.add(visit.day, "goal", goal, { visits: sign, visitors: visit.first_of_day ? sign : 0 });
    // Goals per source and campaign: what their value and sign-ups are summed from.
    const campaign = campaignOf(visit);
    for (const goal of visit.goals.split(",").filter(Boolean)) {
      this.add(visit.day, `goal-source:${goal}`, visit.source, { visits: sign });
      if (campaign) this.add(visit.day, `goal-campaign:${goal}`, campaign, { visits: sign });
    }
    for (const [funnel, steps] of funnelSteps(visit))
      for (let step = 1; step <= steps; step += 1)
        this.add(visit.day, "funnel", `${funnel}:${step}`, { visits: sign });
  }
  async write(trx) {
    const rows = [...this.cells.values()]
      .filter((cell) => COUNTS.some((name) => cell[name] !== 0))
      // One order for every instance, so two upserts never wait on each other's rows crosswise.
      .sort((a, b) =>
        a.day === b.day
          ? a.dimension === b.dimension
            ? a.value < b.value
              ? -1
              : 1
            : a.dimension < b.dimension
              ? -1
              : 1
          : a.day < b.day
            ? -1
            : 1,
      );
    if (rows.length === 0) return;
    await sql`insert into analytics_daily (day, dimension, value, ${sql.raw(COUNTS.join(", "))})
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(day date, dimension text,
        value text, visitors bigint, visits bigint, pageviews bigint, bounces bigint,
        duration_s bigint, conversions bigint, events bigint)
      order by day, dimension, value
      on conflict (day, dimension, value) do update set
      ${sql.raw(COUNTS.map((name) => `${name} = analytics_daily.${name} + excluded.${name}`).join(", "))}`.execute(
      trx,
    );
  }
}
