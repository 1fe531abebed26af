import { mkdtemp, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { eventPath } from "../server/analytics/events.mjs";
import { readQuery, readRange, summariseAnalytics } from "../server/analytics/report.mjs";
import { clientRoot } from "../server/build-paths.mjs";
import { openDatabase } from "../server/db/database.mjs";
import { listPages } from "../server/pages.mjs";
import { createDatabase } from "../tests/support/databases.mjs";
import { startPostgresCluster } from "../tests/support/postgres-cluster.mjs";
import { startBenchServer } from "./bench-server-process.mjs";
import { importMeasureTool } from "./measure-tools.mjs";

const { default: autocannon } = await importMeasureTool("autocannon");

const _repo = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const option = (name, fallback) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split("=")[1]) : fallback;
};
const amount = option("amount", 30_000);
const connections = option("connections", 50);
const days = option("days", 90);
const perDay = option("per-day", 200_000);
const rawDays = option("raw-days", 30);
const pgliteRawDays = option("pglite-raw-days", rawDays);
const runs = option("runs", 30);
const only = process.argv.find((arg) => arg.startsWith("--only="))?.split("=")[1];
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const pagePaths = [...listPages(clientRoot).keys()];

/** The server on one store, with the beacon cap lifted (BENCH_SERVER_PROFILE: a CPU profile). */
const startServer = (env, logFile) =>
  startBenchServer({
    env: { TRUST_PROXY: "127.0.0.1", ANALYTICS_EVENTS_PER_MINUTE: String(1_000_000_000), ...env },
    logFile,
    nodeArgs: process.env.BENCH_SERVER_PROFILE
      ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`]
      : [],
  });

/** Intake on one store: page views a second, and whether every 204 was stored. */
async function intake(name, env, openStore, workDir) {
  const logFile = path.join(workDir, `${name}-server.log`);
  const server = await startServer(env, logFile);
  const origin = `http://127.0.0.1:${server.port}`;
  let sent = 0;
  const result = await autocannon({
    url: origin,
    connections,
    amount,
    requests: [
      {
        method: "POST",
        path: eventPath,
        setupRequest(request) {
          sent += 1;
          const visitor = (sent * 7919) % 20_000;
          const page = pagePaths[(sent * 31) % pagePaths.length];
          const campaign =
            visitor % 5 === 0 ? `?utm_source=news&utm_campaign=c${visitor % 40}` : "";
          return {
            ...request,
            headers: {
              "content-type": "text/plain;charset=UTF-8",
              origin,
              "sec-fetch-site": "same-origin",
              "user-agent": BROWSER,
              "x-forwarded-for": `10.${visitor >> 8}.${visitor & 255}.7`,
            },
            body: JSON.stringify({
              n: "view",
              u: `${origin}${page}${campaign}`,
              ...(visitor % 3 === 0 ? { r: "https://www.google.com/" } : {}),
            }),
          };
        },
      },
    ],
  });
  const exitCode = await server.stop();
  // Every request is answered before autocannon returns (a fixed amount, not a duration).
  const accepted = result["2xx"];
  const other = result.non2xx;
  const database = await openStore();
  let stored;
  try {
    const { rows } = await sql`select
      (select count(*)::int from analytics_pageview) as pageviews,
      (select count(*)::int from analytics_visit) as visits,
      (select coalesce(sum(pageviews), 0)::int from analytics_daily where dimension = 'total') as rolled`.execute(
      database.db,
    );
    stored = rows[0];
  } finally {
    await database.close();
  }
  return {
    name,
    perSecond: Math.round(result["2xx"] / (result.duration || 1)),
    p99: result.latency.p99,
    accepted,
    other,
    errors: result.errors + result.timeouts,
    stored,
    exitCode,
    lost: accepted - stored.pageviews,
  };
}

const H = (n) => {
  let sum = 0;
  for (let i = 1; i <= n; i += 1) sum += 1 / i;
  return sum;
};

/**
 * Per-day rollups as the recorder writes them: each dimension's values on a Zipf curve of
 * the day's visits (page views for pages, completions for goal details).
 */
async function seedRollups(db) {
  const visits = Math.round(perDay / 2.8);
  const first = `now()::date - ${days - 1}`;
  const dimensions = [
    ["page", 66, "/page-", "pageviews", perDay],
    ["entry", 66, "/page-", "visits", visits],
    ["exit", 66, "/page-", "visits", visits],
    ["channel", 9, "channel-", "visits", visits],
    ["source", 4, "group-", "visits", visits],
    ["referrer", 400, "site-", "visits", visits * 0.6],
    ["utm_source", 20, "source-", "visits", visits * 0.2],
    ["utm_medium", 6, "medium-", "visits", visits * 0.2],
    ["utm_campaign", 40, "campaign-", "visits", visits * 0.2],
    ["campaign", 60, "src / medium / campaign-", "visits", visits * 0.2],
    ["utm_term", 50, "term-", "visits", visits * 0.05],
    ["utm_content", 30, "content-", "visits", visits * 0.05],
    ["device", 3, "device-", "visits", visits],
    ["browser", 12, "browser-", "visits", visits],
    ["os", 8, "os-", "visits", visits],
    ["goal", 6, "goal-", "visits", visits * 0.05],
    ["goal:plan", 4, "plan-", "events", visits * 0.01],
    ["goal:outbound", 40, "host-", "events", visits * 0.02],
    ["funnel", 3, "step-", "visits", visits * 0.3],
    ["total", 1, "", "visits", visits],
  ];
  for (const [dimension, values, prefix, column, amount] of dimensions) {
    const share = `(${amount} / (i * ${H(values)}))`;
    await sql`insert into analytics_daily (day, dimension, value, visitors, visits, pageviews,
        bounces, duration_s, conversions, events)
      select d::date, ${dimension}, ${values === 1 ? sql`''` : sql`${prefix} || i`},
        round(${sql.raw(column === "visits" ? share : "0")} * 0.8),
        round(${sql.raw(column === "visits" ? share : "0")}),
        round(${sql.raw(column === "pageviews" ? share : column === "visits" ? `${share} * 2.8` : "0")}),
        round(${sql.raw(column === "visits" ? share : "0")} * 0.45),
        round(${sql.raw(column === "visits" ? share : "0")} * 95),
        round(${sql.raw(column === "visits" ? share : "0")} * 0.004),
        round(${sql.raw(column === "events" ? share : "0")})
      from generate_series(${sql.raw(first)}, now()::date, interval '1 day') as d,
        generate_series(1, ${values}::int) as i`.execute(db);
  }
}

/** Raw events of the last `keepDays` days: page views and their visits, today's up to now. */
async function seedRaw(db, keepDays) {
  const visits = Math.round((perDay / 2.8) * keepDays);
  const views = perDay * keepDays;
  const span = keepDays * 86_400;
  await sql`insert into analytics_visit (id, visitor_hash, day, first_of_day, started_at,
      last_seen_at, entry_path, exit_path, referrer_site, source, utm_source, utm_campaign, device,
      browser, os, pageviews)
    select g, null, (now() - make_interval(secs => (g::bigint * 7919) % ${span}))::date, g % 5 <> 0,
      now() - make_interval(secs => (g::bigint * 7919) % ${span}),
      now() - make_interval(secs => (g::bigint * 7919) % ${span}) + interval '95 seconds',
      '/page-' || (g % 66), '/page-' || ((g + 7) % 66),
      case when g % 3 = 0 then 'google.com' end, case when g % 3 = 0 then 'search' else 'direct' end,
      case when g % 5 = 0 then 'news' end, case when g % 5 = 0 then 'campaign-' || (g % 40) end,
      'desktop', 'Chrome', 'Linux', 3
    from generate_series(1, ${visits}::int) as g`.execute(db);
  await sql`select setval('analytics_visit_id_seq', ${visits}::int)`.execute(db);
  await sql`insert into analytics_pageview (visit_id, at, path)
    select 1 + g % ${visits}, now() - make_interval(secs => (g::bigint * 104729) % ${span}), '/page-' || (g % 66)
    from generate_series(1, ${views}::int) as g`.execute(db);
  await sql`analyze`.execute(db);
  return { visits, views };
}

function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

async function dashboard(name, database, keepDays) {
  const seedStart = performance.now();
  await seedRollups(database.db);
  const raw = await seedRaw(database.db, keepDays);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const ninetyBefore = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const whole = (query) => ({ range: readRange(query), filters: [] });
  // Two stacked filters read the visits themselves (server/analytics/filters.mjs).
  const views = {
    today: whole({ range: "today" }),
    "7 days": whole({ range: "7d" }),
    "30 days": whole({ range: "30d" }),
    "90 days": whole({ range: "90d" }),
    "custom 90": whole({ range: "custom", from: ninetyBefore, to: yesterday }),
    "7 days, source + campaign source": readQuery({
      range: "7d",
      source: "search",
      utm_source: "news",
    }),
    "30 days, source + campaign source": readQuery({
      range: "30d",
      source: "search",
      utm_source: "news",
    }),
    "7 days, page + source": readQuery({ range: "7d", page: "/page-1", source: "search" }),
    "30 days, page + source": readQuery({ range: "30d", page: "/page-1", source: "search" }),
  };
  const rows = [];
  for (const [label, { range, filters }] of Object.entries(views)) {
    await summariseAnalytics(database.db, range, { filters }); // warm the caches once, uncounted
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      await summariseAnalytics(database.db, range, { filters });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push({ label, p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
  }
  const { rows: sizes } = await sql`select (select count(*)::int from analytics_daily) as rollups,
    (select count(*)::int from analytics_pageview) as pageviews,
    (select count(*)::int from analytics_visit) as visits`.execute(database.db);
  return { name, seedSeconds, raw, keepDays, sizes: sizes[0], rows };
}

const workDir = await mkdtemp(path.join(tmpdir(), "flowboard-bench-analytics-"));
const cluster = startPostgresCluster();
let failed = false;
try {
  console.log(
    `Host: ${cpus().length} cores (${cpus()[0]?.model ?? "unknown"}). Intake: ${amount} page views from ${connections} connections.`,
  );
  const stores = [];
  if (cluster && only !== "pglite")
    stores.push({
      name: "PostgreSQL",
      fresh: async () => {
        const url = await createDatabase(cluster.url());
        return { env: { DATABASE_URL: url }, open: () => openDatabase({ url }) };
      },
      keepDays: rawDays,
    });
  else if (!cluster) console.log("No PostgreSQL server installed: PGlite only.");
  if (only !== "postgres")
    stores.push({
      name: "PGlite",
      fresh: async () => {
        const dataDir = await mkdtemp(path.join(workDir, "pglite-"));
        return {
          env: { DATABASE_URL: "", DATA_DIR: dataDir },
          open: () => openDatabase({ dataDir, url: "" }),
        };
      },
      keepDays: pgliteRawDays,
    });

  const intakes = [];
  const dashboards = [];
  for (const store of stores) {
    const target = await store.fresh();
    console.log(`${store.name}: intake ...`);
    intakes.push(await intake(store.name, target.env, target.open, workDir));
    const seeded = await store.fresh();
    console.log(
      `${store.name}: seeding ${days} days of rollups and ${store.keepDays} days of raw events ...`,
    );
    const database = await seeded.open();
    try {
      dashboards.push(await dashboard(store.name, database, store.keepDays));
    } finally {
      await database.close();
    }
  }

  console.log("\nIntake (page-view beacons into one instance)\n");
  console.log(
    "| store | page views/s | p99 ms | 204s | other answers | stored page views | lost | visits | rolled-up page views |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const run of intakes) {
    console.log(
      `| ${run.name} | ${run.perSecond} | ${run.p99} | ${run.accepted} | ${run.other + run.errors} | ${run.stored.pageviews} | ${run.lost} | ${run.stored.visits} | ${run.stored.rolled} |`,
    );
    if (
      run.lost !== 0 ||
      run.stored.rolled !== run.stored.pageviews ||
      run.other ||
      run.errors ||
      run.exitCode !== 0
    ) {
      console.error(`FAIL: ${run.name} lost or refused page views.`);
      failed = true;
    }
  }
  console.log(`\nDashboard reads (summariseAnalytics, ${runs} runs per range, ms)\n`);
  for (const run of dashboards) {
    console.log(
      `${run.name}: seeded in ${run.seedSeconds.toFixed(0)} s: ${run.sizes.rollups} rollup rows (${days} days), ${run.sizes.pageviews} raw page views and ${run.sizes.visits} visits (${run.keepDays} days of ${perDay} page views)`,
    );
  }
  console.log(
    `\n| range | ${dashboards.map((run) => `${run.name} p50 | ${run.name} p95`).join(" | ")} |`,
  );
  console.log(`|---|${dashboards.map(() => "---:|---:").join("|")}|`);
  for (const [index, { label }] of (dashboards[0]?.rows ?? []).entries())
    console.log(
      `| ${label} | ${dashboards.map((run) => `${run.rows[index].p50.toFixed(1)} | ${run.rows[index].p95.toFixed(1)}`).join(" | ")} |`,
    );
  const postgres = dashboards.find((run) => run.name === "PostgreSQL");
  if (postgres?.rows.some((row) => row.p95 > 300)) {
    console.error("FAIL: a dashboard read's p95 passed 300 ms on PostgreSQL.");
    failed = true;
  }
  if (intakes.some((run) => run.name === "PostgreSQL" && run.perSecond < 2000)) {
    console.error("FAIL: fewer than 2,000 page views a second into one instance on PostgreSQL.");
    failed = true;
  }
} finally {
  cluster?.stop();
  await rm(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
