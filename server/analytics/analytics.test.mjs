// @vitest-environment node
import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { GOAL_EVENT as APP_GOAL_EVENT } from "../../app/lib/analytics/goal.ts";
import { GOAL_EVENT as REPORTER_GOAL_EVENT } from "../../app/lib/analytics/visit-beacons.ts";
import { analyticsText } from "../../scripts/analytics.mjs";
import { contactFormHtml } from "../../tests/support/contact-fixture.mjs";
import { createDatabase, openTestPglite } from "../../tests/support/databases.mjs";
import { makeFixtureBuild, ORIGIN, pageHtml } from "../../tests/support/fixture-build.mjs";
import { encodeForm, validRequest } from "../../tests/support/form-posts.mjs";
import { addAccount } from "../admin/accounts.mjs";
import { buildServer } from "../app.mjs";
import { openDatabase } from "../db/database.mjs";
import { applyRetention } from "../privacy/retention.mjs";
import { readRange, summariseAnalytics } from "./report.mjs";

// A login costs a real scrypt hash (several tenths of a second on a busy machine).
vi.setConfig({ testTimeout: 30_000 });

const HOST = "flowboard.example";
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const SAME_ORIGIN = { host: HOST, origin: `https://${HOST}`, "sec-fetch-site": "same-origin" };
const EMAIL = "ops@flowboard.example";
const PASSWORD = "correct horse battery staple";

const page = (title, route) =>
  pageHtml({ title, canonical: `${ORIGIN}${route}`, route, noindex: false });
const adminShell =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Leads | Flowboard team inbox</title><link rel="stylesheet" href="/assets/root-AbC123.css"/><link rel="modulepreload" href="/assets/entry-Xy9.js"/></head><body><main>Loading the team inbox</main><script type="module">import "/assets/entry-Xy9.js";</script></body></html>';

async function fixtureBuild() {
  return makeFixtureBuild({
    extraFiles: {
      "pricing/index.html": page("Pricing", "/pricing"),
      "contact/index.html": page("Contact", "/contact").replace(
        "<main>",
        `<main>${contactFormHtml()}`,
      ),
      "contact/thanks/index.html": page("Thank you", "/contact/thanks"),
      "contact/send/index.html": page("Not sent", "/contact/send"),
      "admin/index.html": adminShell,
    },
  });
}

const serverOf = (fixture, database, analytics = {}) =>
  buildServer({
    root: fixture.clientDir,
    database,
    forms: { minFillMs: 0 },
    // Queued only: the discard port on this machine, never reached within a test.
    leadNotice: { webhookUrl: "http://127.0.0.1:9/lead", webhookSecret: "test-secret" },
    analytics: { flushIntervalMs: 60_000, eventsPerMinute: 1000, ...analytics },
  });

/** A beacon as the reporter sends it, from `address` with `agent`. */
const beacon = (app, body, { address = "198.51.100.7", agent = CHROME, headers = {} } = {}) =>
  app.inject({
    method: "POST",
    url: "/rum/event",
    headers: {
      ...SAME_ORIGIN,
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": agent,
      ...headers,
    },
    payload: typeof body === "string" ? body : JSON.stringify(body),
    remoteAddress: address,
  });
const view = (path, extra = {}) => ({ n: "view", u: `https://${HOST}${path}`, ...extra });

async function sendContactForm(app, { address, agent = CHROME, headers = {}, fields = {} }) {
  const token = await app.inject({
    method: "GET",
    url: "/contact/send?token",
    headers: { accept: "application/json", host: HOST },
  });
  return app.inject({
    method: "POST",
    url: "/contact/send",
    headers: {
      ...SAME_ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": agent,
      referer: `https://${HOST}/contact`,
      ...headers,
    },
    payload: encodeForm({ formToken: token.json().formToken, ...validRequest(fields) }),
    remoteAddress: address,
  });
}

const today = () => readRange({ range: "today" });
const rowCount = async (db, table) =>
  (await sql`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0].n;
const counts = async (db) => ({
  visits: await rowCount(db, "analytics_visit"),
  pageviews: await rowCount(db, "analytics_pageview"),
  goals: await rowCount(db, "analytics_goal"),
  rollups: await rowCount(db, "analytics_daily"),
});

describe("visit analytics on one instance", () => {
  let fixture;
  let database;
  let app;
  let analytics;
  let cookie;

  beforeAll(async () => {
    fixture = await fixtureBuild();
    database = await openTestPglite();
    await addAccount(database.db, EMAIL, PASSWORD);
    app = serverOf(fixture, database);
    await app.ready();
    const login = await app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: EMAIL, password: PASSWORD }).toString(),
    });
    cookie = String(login.headers["set-cookie"]).split(";")[0];
    analytics = async () => {
      const response = await app.inject({
        method: "GET",
        url: "/admin/api/analytics?range=today",
        headers: { cookie, host: HOST },
      });
      return response.json();
    };
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fixture?.cleanup();
  });

  it("follows a campaign visit from its entry through /pricing to the contact form, in the dashboard and on the lead", async () => {
    const address = "203.0.113.10";
    const entry = view("/?utm_source=Newsletter&utm_medium=email&utm_campaign=spring-launch", {
      r: "https://www.google.com/search?q=flowboard",
    });
    expect((await beacon(app, entry, { address })).statusCode).toBe(204);
    expect((await beacon(app, view("/pricing"), { address })).statusCode).toBe(204);
    expect(
      (await beacon(app, { n: "plan", d: "business", u: `https://${HOST}/pricing` }, { address }))
        .statusCode,
    ).toBe(204);
    const sent = await sendContactForm(app, { address });
    expect(sent.statusCode).toBe(303);

    const lead = await database.db.selectFrom("lead").selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      entry_path: "/",
      referrer_site: "google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring-launch",
      utm_term: null,
    });
    const inbox = await app.inject({
      method: "GET",
      url: `/admin/api/leads/${lead.id}`,
      headers: { cookie, host: HOST },
    });
    expect(inbox.json().lead.utm_campaign).toBe("spring-launch");
    const csv = await app.inject({
      method: "GET",
      url: "/admin/api/leads.csv",
      headers: { cookie, host: HOST },
    });
    expect(csv.body.split("\r\n")[0]).toContain('"UTM campaign"');
    expect(csv.body).toContain('"spring-launch"');
    const webhook = await database.db
      .selectFrom("mail_outbox")
      .select("body")
      .where("kind", "=", "webhook")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(webhook.body).lead.attribution).toEqual({
      entry_path: "/",
      referrer_site: "google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring-launch",
      utm_term: null,
      utm_content: null,
    });

    const summary = await analytics();
    expect(summary.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 2, bounceRate: 0 });
    const table = (dimension) => summary.tables.find((t) => t.dimension === dimension).rows;
    expect(table("campaign")).toEqual([
      expect.objectContaining({ value: "newsletter / email / spring-launch", conversions: 1 }),
    ]);
    expect(table("source")).toEqual([expect.objectContaining({ value: "search", visits: 1 })]);
    expect(table("device")[0].value).toBe("desktop");
    expect(table("browser")[0].value).toBe("Chrome");
    const goal = (name) => summary.goals.find((g) => g.goal === name);
    expect(goal("contact")).toMatchObject({ visits: 1, completions: 1, rate: 1 });
    expect(goal("plan")).toMatchObject({
      visits: 1,
      details: [{ value: "business", completions: 1 }],
    });
    expect(summary.funnels[0].steps.map((step) => step.visits)).toEqual([1, 1, 1]);
    expect(summary.live).toMatchObject({ visits: 1, pageviews: 2 });
    // `npm run analytics` prints the same summary.
    const printed = analyticsText(summary).join("\n");
    expect(printed).toMatch(/Visitors\s+1\s+0/);
    expect(printed).toMatch(/newsletter \/ email \/ spring-launch\s+1\s+1\s+0\.0%\s+1/);

    const dashboard = await app.inject({
      method: "GET",
      url: "/admin/analytics?range=7d",
      headers: { cookie, host: HOST },
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers["cache-control"]).toContain("no-store");
    expect(dashboard.body).toContain("newsletter / email / spring-launch");
    // The contact goal's name, as the team set it (content/analytics/goals.json).
    const goals = JSON.parse(readFileSync("content/analytics/goals.json", "utf8")).goals;
    expect(dashboard.body).toContain(goals.find((goal) => goal.id === "contact").label);
    expect(dashboard.body).not.toContain('<script type="module"');
    expect(dashboard.body).not.toContain("modulepreload");
  });

  it("keeps a sign-up's first touch on the subscriber, and counts the confirmation as a goal", async () => {
    const address = "203.0.113.16";
    await beacon(app, view("/features?utm_source=linkedin&utm_medium=social&utm_campaign=q4"), {
      address,
    });
    const signUp = await app.inject({
      method: "POST",
      url: "/newsletter",
      headers: {
        ...SAME_ORIGIN,
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": CHROME,
      },
      payload: "email=reader%40example.com&website=",
      remoteAddress: address,
    });
    expect(signUp.statusCode).toBe(303);
    const subscriber = await database.db
      .selectFrom("subscriber")
      .selectAll()
      .where("email", "=", "reader@example.com")
      .executeTakeFirstOrThrow();
    expect(subscriber).toMatchObject({ entry_path: "/features", utm_campaign: "q4" });
    const mail = await database.db
      .selectFrom("mail_outbox")
      .select("body")
      .where("recipient", "=", "reader@example.com")
      .executeTakeFirstOrThrow();
    const token = /confirm\?token=([^\s&"]+)/.exec(mail.body)[1];
    const confirmed = await app.inject({
      method: "GET",
      url: `/newsletter/confirm?token=${token}`,
      headers: { host: HOST, "user-agent": CHROME },
      remoteAddress: address,
    });
    expect(confirmed.headers.location).toBe("/newsletter/confirmed");
    const summary = await analytics();
    const newsletter = summary.goals.find((goal) => goal.goal === "newsletter");
    expect(newsletter).toMatchObject({ visits: 1, completions: 1 });
    const campaign = summary.tables.find((table) => table.dimension === "campaign").rows;
    expect(campaign.find((row) => row.value === "linkedin / social / q4")).toMatchObject({
      visits: 1,
    });
  });

  it("counts a second page view of a visit, and a new visit after 30 idle minutes of the same visitor", async () => {
    const address = "203.0.113.11";
    const agent = IPHONE;
    await beacon(app, view("/features"), { address, agent });
    await beacon(app, view("/features/sales-crm"), { address, agent });
    // The first visit's last event moved 31 minutes back: the next view starts a visit.
    await app.inject({
      method: "GET",
      url: "/admin/api/analytics",
      headers: { cookie, host: HOST },
    });
    await sql`update analytics_visit set last_seen_at = last_seen_at - interval '31 minutes'
      where device = 'phone'`.execute(database.db);
    await beacon(app, view("/pricing"), { address, agent });
    const summary = await analytics();
    const phone = summary.tables.find((t) => t.dimension === "device").rows;
    expect(phone.find((row) => row.value === "phone")).toMatchObject({ visitors: 1, visits: 2 });
  });

  it("keeps nothing of a visit with Global Privacy Control or Do Not Track, nor of a bot", async () => {
    const before = await counts(database.db);
    const address = "203.0.113.12";
    for (const headers of [{ "sec-gpc": "1" }, { dnt: "1" }])
      expect((await beacon(app, view("/?utm_campaign=gpc"), { address, headers })).statusCode).toBe(
        204,
      );
    const bot = await beacon(app, view("/"), {
      address,
      agent: "Googlebot/2.1 (+http://www.google.com/bot.html)",
    });
    expect(bot.statusCode).toBe(204);
    const sent = await sendContactForm(app, {
      address,
      headers: { "sec-gpc": "1" },
      fields: { email: "gpc@example.com" },
    });
    expect(sent.statusCode).toBe(303);
    await app.inject({
      method: "GET",
      url: "/admin/api/analytics",
      headers: { cookie, host: HOST },
    });
    expect(await counts(database.db)).toEqual(before);
    const lead = await database.db
      .selectFrom("lead")
      .selectAll()
      .where("email", "=", "gpc@example.com")
      .executeTakeFirstOrThrow();
    expect(lead.entry_path).toBeNull();
  });

  it("groups visits into channels by referrer and tags, and lists exit pages, on the dashboard, in the JSON, the command and the CSV", async () => {
    const visits = [
      ["203.0.113.30", [view("/?utm_source=newsletter&utm_medium=email"), view("/pricing")]],
      ["203.0.113.31", [view("/features?utm_source=google&utm_medium=cpc"), view("/contact")]],
      ["203.0.113.32", [view("/features", { r: "https://www.linkedin.com/feed/" })]],
    ];
    for (const [address, views] of visits)
      for (const body of views) expect((await beacon(app, body, { address })).statusCode).toBe(204);
    const summary = await analytics();
    const table = (dimension) => summary.tables.find((t) => t.dimension === dimension);
    const labels = table("channel").rows.map((row) => row.label);
    expect(labels).toEqual(expect.arrayContaining(["Email", "Paid search", "Organic social"]));
    expect(table("channel").rows.find((row) => row.label === "Paid search")).toMatchObject({
      value: "paid-search",
      visits: 1,
    });
    expect(table("exit").title).toBe("Exit pages");
    // A visit's exit page moves with each view: /pricing and /contact, never / or /features.
    const exits = Object.fromEntries(table("exit").rows.map((row) => [row.value, row.visits]));
    expect(exits["/contact"]).toBeGreaterThanOrEqual(1);
    expect(summary.tables.map((t) => t.dimension).slice(0, 4)).toEqual([
      "page",
      "channel",
      "entry",
      "exit",
    ]);

    const dashboard = await app.inject({
      method: "GET",
      url: "/admin/analytics?range=today",
      headers: { cookie, host: HOST },
    });
    expect(dashboard.body).toMatch(/<h2 id="table-channel"[^>]*>Channels<\/h2>/);
    expect(dashboard.body).toMatch(/<h2 id="table-exit"[^>]*>Exit pages<\/h2>/);
    expect(dashboard.body).toMatch(
      /<th scope="row"[^>]*><a href="[^"]*channel=paid-search"[^>]*>Paid search<\/a><\/th>/,
    );
    const printed = analyticsText(summary).join("\n");
    expect(printed).toMatch(/^Channel\s+Visitors\s+Visits/m);
    expect(printed).toMatch(/^Paid search\s+1\s+1\s+/m);
    expect(printed).toMatch(/^Exit page\s+Visitors/m);
    const csv = await app.inject({
      method: "GET",
      url: "/admin/api/analytics.csv?range=today",
      headers: { cookie, host: HOST },
    });
    expect(csv.body).toContain('"channel","Paid search"');
    expect(csv.body).toContain('"exit","/contact"');
  });

  it("keeps the view of a campaign tag with odd characters, the tag normalized or cut", async () => {
    const address = "203.0.113.17";
    const tags = {
      utm_source: "Partner's-List!",
      utm_medium: "E-mail 📧",
      utm_campaign: "45%=off #1",
      utm_term: "x".repeat(150),
      utm_content: "<img src=x onerror=alert(1)>",
    };
    const answer = await beacon(app, view(`/features?${new URLSearchParams(tags)}`), { address });
    expect(answer.statusCode).toBe(204);
    const summary = await analytics();
    const table = (dimension) => summary.tables.find((t) => t.dimension === dimension).rows;
    expect(table("campaign").map((row) => row.value)).toContain(
      "partner's-list! / e-mail 📧 / 45%=off #1",
    );
    expect(table("utm_term").map((row) => row.value)).toContain("x".repeat(100));
    expect(table("utm_content").map((row) => row.value)).toContain("<img src=x onerror=alert(1)>");
    const dashboard = await app.inject({
      method: "GET",
      url: "/admin/analytics?range=today",
      headers: { cookie, host: HOST },
    });
    expect(dashboard.body).toContain("partner&#39;s-list! / e-mail 📧 / 45%=off #1");
    expect(dashboard.body).not.toContain("<img src=x");
  });

  it("refuses hostile beacons with 400 and stores nothing of them", async () => {
    const before = await counts(database.db);
    const address = "203.0.113.13";
    const u = `https://${HOST}/`;
    const hostile = [
      "x".repeat(5000),
      "not json",
      "[]",
      JSON.stringify({ n: "view" }),
      JSON.stringify({ n: "view", u, extra: 1 }),
      JSON.stringify({ n: 5, u }),
      JSON.stringify({ n: "view", u: 7 }),
      JSON.stringify({ n: "view", u, r: 42 }),
      JSON.stringify({ n: "view", u: "javascript:alert(1)" }),
      JSON.stringify({ n: "view", u: "https://evil.example/" }),
      JSON.stringify({ n: "view", u, r: "<script>alert(1)</script>" }),
      JSON.stringify({ n: "view", u, r: 'https://evil.example/"><img src=x onerror=alert(1)>' }),
      JSON.stringify({ n: "signup", u }),
      JSON.stringify({ n: "contact", u }),
      JSON.stringify({ n: "newsletter", u }),
      JSON.stringify({ n: "__proto__", u }),
      JSON.stringify({ n: "plan", u }),
      JSON.stringify({ n: "plan", u, d: "<b>" }),
      JSON.stringify({ n: "outbound", u, d: "evil.example/<x>" }),
      JSON.stringify({ n: "try-it", u, d: "extra" }),
    ];
    for (const body of hostile) {
      const answer = await beacon(app, body, { address });
      expect(answer.statusCode, body.slice(0, 60)).toBe(400);
    }
    await app.inject({
      method: "GET",
      url: "/admin/api/analytics",
      headers: { cookie, host: HOST },
    });
    expect(await counts(database.db)).toEqual(before);
  });

  it("answers a generated corpus of beacons without a 5xx", async () => {
    const parts = [
      "n",
      "u",
      "r",
      "d",
      "view",
      "plan",
      "outbound",
      `https://${HOST}/`,
      "\u0000",
      "<svg/onload=1>",
      "=1+1",
      "%ZZ",
      "\ud800",
      "a".repeat(3000),
      "{",
      "}",
      '"',
      ":",
      ",",
      "[",
      "null",
      "1e999",
    ];
    let seed = 49;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const statuses = new Set();
    for (let i = 0; i < 150; i += 1) {
      let body = "";
      const length = 1 + Math.floor(random() * 12);
      for (let j = 0; j < length; j += 1) body += parts[Math.floor(random() * parts.length)];
      const answer = await beacon(app, body, { address: "203.0.113.14" });
      statuses.add(answer.statusCode);
      expect(answer.statusCode, body.slice(0, 80)).toBeLessThan(500);
    }
    expect([...statuses].every((status) => [204, 400].includes(status))).toBe(true);
  });

  it("answers a flood from one address with 429", async () => {
    const flooded = serverOf(fixture, database, { eventsPerMinute: 5 });
    try {
      const statuses = [];
      for (let i = 0; i < 7; i += 1)
        statuses.push((await beacon(flooded, view("/"), { address: "203.0.113.15" })).statusCode);
      expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    } finally {
      await flooded.close();
    }
  });

  it("shows stored markup as text on the dashboard and neutralises formulas in its CSV", async () => {
    const day = today().to;
    await sql`insert into analytics_daily (day, dimension, value, visits) values
      (${day}::date, 'campaign', '<img src=x onerror=alert(1)>', 1),
      (${day}::date, 'referrer', '=HYPERLINK("https://evil.example")', 1)`.execute(database.db);
    const dashboard = await app.inject({
      method: "GET",
      url: "/admin/analytics?range=today",
      headers: { cookie, host: HOST },
    });
    expect(dashboard.body).not.toContain("<img src=x");
    expect(dashboard.body).toContain("&#60;img src=x onerror=alert(1)&#62;");
    const csv = await app.inject({
      method: "GET",
      url: "/admin/api/analytics.csv?range=today",
      headers: { cookie, host: HOST },
    });
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
  });

  it("sends a stranger to the login page and answers a bad range with a clear 400", async () => {
    const stranger = await app.inject({
      method: "GET",
      url: "/admin/analytics",
      headers: { host: HOST },
    });
    expect(stranger.statusCode).toBe(303);
    expect(stranger.headers.location).toBe("/admin/login");
    const csv = await app.inject({
      method: "GET",
      url: "/admin/api/analytics.csv",
      headers: { host: HOST },
    });
    expect(csv.statusCode).toBe(401);
    const bad = await app.inject({
      method: "GET",
      url: "/admin/analytics?range=custom&from=2026-02-30&to=2026-03-01",
      headers: { cookie, host: HOST },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(
      "The range&#39;s first day, 2026-02-30, is not a day of the calendar.",
    );
    // The date fields offer only the days the server takes: the first kept, up to today.
    const { from: earliest } = readRange({
      range: "custom",
      from: "2000-01-01",
      to: "2000-01-01",
    }).error.match(/start on (?<from>[\d-]+)/).groups;
    for (const field of ["from", "to"])
      expect(bad.body).toMatch(
        new RegExp(`<input type="date" name="${field}"[^>]* min="${earliest}" max="${today().to}"`),
      );
    expect(readRange({ range: "custom", from: "2026-03-02", to: "2026-03-01" })).toEqual({
      error: "The range's first day must not be after its last.",
    });
    expect(readRange({ range: "custom", from: "2020-01-01", to: "2026-01-01" }).error).toMatch(
      /^Counts are kept 730 days: a range may start on \d{4}-\d{2}-\d{2} at the earliest\.$/,
    );
  });

  it("forgets a day's hashes, raw events after 30 days and rollups after two years", async () => {
    const db = database.db;
    await sql`insert into analytics_visit (visitor_hash, day, first_of_day, started_at, last_seen_at,
        entry_path, exit_path, source, device, browser, os, pageviews)
      values ('old-hash', '2026-01-10', true, '2026-01-10T10:00:00Z', '2026-01-10T10:00:00Z', '/', '/', 'direct', 'desktop', 'Chrome', 'Linux', 1),
             ('day-hash', '2026-02-08', true, '2026-02-08T10:00:00Z', '2026-02-08T10:00:00Z', '/', '/', 'direct', 'desktop', 'Chrome', 'Linux', 1)`.execute(
      db,
    );
    await sql`insert into analytics_daily (day, dimension, value, visits) values
      ('2024-01-01', 'total', '', 5), ('2026-01-10', 'total', '', 1)`.execute(db);
    const removed = await applyRetention(db, new Date("2026-02-09T01:00:00Z"));
    expect(removed.analyticsRollups).toBe(1);
    const left = await sql`select visitor_hash, day::text as day from analytics_visit
      where day < '2026-03-01' order by day`.execute(db);
    expect(left.rows).toEqual([{ visitor_hash: null, day: "2026-02-08" }]);
  });

  it("names the goal event the same in the app and in the reporter", () => {
    expect(APP_GOAL_EVENT).toBe(REPORTER_GOAL_EVENT);
  });
});

const postgresUrl = inject("postgresUrl");

describe.runIf(postgresUrl)("two instances on one PostgreSQL", () => {
  it("count one visitor once, however the visit's beacons are spread between them", async () => {
    const fixture = await fixtureBuild();
    const url = await createDatabase(postgresUrl);
    const databases = [await openDatabase({ url }), await openDatabase({ url })];
    const apps = databases.map((database) => serverOf(fixture, database));
    try {
      // Every view lands on both instances' queues before either writes: both flush at once.
      const address = "198.51.100.20";
      const pages = ["/", "/features", "/pricing", "/features/sales-crm", "/contact", "/"];
      await Promise.all(
        pages.map((path, index) => beacon(apps[index % 2], view(path), { address })),
      );
      await Promise.all(apps.map((app) => app.analytics.flush()));
      const summary = await summariseAnalytics(databases[0].db, today());
      expect(summary.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: pages.length });
      expect(await rowCount(databases[0].db, "analytics_visit")).toBe(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(databases.map((database) => database.close()));
      await fixture.cleanup();
    }
  });
});
