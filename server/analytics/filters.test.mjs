// @vitest-environment node
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { analyticsText, readArguments } from "../../scripts/analytics.mjs";
import { analyticsServer, CHROME, HOST } from "../../tests/support/analytics-server.mjs";
import { MAX_FILTER_LENGTH, readFilters } from "./filters.mjs";
import { readQuery, summariseAnalytics } from "./report.mjs";

// A login costs a real scrypt hash (several tenths of a second on a busy machine).
vi.setConfig({ testTimeout: 30_000 });

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const EMAIL = "ops@flowboard.example";
const PASSWORD = "correct horse battery staple";

describe("filters as the query string gives them (hostile corpus)", () => {
  it("ignores keys that name no filter, and refuses a repeated, empty, huge or control-character value with the reason", () => {
    expect(readFilters({ fbclid: "x", utm_source: "news", "channel]": "x" })).toEqual({
      filters: [{ key: "utm_source", value: "news" }],
    });
    expect(readFilters({ channel: ["email", "direct"] }).error).toMatch(/once only/);
    expect(readFilters({ page: "" }).error).toMatch(/needs a value/);
    expect(readFilters({ page: "/".repeat(MAX_FILTER_LENGTH + 1) }).error).toMatch(
      new RegExp(`longer than ${MAX_FILTER_LENGTH}`),
    );
    expect(readFilters({ os: "Linux\u0000" }).error).toMatch(/control character/);
    expect(readFilters({ device: { $ne: 1 } }).error).toMatch(/needs a value/);
    // Text that looks like SQL is a value like any other.
    expect(readFilters({ source: "' or 1=1 --" })).toEqual({
      filters: [{ key: "source", value: "' or 1=1 --" }],
    });
  });

  it("shows in full only a table the dashboard has, sorted by visitors, views or leads, and filters only the visits still kept", () => {
    const now = Date.parse("2026-06-15T12:00:00Z");
    expect(readQuery({ show: "passwords" }, now).error).toMatch(/one of the dashboard's tables/);
    expect(readQuery({ show: "source", sort: "revenue" }, now).error).toMatch(/visitors, views/);
    expect(readQuery({ show: ["source", "page"] }, now).error).toMatch(/tables/);
    expect(readQuery({ sort: "leads" }, now).error).toMatch(/tables/);
    expect(readQuery({ show: "source", sort: "leads" }, now)).toMatchObject({
      show: "source",
      sort: "leads",
    });
    expect(readQuery({ range: "90d", channel: "email" }, now).error).toMatch(
      /kept 30 days: a filtered range may start on 2026-05-17/,
    );
    expect(readQuery({ range: "90d" }, now).filters).toEqual([]);
    expect(
      readQuery({ range: "custom", from: "2026-13-01", to: "2026-06-01", page: "/" }, now),
    ).toMatchObject({ error: expect.stringMatching(/not a day of the calendar/) });
  });

  it("reads `npm run analytics` options as the dashboard's query", () => {
    expect(readArguments(["--channel=email", "--page=/pricing", "--show=source"])).toEqual({
      channel: "email",
      page: "/pricing",
      show: "source",
    });
    expect(readArguments(["--from=2026-01-01", "--to=2026-01-02"]).range).toBe("custom");
    expect(readArguments(["--os=a", "--os=b"]).os).toEqual(["a", "b"]);
    expect(readArguments(["channel=email"]).error).toMatch(/--name=value/);
  });
});

describe("a filtered dashboard", () => {
  let server;
  let database;
  let app;
  let cookie;
  let beacon;
  let view;

  const get = (url) => app.inject({ method: "GET", url, headers: { cookie, host: HOST } });

  beforeAll(async () => {
    server = await analyticsServer({ accounts: [{ email: EMAIL, password: PASSWORD }] });
    ({ app, database, beacon, view } = server);
    cookie = server.cookies[EMAIL];

    // Three email visits (one on a phone), two of which read /pricing, one pressing a plan;
    // two from a search engine; one direct.
    const email = "/?utm_source=news&utm_medium=email&utm_campaign=spring";
    const google = { r: "https://www.google.com/" };
    const visits = [
      ["198.51.100.1", CHROME, [view(email), view("/pricing")], "business"],
      ["198.51.100.2", IPHONE, [view(email), view("/pricing"), view("/contact")]],
      ["198.51.100.3", CHROME, [view(email)]],
      ["198.51.100.4", CHROME, [view("/pricing", google), view("/")]],
      ["198.51.100.5", IPHONE, [view("/", google)]],
      ["198.51.100.6", CHROME, [view("/contact")]],
    ];
    for (const [address, agent, views, plan] of visits) {
      for (const body of views)
        expect((await beacon(body, { address, agent })).statusCode).toBe(204);
      if (plan)
        expect(
          (await beacon({ n: "plan", d: plan, u: `https://${HOST}/pricing` }, { address, agent }))
            .statusCode,
        ).toBe(204);
    }
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it("counts a filter's visits as the unfiltered table counts that row, for every table and on stacked filters", async () => {
    const whole = (await get("/admin/api/analytics?range=today")).json();
    for (const table of whole.tables.filter((table) => table.dimension !== "page"))
      for (const row of table.rows) {
        const answer = await get(
          `/admin/api/analytics?range=today&${table.dimension}=${encodeURIComponent(row.value)}`,
        );
        expect(answer.statusCode).toBe(200);
        const { totals, filters } = answer.json();
        expect(filters).toEqual([{ key: table.dimension, value: row.value }]);
        expect(totals, `${table.dimension} = ${row.value}`).toMatchObject({
          visitors: row.visitors,
          visits: row.visits,
          pageviews: row.pageviews,
          conversions: row.conversions,
        });
      }
    // Visits that read /pricing: which pages they read, and how many came by email.
    const pricing = (await get("/admin/api/analytics?range=today&page=%2Fpricing")).json();
    expect(pricing.totals.visits).toBe(3);
    const pages = pricing.tables.find((table) => table.dimension === "page").rows;
    expect(Object.fromEntries(pages.map((row) => [row.value, row.pageviews]))).toEqual({
      "/": 3,
      "/pricing": 3,
      "/contact": 1,
    });
    const stacked = (
      await get("/admin/api/analytics?range=today&page=%2Fpricing&channel=email&device=phone")
    ).json();
    expect(stacked.totals).toMatchObject({ visits: 1, pageviews: 3 });
    const planned = (await get("/admin/api/analytics?range=today&goal=plan")).json();
    expect(planned.totals.visits).toBe(1);
    expect(planned.goals.find((goal) => goal.goal === "plan")).toMatchObject({
      visits: 1,
      completions: 1,
      details: [{ value: "business", completions: 1 }],
    });
    // The same filters print in `npm run analytics` and shape the CSV.
    const summary = await summariseAnalytics(database.db, readQuery({ range: "today" }).range, {
      filters: [{ key: "channel", value: "email" }],
    });
    expect(analyticsText(summary).join("\n")).toContain("Only visits where: Channel is Email");
    const csv = await get("/admin/api/analytics.csv?range=today&channel=email");
    expect(csv.body).toMatch(/"total","","3","3","6",/);
  });

  it('shows the last 30 minutes in "Now", updated by the browser every few seconds unless paused, behind the login', async () => {
    const live = (await get("/admin/api/analytics/now")).json();
    expect(live).toMatchObject({ minutes: 30, visitors: 6, visits: 6, pageviews: 10 });
    // Each visit is on the page it viewed last.
    expect(live.pages).toEqual([
      { path: "/", visits: 3 },
      { path: "/contact", visits: 2 },
      { path: "/pricing", visits: 1 },
    ]);
    expect(live.channels.find((row) => row.label === "Email")).toMatchObject({ visits: 3 });
    const page = await get("/admin/analytics/now");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta http-equiv="refresh" content="10">');
    expect(page.body).toMatch(/<h2 id="now-pages"[^>]*>Current pages<\/h2>/);
    expect(page.body).toContain('href="/admin/analytics/now?paused=1"');
    expect(page.body).not.toContain('<script type="module"');
    const paused = await get("/admin/analytics/now?paused=1");
    expect(paused.body).not.toContain('http-equiv="refresh"');
    expect(paused.body).toContain("Not updating.");
    for (const url of ["/admin/analytics/now", "/admin/api/analytics/now"]) {
      const stranger = await app.inject({ method: "GET", url, headers: { host: HOST } });
      expect([303, 401], url).toContain(stranger.statusCode);
      expect(stranger.body).not.toContain("Current pages");
    }
  });

  it("answers a hostile filter with 400 and its reason, or as a value no visit has", async () => {
    const sqlish = await get(
      `/admin/api/analytics?range=today&source=${encodeURIComponent("search' or '1'='1")}`,
    );
    expect(sqlish.statusCode).toBe(200);
    expect(sqlish.json().totals.visits).toBe(0);
    const repeated = await get("/admin/api/analytics?range=today&channel=email&channel=direct");
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toMatch(/once only/);
    const huge = await get(`/admin/analytics?range=today&page=${"a".repeat(5000)}`);
    expect(huge.statusCode).toBe(400);
    expect(huge.body).toMatch(/role="alert"[^>]*>The page filter is longer than/);
    const csv = await get("/admin/api/analytics.csv?range=today&os=%00");
    expect(csv.statusCode).toBe(400);
    const unknown = await get("/admin/api/analytics?range=today&fbclid=abc&__proto__=x");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().filters).toEqual([]);
  });

  it("links each row to the view filtered by it, shows the filters as chips that remove them, and shows a table in full sorted", async () => {
    const dashboard = await get("/admin/analytics?range=today&channel=email");
    expect(dashboard.statusCode).toBe(200);
    const html = dashboard.body;
    // A chip takes its filter away; the other rows add theirs beside it.
    expect(html).toContain(
      '<a href="/admin/analytics?range=today" class="inline-flex items-center gap-2 rounded-full',
    );
    expect(html).toContain('aria-label="Remove filter: Channel is Email"');
    expect(html).toContain(
      'href="/admin/analytics?range=today&#38;channel=email&#38;device=phone"',
    );
    expect(html).toContain('<strong aria-current="true">Email</strong>');
    // The range links and the custom range's form keep the filters.
    expect(html).toContain('href="/admin/analytics?range=7d&#38;channel=email"');
    expect(html).toContain('<input type="hidden" name="channel" value="email">');
    expect(html).toContain("/admin/api/analytics.csv?range=custom&#38;from=");
    expect(html).toContain('href="/admin/analytics?range=today&#38;channel=email&#38;show=source"');

    const full = await get("/admin/analytics?range=today&show=page&sort=visitors");
    expect(full.statusCode).toBe(200);
    expect(full.body).toMatch(/<h2 id="table-page"/);
    expect(full.body).not.toMatch(/<h2 id="table-source"/);
    expect(full.body).toMatch(/<a href="[^"]*sort=visitors"[^>]*aria-current="true">Visitors<\/a>/);
    const order = [...full.body.matchAll(/<th scope="row"[^>]*><a [^>]*>([^<]*)<\/a>/g)].map(
      (match) => match[1],
    );
    expect(order).toEqual(["/", "/pricing", "/contact"]);
    const byLeads = (await get("/admin/api/analytics?range=today&show=page&sort=views")).json();
    expect(byLeads.tables).toHaveLength(1);
    expect(byLeads.tables[0].rows.map((row) => row.value)).toEqual(["/", "/pricing", "/contact"]);
  });

  it("compares every table's rows with the period before, filtered or not", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await sql`insert into analytics_daily (day, dimension, value, visits, pageviews)
      values (${yesterday}::date, 'channel', 'email', 6, 12), (${yesterday}::date, 'page', '/', 4, 4)`.execute(
      database.db,
    );
    const summary = (await get("/admin/api/analytics?range=today")).json();
    const rowOf = (dimension, value) =>
      summary.tables
        .find((table) => table.dimension === dimension)
        .rows.find((row) => row.value === value);
    expect(rowOf("channel", "email")).toMatchObject({ visits: 3, previousVisits: 6 });
    expect(rowOf("page", "/")).toMatchObject({ pageviews: 5, previousPageviews: 4 });
    expect(rowOf("device", "desktop")).toMatchObject({ previousVisits: 0 });
    const html = (await get("/admin/analytics?range=today")).body;
    expect(html).toContain('<th scope="col" class="p-3 text-right">Against before</th>');
    // The change against before, as a share of before: 3 visits after 6, 5 page views after 4.
    const change = (now, before) => Math.round((Math.abs(now - before) / before) * 100);
    expect(html).toContain(`<span title="6 visits before">▼ ${change(3, 6)}%</span>`);
    expect(html).toContain(`<span title="4 page views before">▲ ${change(5, 4)}%</span>`);
    // Under a filter, the period before is counted from its visits (none kept here).
    const filtered = (await get("/admin/api/analytics?range=today&device=desktop")).json();
    expect(
      filtered.tables.find((table) => table.dimension === "channel").rows[0].previousVisits,
    ).toBe(0);
    expect((await get("/admin/analytics?range=today&device=desktop")).body).toMatch(
      /<td class="p-3 text-right tabular-nums">new<\/td>/,
    );
  });

  it("shows today and yesterday by hour, filtered as asked", async () => {
    const today = (await get("/admin/api/analytics?range=today")).json();
    expect(today.hours).toHaveLength(24);
    expect(today.hours.reduce((sum, hour) => sum + hour.visits, 0)).toBe(today.totals.visits);
    const email = (await get("/admin/api/analytics?range=today&channel=email")).json();
    expect(email.hours.reduce((sum, hour) => sum + hour.visits, 0)).toBe(3);
    const week = (await get("/admin/api/analytics?range=7d")).json();
    expect(week.hours).toBeUndefined();
    const yesterday = await get("/admin/analytics?range=yesterday");
    expect(yesterday.statusCode).toBe(200);
    expect(yesterday.body).toMatch(/<figcaption[^>]*>By hour /);
    expect(yesterday.body).toContain("per hour (UTC)");
    expect(yesterday.body).toMatch(
      /<a href="\/admin\/analytics\?range=yesterday"[^>]*aria-current="true">Yesterday<\/a>/,
    );
  });
});
