// @vitest-environment node
// The admin over the real server (Fastify's inject), on an in-memory database: who gets
// in, who is kept out, and what hostile input gets.
import { existsSync } from "node:fs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openTestPglite } from "../../tests/support/databases.mjs";
import { makeFixtureBuild } from "../../tests/support/fixture-build.mjs";
import { insertLead } from "../../tests/support/leads.mjs";
import { buildServer } from "../app.mjs";
import { addAccount, removeAccount, resetPassword } from "./accounts.mjs";
import { SCRYPT } from "./passwords.mjs";
import { SESSION_IDLE_MS } from "./sessions.mjs";

// The accounts here are hashed at a lower scrypt cost than the site's (2^10, not 2^15): a
// login checks the password at the cost its hash names, and these tests log in dozens of
// times. An unknown account is still checked against a hash at the site's own cost.
vi.setConfig({ testTimeout: 60_000 });
const CHEAP_HASHING = { ...SCRYPT, N: 2 ** 10 };

const HOST = "admin.test";
const SAME_ORIGIN = { host: HOST, origin: `https://${HOST}`, "sec-fetch-site": "same-origin" };
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const JSON_ACCEPT = { accept: "application/json" };
const EMAIL = "ops@flowboard.example";
const PASSWORD = "correct horse battery staple";
const HOSTILE_NAME = "<img src=x onerror=alert(1)>";

const adminPage = (body) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Team inbox</title><meta name="robots" content="noindex, nofollow"/></head><body>${body}<script type="module" async="">import "/assets/entry-Xy9.js";</script></body></html>`;

let fixture;
let database;
let app;
let clock;

beforeAll(async () => {
  fixture = await makeFixtureBuild({
    extraFiles: {
      "admin/index.html": adminPage("<main><p>Loading the team inbox</p></main>"),
      "admin/login/index.html": adminPage(
        '<main><form method="post" action="/admin/login"><p id="m" data-login-message="" role="alert"></p></form></main>',
      ),
    },
  });
  database = await openTestPglite();
  await addAccount(database.db, EMAIL, PASSWORD, CHEAP_HASHING);
  app = buildServer({ root: fixture.clientDir, database, now: () => clock });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await fixture?.cleanup();
});

beforeEach(() => {
  clock = Date.parse("2026-11-24T09:00:00Z");
});

async function login({ email = EMAIL, password = PASSWORD, headers = {}, remoteAddress } = {}) {
  return app.inject({
    method: "POST",
    url: "/admin/login",
    headers: Object.fromEntries(
      Object.entries({ ...SAME_ORIGIN, ...FORM, ...JSON_ACCEPT, ...headers }).filter(
        ([, value]) => value !== undefined,
      ),
    ),
    payload: new URLSearchParams({ email, password }).toString(),
    remoteAddress,
  });
}

const cookieOf = (response) => {
  const header = response.headers["set-cookie"];
  return String(Array.isArray(header) ? header[0] : header).split(";")[0];
};

async function session(remoteAddress = "10.0.0.1") {
  const response = await login({ remoteAddress });
  expect(response.statusCode).toBe(200);
  return cookieOf(response);
}

const get = (url, cookie, headers = {}) =>
  app.inject({ url, headers: { host: HOST, ...(cookie ? { cookie } : {}), ...headers } });
const post = (url, cookie, payload, headers = SAME_ORIGIN) =>
  app.inject({
    method: "POST",
    url,
    headers: { ...FORM, ...headers, ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(payload).toString(),
  });

/** Every route under /admin/api, and paths that exist nowhere. */
const API_READS = [
  "/admin/api/session",
  "/admin/api/leads",
  "/admin/api/leads?q=a&state=new",
  "/admin/api/leads.csv",
  "/admin/api/leads/1",
  "/admin/api/subscribers",
  "/admin/api",
  "/admin/api/",
  "/admin/api/no-such-route",
  "/admin/api/vitals",
  "/admin/%61pi/leads",
  "/admin/api/leads/1/../../session",
];
const API_WRITES = [
  ["/admin/api/leads/1/state", { state: "handled" }],
  ["/admin/api/erasure", { email: "someone@example.com" }],
  ["/admin/api/no-such-route", {}],
];

describe("the admin's doors", () => {
  it("answers 401 on every /admin/api path without a session, known or not", async () => {
    for (const url of API_READS) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toMatchObject({ status: 401, error: "unauthorized" });
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
    for (const [url, body] of API_WRITES) {
      const response = await post(url, undefined, body);
      expect(response.statusCode, url).toBe(401);
    }
    const stale = await get(
      "/admin/api/leads",
      "flowboard_admin=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    );
    expect(stale.statusCode).toBe(401);
  });

  it("answers 403 to a logged-in browser's request from another origin, on every route", async () => {
    const cookie = await session();
    const foreign = [
      { origin: "https://evil.example", host: HOST },
      { origin: "null", host: HOST },
      { "sec-fetch-site": "cross-site", host: HOST },
      { "sec-fetch-site": "same-site", origin: `https://${HOST}`, host: HOST },
    ];
    for (const headers of foreign) {
      for (const url of API_READS) {
        const response = await get(url, cookie, headers);
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
      }
      for (const [url, body] of API_WRITES) {
        const response = await post(url, cookie, body, headers);
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    // A change must prove its origin: no Origin and no Sec-Fetch-Site is not enough.
    const bare = await post(
      "/admin/api/leads/1/state",
      cookie,
      { state: "handled" },
      { host: HOST },
    );
    expect(bare.statusCode).toBe(403);
    // Reads by a script (no Origin at all) with the cookie are allowed.
    expect((await get("/admin/api/session", cookie)).json()).toEqual({
      email: EMAIL,
      role: "viewer",
      opens: [],
    });
  });

  it("sends every /admin response no-store and noindex, with the site's security headers", async () => {
    const cookie = await session();
    for (const [url, who] of [
      ["/admin/login", undefined],
      ["/admin", cookie],
      ["/admin/leads/7", cookie],
      ["/admin", undefined],
      ["/admin/api/leads", cookie],
      ["/admin/api/leads", undefined],
    ]) {
      const response = await get(url, who);
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
      expect(response.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["cross-origin-opener-policy"], url).toBe("same-origin");
    }
  });

  it("serves the shell to a session only; any other browser is sent to the login page", async () => {
    const cookie = await session();
    for (const url of ["/admin", "/admin/leads/12", "/admin/subscribers"]) {
      const anonymous = await get(url);
      expect(anonymous.statusCode, url).toBe(303);
      expect(anonymous.headers.location).toBe("/admin/login");
      const known = await get(url, cookie);
      expect(known.statusCode, url).toBe(200);
      expect(known.body).toContain("Loading the team inbox");
    }
    expect((await get("/admin/login", cookie)).headers.location).toBe("/admin");
    expect((await get("/admin/login")).statusCode).toBe(200);
  });
});

describe("logging in", () => {
  it("sets a Secure, HttpOnly, SameSite=Strict cookie on /admin holding a random id", async () => {
    const response = await login({ remoteAddress: "10.0.1.1" });
    const header = response.headers["set-cookie"];
    expect(header).toMatch(
      /^flowboard_admin=[A-Za-z0-9_-]{43}; Path=\/admin; HttpOnly; Secure; SameSite=Strict$/,
    );
    const rows = await database.db.selectFrom("admin_session").select("id_hash").execute();
    const id = cookieOf(response).split("=")[1];
    expect(rows.some((row) => row.id_hash === id)).toBe(false);
  });

  it("answers a wrong password and an unknown account with the same 401 and the same message", async () => {
    const wrong = await login({ password: "not the password at all", remoteAddress: "10.0.2.1" });
    const unknown = await login({ email: "nobody@flowboard.example", remoteAddress: "10.0.2.2" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe("Wrong email or password.");
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("answers a login without JavaScript with a redirect, or the page and the reason", async () => {
    const plain = { ...SAME_ORIGIN, ...FORM };
    const ok = await login({
      headers: { ...plain, accept: "text/html" },
      remoteAddress: "10.0.3.1",
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe("/admin");
    const wrong = await login({
      password: "wrong password here",
      headers: { ...plain, accept: "text/html" },
      remoteAddress: "10.0.3.1",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers["content-type"]).toMatch(/^text\/html/);
    expect(wrong.body).toContain('role="alert">Wrong email or password.</p>');
  });

  it("refuses a login posted from another site or without proof of origin", async () => {
    for (const headers of [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example", "sec-fetch-site": undefined },
      { origin: undefined, "sec-fetch-site": undefined },
      { origin: undefined, "sec-fetch-site": "none" },
    ]) {
      const response = await login({ headers, remoteAddress: "10.0.4.1" });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("gives a new session id at every login and forgets the one the browser had", async () => {
    const first = await session("10.0.5.1");
    const again = await login({ headers: { cookie: first }, remoteAddress: "10.0.5.1" });
    const second = cookieOf(again);
    expect(second).not.toBe(first);
    expect((await get("/admin/api/session", first)).statusCode).toBe(401);
    expect((await get("/admin/api/session", second)).statusCode).toBe(200);
  });
});

describe("sessions end", () => {
  it("after 12 hours without a request, and not while in use", async () => {
    const cookie = await session("10.0.6.1");
    clock += SESSION_IDLE_MS - 60_000;
    expect((await get("/admin/api/session", cookie)).statusCode).toBe(200);
    clock += SESSION_IDLE_MS - 60_000;
    expect((await get("/admin/api/session", cookie)).statusCode).toBe(200);
    clock += SESSION_IDLE_MS;
    expect((await get("/admin/api/session", cookie)).statusCode).toBe(401);
    expect((await get("/admin/leads/1", cookie)).headers.location).toBe("/admin/login");
  });

  it("at Log out, which clears the cookie", async () => {
    const cookie = await session("10.0.6.2");
    const out = await post("/admin/logout", cookie, {});
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe("/admin/login");
    expect(out.headers["set-cookie"]).toMatch(/^flowboard_admin=;.*Path=\/admin/);
    expect(out.headers["set-cookie"]).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await get("/admin/api/session", cookie)).statusCode).toBe(401);
  });

  it("when the account is removed, or its password reset", async () => {
    await addAccount(database.db, "temp@flowboard.example", PASSWORD, CHEAP_HASHING);
    const loginAs = async () =>
      cookieOf(await login({ email: "temp@flowboard.example", remoteAddress: "10.0.6.3" }));
    const beforeReset = await loginAs();
    await resetPassword(database.db, "temp@flowboard.example", `${PASSWORD}!`);
    expect((await get("/admin/api/session", beforeReset)).statusCode).toBe(401);
    await resetPassword(database.db, "temp@flowboard.example", PASSWORD);
    const beforeRemoval = await loginAs();
    expect((await get("/admin/api/session", beforeRemoval)).statusCode).toBe(200);
    await removeAccount(database.db, "temp@flowboard.example");
    expect((await get("/admin/api/session", beforeRemoval)).statusCode).toBe(401);
    expect((await login({ email: "temp@flowboard.example" })).statusCode).toBe(401);
  });
});

describe("the lockout", () => {
  // The lockout's counters read Date.now() (server/http/limits.mjs, tested there on both
  // stores); only Date is faked, so the server and the hashing run as they do.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(clock);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const advance = (ms) => {
    clock += ms;
    vi.setSystemTime(clock);
  };

  it("answers 429 after 10 failures from an address, right password or not, and lifts after 15 minutes", async () => {
    const from = "10.0.7.1";
    for (let i = 0; i < 10; i++) {
      const response = await login({ email: `guess${i}@flowboard.example`, remoteAddress: from });
      expect(response.statusCode).toBe(401);
    }
    const locked = await login({ remoteAddress: from });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBe(15 * 60);
    expect(locked.json().message).toMatch(/Try again in 15 minutes/);
    // Another address is not locked out of the account.
    expect((await login({ remoteAddress: "10.0.7.2" })).statusCode).toBe(200);
    advance(15 * 60 * 1000);
    expect((await login({ remoteAddress: from })).statusCode).toBe(200);
  });

  it("answers 429 after 10 failures on one account from any addresses", async () => {
    for (let i = 0; i < 10; i++) {
      const response = await login({
        password: `wrong ${i} password`,
        remoteAddress: `10.0.8.${i}`,
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await login({ remoteAddress: "10.0.8.200" })).statusCode).toBe(429);
    advance(14 * 60 * 1000);
    expect((await login({ remoteAddress: "10.0.8.201" })).statusCode).toBe(429);
    advance(60 * 1000);
    expect((await login({ remoteAddress: "10.0.8.202" })).statusCode).toBe(200);
  });
});

describe("the inbox's data", () => {
  let cookie;
  let ids;
  beforeAll(async () => {
    ids = [];
    const leads = [
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "Engines Ltd",
        subject: "sales",
        // Sent from the German contact page.
        locale: "de",
      },
      {
        name: HOSTILE_NAME,
        email: "x@example.com",
        company: '=HYPERLINK("http://evil")',
        subject: "general",
      },
      {
        name: "Robert'); DROP TABLE lead;--",
        email: "bobby@example.com",
        company: "100%_real",
        subject: "support",
      },
    ];
    for (const [index, lead] of leads.entries())
      ids.push(
        await insertLead(database.db, {
          ...lead,
          message: `Message ${index}\n"quoted", +1 @here\t-minus`,
          received_at: new Date(Date.parse("2026-11-20T10:00:00Z") + index * 60_000),
        }),
      );
  });
  beforeEach(async () => {
    cookie ??= await session("10.0.9.1");
  });

  it("lists leads newest first, searches and filters, all values as given", async () => {
    const all = (await get("/admin/api/leads", cookie)).json();
    expect(all.leads.map((lead) => lead.id)).toEqual([...ids].reverse());
    expect(all.leads[1].name).toBe(HOSTILE_NAME);
    expect(all.subjects).toEqual(["general", "sales", "support"]);
    // Each lead with the language of the page it was sent from, to answer in.
    expect(all.leads.map((lead) => lead.locale)).toEqual(["en", "en", "de"]);
    const search = async (query) =>
      (await get(`/admin/api/leads?${new URLSearchParams(query)}`, cookie))
        .json()
        .leads.map((l) => l.name);
    expect(await search({ q: "engines" })).toEqual(["Ada Lovelace"]);
    expect(await search({ q: "BOBBY@" })).toEqual(["Robert'); DROP TABLE lead;--"]);
    expect(await search({ q: "100%_" })).toEqual(["Robert'); DROP TABLE lead;--"]);
    expect(await search({ q: "%" })).toEqual(["Robert'); DROP TABLE lead;--"]);
    expect(await search({ q: "'; drop table lead; --" })).toEqual([]);
    expect(await search({ subject: "sales" })).toEqual(["Ada Lovelace"]);
    expect(await search({ state: "handled" })).toEqual([]);
  });

  it("shows a lead whole, marks it handled, and says 404 for one that does not exist", async () => {
    const lead = (await get(`/admin/api/leads/${ids[1]}`, cookie)).json().lead;
    expect(lead).toMatchObject({ name: HOSTILE_NAME, state: "new", subject: "general" });
    expect(lead.message).toContain('"quoted"');
    const marked = await post(`/admin/api/leads/${ids[1]}/state`, cookie, { state: "handled" });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().lead.state).toBe("handled");
    const handled = (await get("/admin/api/leads?state=handled", cookie)).json();
    expect(handled.leads.map((l) => l.id)).toEqual([ids[1]]);
    expect(
      (await post(`/admin/api/leads/${ids[1]}/state`, cookie, { state: "done" })).statusCode,
    ).toBe(400);
    for (const id of ["999999", "0", "-1", "abc", "1e3", "99999999999999999999"])
      expect((await get(`/admin/api/leads/${id}`, cookie)).statusCode, id).toBe(404);
  });

  it("exports the current filter as RFC 4180 CSV with formulas neutralised", async () => {
    const response = await get("/admin/api/leads.csv?q=example.com", cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8; header=present");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split("\r\n");
    expect(lines[0]).toBe(
      '"ID","Received","State","Subject","Name","Family name","Given name","Email","Company","Phone","Message","Language","Entry page","Referrer site","UTM source","UTM medium","UTM campaign","UTM term","UTM content","Channel"',
    );
    expect(response.body).toContain(`"${HOSTILE_NAME}"`);
    expect(response.body).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(response.body).toContain('"Message 1\n""quoted"", +1 @here\t-minus"');
    expect(response.body.endsWith("\r\n")).toBe(true);
    const sales = await get("/admin/api/leads.csv?subject=sales", cookie);
    expect(sales.body.trim().split("\r\n")).toHaveLength(2);
    // Ada's request came from the German page: her row says so, after her message.
    expect(sales.body).toMatch(/"Engines Ltd","","Message 0\n""quoted"", \+1 @here\t-minus","de",/);
  });

  it("counts subscribers by state, and says so when the newsletter stores none yet", async () => {
    const response = await get("/admin/api/subscribers", cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.counts).sort()).toEqual(["confirmed", "pending", "unsubscribed"]);
    expect(typeof body.available).toBe("boolean");
  });

  it("erases an address through the privacy module, and refuses one that is not an address", async () => {
    const refused = await post("/admin/api/erasure", cookie, { email: "not an address" });
    expect(refused.statusCode).toBe(400);
    const erasure = new URL("../privacy/erasure.mjs", import.meta.url);
    const response = await post("/admin/api/erasure", cookie, { email: "bobby@example.com" });
    if (!existsSync(erasure)) {
      expect(response.statusCode).toBe(501);
      return;
    }
    expect(response.statusCode).toBe(200);
    const left = (await get("/admin/api/leads?q=bobby", cookie)).json();
    expect(left.total).toBe(0);
  });
});

describe("a corpus of hostile admin requests", () => {
  it("gets no 5xx, logged in or not", async () => {
    const cookie = await session("10.0.10.1");
    const paths = [
      "/admin",
      "/admin/",
      "/admin/login",
      "/admin/logout",
      "/admin/api/leads",
      "/admin/api/leads.csv",
      "/admin/api/leads/1",
      "/admin/api/leads/1/state",
      "/admin/api/subscribers",
      "/admin/api/erasure",
      "/admin/api/x/y/z",
      "/admin/api/leads/%27%3B%20drop%20table%20lead%3B--",
      "/admin/api/leads/%00",
      "/admin/api/leads/%ZZ",
      "/admin/api/leads/1%2F..%2F..",
      `/admin/api/leads/${"9".repeat(400)}`,
      "/admin/%2e%2e/api/leads",
      "/ADMIN/API/LEADS",
      "/admin/api/leads?q=%25%5F%5C%27%22%3C%3E&subject=%00&state=%F0%9F%98%80&page=-1",
      "/admin/api/leads?page=1e309&page=2&q[]=a&state[x]=1",
      `/admin/api/leads?q=${"a".repeat(5000)}`,
      "/admin/api/leads.csv?subject=' OR 1=1 --",
    ];
    const bodies = [
      ["application/x-www-form-urlencoded", "email=a%40b.c&password=x"],
      ["application/x-www-form-urlencoded", "email=a&email=b&password[]=c&state=handled&state=new"],
      ["application/x-www-form-urlencoded", "%%%&&&==="],
      ["application/x-www-form-urlencoded", `email=${"a".repeat(9000)}`],
      ["application/json", '{"email":{"$ne":null},"password":["x"],"state":{"toString":1}}'],
      ["application/json", "{not json"],
      ["application/json", '{"__proto__":{"admin":true},"state":"handled","email":"a@b.c"}'],
      ["text/plain", "email=a@b.c"],
      [
        "multipart/form-data; boundary=x",
        '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--',
      ],
      [undefined, ""],
    ];
    const cookies = [
      undefined,
      cookie,
      "flowboard_admin=",
      `flowboard_admin=${"A".repeat(5000)}`,
      "flowboard_admin=%E0%A4%A; other=😀",
      `${cookie}; ${cookie.replace(/=.*/, "=x")}`,
    ];
    const origins = [SAME_ORIGIN, { host: HOST, origin: "https://evil.example" }, { host: HOST }];
    const failures = [];
    let count = 0;
    for (const url of paths)
      for (const who of cookies)
        for (const origin of origins) {
          const headers = { ...origin, ...(who ? { cookie: who } : {}) };
          for (const method of ["GET", "DELETE"]) {
            const response = await app.inject({ method, url, headers });
            count += 1;
            if (response.statusCode >= 500)
              failures.push(`${method} ${url} ${who} -> ${response.statusCode}`);
          }
          for (const [type, payload] of bodies) {
            const response = await app.inject({
              method: "POST",
              url,
              headers: { ...headers, ...(type ? { "content-type": type } : {}) },
              payload,
            });
            count += 1;
            if (response.statusCode >= 500)
              failures.push(
                `POST ${url} ${type} ${payload.slice(0, 40)} -> ${response.statusCode} ${response.body.slice(0, 120)}`,
              );
          }
        }
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThan(2000);
    // Nothing hostile was stored: the leads and the one account are as they were.
    const accounts = await database.db.selectFrom("admin_account").select("email").execute();
    expect(accounts.map((a) => a.email)).toEqual([EMAIL]);
  }, 120_000);
});
