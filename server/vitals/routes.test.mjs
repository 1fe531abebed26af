// @vitest-environment node
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { metricByName } from "../../app/lib/vitals/metrics.js";
import { openTestPglite } from "../../tests/support/databases.mjs";
import { makeFixtureBuild, ORIGIN, pageHtml } from "../../tests/support/fixture-build.mjs";
import { addAccount } from "../admin/accounts.mjs";
import { buildServer } from "../app.mjs";
import { refuseCrossSite } from "../http/guards.mjs";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const HOST = "flowboard.example";
/** A beacon as the browser sends it: text/plain from this site's own page. */
const headers = {
  "content-type": "text/plain;charset=UTF-8",
  origin: `https://${HOST}`,
  "sec-fetch-site": "same-origin",
  "user-agent": BROWSER,
  host: HOST,
};
const entry = (overrides = {}) => ({
  name: "LCP",
  value: 1234.5,
  navigation: "navigate",
  path: "/features",
  ...overrides,
});
const beacon = (metrics = [entry()], device = "desktop") => JSON.stringify({ device, metrics });

// A login costs a real scrypt hash (several tenths of a second on a busy machine).
vi.setConfig({ testTimeout: 30_000 });

const EMAIL = "ops@flowboard.example";
const PASSWORD = "correct horse battery staple";

let fixture;
let database;
let app;
/** The cookie of a team member's session, made by logging in as the admin pages do. */
let adminCookie;

beforeAll(async () => {
  fixture = await makeFixtureBuild({
    extraFiles: {
      "resources/blog/weekly-planning/index.html": pageHtml({
        title: "Weekly planning",
        canonical: `${ORIGIN}/resources/blog/weekly-planning`,
        route: "blog-post",
      }),
    },
  });
  database = await openTestPglite();
  await addAccount(database.db, EMAIL, PASSWORD);
  app = buildServer({
    root: fixture.clientDir,
    database,
    vitals: { beaconsPerMinute: 1000, flushIntervalMs: 60_000 },
  });
  const login = await app.inject({
    method: "POST",
    url: "/admin/login",
    headers: {
      host: HOST,
      origin: `https://${HOST}`,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    payload: new URLSearchParams({ email: EMAIL, password: PASSWORD }).toString(),
  });
  expect(login.statusCode).toBe(200);
  adminCookie = String(login.headers["set-cookie"]).split(";")[0];
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await fixture?.cleanup();
});

beforeEach(async () => {
  await sql`delete from web_vital_histograms`.execute(database.db);
});

const post = (payload, extra = {}) =>
  app.inject({ method: "POST", url: "/rum", headers: { ...headers, ...extra }, payload });

/** Stored rows after the recorder has written what it counted. */
async function stored() {
  const summary = await app.inject({
    method: "GET",
    url: "/admin/api/vitals",
    headers: { host: HOST, cookie: adminCookie },
  });
  expect(summary.statusCode).toBe(200);
  const { rows } =
    await sql`select route, metric, device, navigation, bucket, count::float8 as count from web_vital_histograms order by route, metric`.execute(
      database.db,
    );
  return rows;
}

describe("POST /rum", () => {
  it("counts a beacon under the route pattern, device and navigation type, and answers 204", async () => {
    const response = await post(
      beacon(
        [
          entry(),
          entry({ name: "CLS", value: 0.02, path: "/resources/blog/weekly-planning" }),
          entry({ name: "TTFB", value: 0, navigation: "soft-navigation", path: "/no/such/page" }),
          entry({ name: "INP", value: 40, path: "/admin/vitals" }),
          entry({ name: "FCP", value: 900, path: "/features/?utm_source=mail#top" }),
        ],
        "phone",
      ),
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(response.headers["set-cookie"]).toBeUndefined();
    const lcp = metricByName("LCP").buckets;
    expect(await stored()).toEqual([
      {
        route: "*",
        metric: "TTFB",
        device: "phone",
        navigation: "soft-navigation",
        bucket: 0,
        count: 1,
      },
      {
        route: "/features",
        metric: "FCP",
        device: "phone",
        navigation: "navigate",
        bucket: 9,
        count: 1,
      },
      {
        route: "/features",
        metric: "LCP",
        device: "phone",
        navigation: "navigate",
        bucket: lcp.indexOf(1300),
        count: 1,
      },
      {
        route: "/resources/blog/:slug",
        metric: "CLS",
        device: "phone",
        navigation: "navigate",
        bucket: 2,
        count: 1,
      },
    ]);
  });

  it("adds repeated beacons into the same rows", async () => {
    for (let i = 0; i < 25; i += 1) expect((await post(beacon())).statusCode).toBe(204);
    expect(await stored()).toEqual([
      expect.objectContaining({ route: "/features", metric: "LCP", device: "desktop", count: 25 }),
    ]);
  });

  it.each([
    ["Sec-GPC: 1", { "sec-gpc": "1" }],
    ["DNT: 1", { dnt: "1" }],
    [
      "a crawler",
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    ],
    ["a headless browser", { "user-agent": BROWSER.replace("Chrome/", "HeadlessChrome/") }],
  ])("stores nothing from %s, and still answers 204", async (_name, extra) => {
    const response = await post(beacon(), extra);
    expect(response.statusCode).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it("refuses a beacon posted from another site with 403", async () => {
    const response = await post(beacon(), {
      origin: "https://elsewhere.example",
      "sec-fetch-site": "cross-site",
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(
      refuseCrossSite({ headers: { "sec-fetch-site": "cross-site" } }),
    );
    expect(await stored()).toEqual([]);
  });

  it("answers 429 past the per-minute cap of one address, with Retry-After", async () => {
    const capped = buildServer({
      root: fixture.clientDir,
      database,
      vitals: { beaconsPerMinute: 3, flushIntervalMs: 60_000 },
    });
    try {
      const send = () => capped.inject({ method: "POST", url: "/rum", headers, payload: beacon() });
      for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(204);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.body).toMatch(/Too many beacons/);
    } finally {
      await capped.close();
    }
    expect(await stored()).toEqual([
      expect.objectContaining({ route: "/features", metric: "LCP", count: 3 }),
    ]);
  });

  it("answers 503 without a database", async () => {
    const bare = buildServer({ root: fixture.clientDir });
    try {
      const response = await bare.inject({
        method: "POST",
        url: "/rum",
        headers,
        payload: beacon(),
      });
      expect(response.statusCode).toBe(503);
      expect(response.body).toMatch(/not being recorded/);
    } finally {
      await bare.close();
    }
  });

  const hostile = {
    "empty body": "",
    "not JSON": "LCP=1234",
    "JSON null": "null",
    "an array": "[]",
    "a number": "42",
    "truncated JSON": beacon().slice(0, 40),
    "no metrics": JSON.stringify({ device: "phone", metrics: [] }),
    "metrics not a list": JSON.stringify({ device: "phone", metrics: { name: "LCP" } }),
    "unknown device": beacon([entry()], "tablet"),
    "device missing": JSON.stringify({ metrics: [entry()] }),
    "extra top-level key": JSON.stringify({ device: "phone", metrics: [entry()], id: "abc" }),
    "extra entry key": beacon([{ ...entry(), id: "v5-123" }]),
    "unknown metric": beacon([entry({ name: "FID" })]),
    "metric in lower case": beacon([entry({ name: "lcp" })]),
    "negative value": beacon([entry({ value: -1 })]),
    "NaN as a string": beacon([entry({ value: "NaN" })]),
    "NaN literal": beacon().replace("1234.5", "NaN"),
    "Infinity by overflow": beacon().replace("1234.5", "1e999"),
    "value as a string": beacon([entry({ value: "1234" })]),
    "value null": beacon([entry({ value: null })]),
    "value past the ceiling": beacon([entry({ value: 600_001 })]),
    "CLS past its ceiling": beacon([entry({ name: "CLS", value: 101 })]),
    "unknown navigation type": beacon([entry({ navigation: "teleport" })]),
    "path not a path": beacon([entry({ path: "https://evil.example/x" })]),
    "path not a string": beacon([entry({ path: 7 })]),
    "path too long": beacon([entry({ path: `/${"a".repeat(2100)}` })]),
    "too many entries": beacon(Array(31).fill(entry())),
    "one bad entry among good ones": beacon([entry(), entry({ value: -5 }), entry()]),
    "prototype keys":
      '{"device":"phone","metrics":[{"__proto__":{"name":"LCP"},"value":1,"navigation":"navigate","path":"/"}]}',
    "oversized body": JSON.stringify({
      device: "phone",
      metrics: [entry({ path: `/${"a".repeat(5000)}` })],
    }),
    "deeply nested": `${"[".repeat(2000)}${"]".repeat(2000)}`,
    binary: Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x7b]),
  };

  it.each(Object.entries(hostile))(
    "drops a beacon with %s: 204 or 400, nothing stored",
    async (_name, payload) => {
      const response = await post(payload);
      expect([204, 400]).toContain(response.statusCode);
      if (response.statusCode === 400) expect(response.body.trim().length).toBeGreaterThan(0);
      expect(await stored()).toEqual([]);
    },
  );

  it("reads the body whatever type it is sent as, and refuses bad JSON sent as JSON with 400", async () => {
    expect((await post(beacon(), { "content-type": "application/json" })).statusCode).toBe(204);
    const bad = await post("{", { "content-type": "application/json" });
    expect(bad.statusCode).toBe(400);
    expect(await stored()).toHaveLength(1);
  });

  it("sets no cookie and keeps nothing of the request but the metrics", async () => {
    const response = await post(beacon(), {
      cookie: "session=abc",
      "x-forwarded-for": "203.0.113.9",
    });
    expect(response.headers["set-cookie"]).toBeUndefined();
    await stored();
    const { rows } = await sql`select * from web_vital_histograms`.execute(database.db);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]).sort()).toEqual([
      "bucket",
      "count",
      "day",
      "device",
      "metric",
      "navigation",
      "route",
    ]);
  });
});

describe("GET /admin/api/vitals", () => {
  it("answers 401 without the admin sign-in", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/admin/api/vitals",
      headers: { host: HOST },
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toMatch(/features/);
  });

  it("answers the 28-day summary with the routes seen, as JSON that is not cached", async () => {
    await post(beacon([entry({ value: 3000 }), entry({ name: "INP", value: 120 })], "phone"));
    const response = await app.inject({
      method: "GET",
      url: "/admin/api/vitals",
      headers: { host: HOST, cookie: adminCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/no-store/);
    const summary = response.json();
    expect(summary.days).toBe(28);
    expect(summary.metrics.map((metric) => metric.name)).toEqual([
      "LCP",
      "INP",
      "CLS",
      "FCP",
      "TTFB",
    ]);
    expect(summary.rows).toEqual([
      {
        route: "/features",
        device: "phone",
        metrics: {
          LCP: { p75: 2975, atLeast: false, rating: "needs-improvement", goodShare: 0, samples: 1 },
          INP: { p75: 119, atLeast: false, rating: "good", goodShare: 1, samples: 1 },
        },
      },
    ]);
  });
});
