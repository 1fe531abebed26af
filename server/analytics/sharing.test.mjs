// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { analyticsServer, HOST, SAME_ORIGIN } from "../../tests/support/analytics-server.mjs";
import { hashSecret } from "./sharing.mjs";
import { SHARE_VIEWS_PER_MINUTE } from "./sharing-routes.mjs";

// Each test reads a real server over a real database (tests/support/analytics-server.mjs).
vi.setConfig({ testTimeout: 30_000 });

const ADMIN = { email: "owner@flowboard.example", password: "correct horse admin", role: "admin" };
const VIEWER = {
  email: "reader@flowboard.example",
  password: "correct horse viewer",
  role: "viewer",
};

/** The value of the page's read-only field named `name` (the link or key, shown once). */
const shownOnce = (html, name) =>
  new RegExp(`${name} <input readonly value="([^"]+)"`).exec(html)?.[1];

describe("shared dashboard links and the analytics API (docs/decisions/053)", () => {
  let server;
  let app;
  let db;
  const as = (account) => ({ cookie: server.cookies[account.email], host: HOST });
  const post = (account, url, fields, headers = SAME_ORIGIN) =>
    app.inject({
      method: "POST",
      url,
      headers: { ...headers, ...as(account), "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });
  const get = (url, headers = {}, remoteAddress = "192.0.2.50") =>
    app.inject({ method: "GET", url, headers: { host: HOST, ...headers }, remoteAddress });
  const bearer = (key) => ({ authorization: `Bearer ${key}` });
  const auditActions = async () =>
    (await db.selectFrom("audit_log").select(["action", "subject"]).orderBy("id").execute()).map(
      (row) => `${row.action} ${row.subject}`,
    );

  beforeAll(async () => {
    server = await analyticsServer({ accounts: [ADMIN, VIEWER] });
    ({ app } = server);
    db = server.database.db;
    const email = "/?utm_source=news&utm_medium=email&utm_campaign=spring";
    const sent = [
      ["198.51.100.1", [server.view(email), server.view("/pricing")]],
      ["198.51.100.2", [server.view(email)]],
      ["198.51.100.3", [server.view("/pricing", { r: "https://www.google.com/" })]],
    ];
    for (const [address, views] of sent)
      for (const body of views)
        expect((await server.beacon(body, { address })).statusCode).toBe(204);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it("lets an admin share a filtered view: read-only, no login, the filter fixed, filterable within, noindex, and gone (410) once revoked", async () => {
    // The dashboard offers it to an admin, not to a viewer.
    const dashboard = await app.inject({
      url: "/admin/analytics?channel=email",
      headers: as(ADMIN),
    });
    expect(dashboard.body).toContain('action="/admin/analytics/shares"');
    expect(dashboard.body).toContain('<input type="hidden" name="channel" value="email">');
    const viewers = await app.inject({ url: "/admin/analytics", headers: as(VIEWER) });
    expect(viewers.statusCode).toBe(200);
    expect(viewers.body).not.toContain("/admin/analytics/shares");

    const made = await post(ADMIN, "/admin/analytics/shares", {
      label: "Agency <Spring>",
      channel: "email",
    });
    expect(made.statusCode).toBe(201);
    const link = shownOnce(made.body, "The link");
    expect(link).toMatch(/\/share\/analytics\/[A-Za-z0-9_-]{43}$/);
    const path = new URL(link).pathname;
    const token = path.split("/").at(-1);
    // Only its hash is kept.
    const stored = await db.selectFrom("analytics_share").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0].token_hash).toBe(hashSecret(token));

    const list = await app.inject({ url: "/admin/analytics/sharing", headers: as(ADMIN) });
    expect(list.body).toContain("Agency &#60;Spring&#62;");
    expect(list.body).toContain("Channel is Email");
    expect(list.body).not.toContain(token);

    // Opened with no cookie at all.
    const shared = await get(path);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(shared.headers["cache-control"]).toBe("no-store");
    expect(shared.headers["referrer-policy"]).toBe("no-referrer");
    expect(shared.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(shared.body).toContain("Visit analytics");
    expect(shared.body).toContain("Channel is Email <span");
    expect(shared.body).toContain("(set by this link)");
    // No way into the admin: not a link, not a form, not the CSV.
    expect(shared.body).not.toMatch(/(?:href|action)="\/admin/);
    // Two email visits only; the search visit is not in this link's view, nor is the
    // unfiltered live count.
    expect(shared.body).not.toContain("google.com");
    expect(shared.body).not.toContain("The last 5 minutes");
    // A filter picked within it stays on the link, the fixed one out of the address.
    const pricing = `${path}?range=7d&#38;page=%2Fpricing`;
    expect(shared.body).toContain(`href="${pricing}"`);
    const filtered = await get(pricing.replace("&#38;", "&"));
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain("Page is /pricing");
    expect(filtered.body).toContain('aria-label="Remove filter: Page is /pricing"');
    // The address cannot lift or change the fixed filter.
    const widened = await get(`${path}?channel=search`);
    expect(widened.body).toContain("Channel is Email <span");
    expect(widened.body).not.toContain("google.com");
    // An impossible date: 400 with the reason, still read-only.
    const bad = await get(`${path}?range=custom&from=2026-13-01&to=2026-12-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/not a day of the calendar/);
    expect(bad.body).not.toMatch(/(?:href|action)="\/admin/);

    const [{ id }] = stored;
    // A viewer may not revoke it; a post from elsewhere is refused whoever sends it.
    expect((await post(VIEWER, `/admin/analytics/shares/${id}/revoke`, {})).statusCode).toBe(403);
    const foreign = { host: HOST, origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    expect(
      (await post(ADMIN, `/admin/analytics/shares/${id}/revoke`, {}, foreign)).statusCode,
    ).toBe(403);
    const revoked = await post(ADMIN, `/admin/analytics/shares/${id}/revoke`, {});
    expect(revoked.statusCode).toBe(303);
    expect(revoked.headers.location).toBe("/admin/analytics/sharing");
    const gone = await get(path);
    expect(gone.statusCode).toBe(410);
    expect(gone.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(gone.body).toContain("This link was revoked");
    expect((await post(ADMIN, `/admin/analytics/shares/${id}/revoke`, {})).statusCode).toBe(400);
    expect(await auditActions()).toEqual([
      `created analytics shared link ${id}`,
      `revoked analytics shared link ${id}`,
    ]);
  });

  it("answers forged and malformed share tokens 404, refuses bad forms, and limits views per address (hostile corpus)", async () => {
    const hostileTokens = [
      "A".repeat(43),
      "A".repeat(42),
      "A".repeat(44),
      "%2e%2e%2fadmin",
      "..%2F..%2Fadmin%2Fapi%2Fleads",
      `${"A".repeat(42)}%00`,
      "' or 1=1 --",
      "x".repeat(5000),
    ];
    for (const token of hostileTokens) {
      const answer = await get(`/share/analytics/${token}`, {}, "192.0.2.60");
      expect(answer.statusCode, token.slice(0, 50)).toBe(404);
      expect(answer.body).not.toContain("Visit analytics");
    }
    // Forms: no name, a huge name, a control character, a repeated or unknown-only filter.
    for (const fields of [
      { label: "" },
      { label: "x".repeat(101) },
      { label: "tab\there" },
      { label: "ok", page: "\u0000" },
    ]) {
      const answer = await post(ADMIN, "/admin/analytics/shares", fields);
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.body).toContain('role="alert"');
    }
    // Signed out and viewers: to the login, or refused.
    expect((await get("/admin/analytics/sharing")).statusCode).toBe(303);
    expect(
      (await app.inject({ url: "/admin/analytics/sharing", headers: as(VIEWER) })).statusCode,
    ).toBe(403);
    expect((await post(VIEWER, "/admin/analytics/shares", { label: "mine" })).statusCode).toBe(403);

    const address = "192.0.2.99";
    for (let index = 0; index < SHARE_VIEWS_PER_MINUTE; index++)
      expect((await get(`/share/analytics/${"B".repeat(43)}`, {}, address)).statusCode).toBe(404);
    const limited = await get(`/share/analytics/${"B".repeat(43)}`, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("reads the analytics with a key in an Authorization header, in its scope only; forged, revoked, wrong-scope and query-string keys are refused (hostile corpus)", async () => {
    const made = await post(ADMIN, "/admin/analytics/keys", {
      label: "Reporting robot",
      scope: "analytics:read",
    });
    expect(made.statusCode).toBe(201);
    const key = shownOnce(made.body, "The key");
    expect(key).toMatch(/^fbk_[A-Za-z0-9_-]{43}$/);
    const rows = await db.selectFrom("analytics_api_key").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(key.slice(10));
    const list = await app.inject({ url: "/admin/analytics/sharing", headers: as(ADMIN) });
    expect(list.body).toContain(`${key.slice(0, 10)}…`);
    expect(list.body).not.toContain(key);

    const summary = await get("/api/analytics?range=7d&channel=email", bearer(key));
    expect(summary.statusCode).toBe(200);
    expect(summary.headers["content-type"]).toMatch(/^application\/json/);
    expect(summary.json().totals.visits).toBe(2);
    expect(summary.json().filters).toEqual([{ key: "channel", value: "email" }]);
    const csv = await get("/api/analytics.csv?range=7d", bearer(key));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(
      (await get("/api/analytics?from=0000-00-00&range=custom&to=2026-01-01", bearer(key))).json(),
    ).toMatchObject({ status: 400, error: "invalid_request" });
    const used = await db.selectFrom("analytics_api_key").select("last_used_at").executeTakeFirst();
    expect(used.last_used_at).not.toBeNull();

    // Out of its scope: the live view needs analytics:live.
    const live = await get("/api/analytics/now", bearer(key));
    expect(live.statusCode).toBe(403);
    expect(live.json().error).toBe("insufficient_scope");
    const both = shownOnce(
      (
        await post(
          ADMIN,
          "/admin/analytics/keys",
          new URLSearchParams([
            ["label", "Wallboard"],
            ["scope", "analytics:live"],
          ]),
        )
      ).body,
      "The key",
    );
    expect((await get("/api/analytics/now", bearer(both))).statusCode).toBe(200);
    expect((await get("/api/analytics", bearer(both))).statusCode).toBe(403);

    // The key opens nothing else: not the leads, not the admin's own analytics API.
    for (const url of ["/admin/api/leads", "/admin/api/analytics", "/admin/analytics"]) {
      const answer = await get(url, { ...bearer(key), accept: "application/json" });
      expect(answer.statusCode, url).toBe(401);
    }
    // A key in the address is refused (400), however it is named, even beside a good header.
    for (const query of [
      `key=${key}`,
      `api_key=${key}`,
      `access_token=${key}`,
      `token=x`,
      `range=7d&page=${key}`,
    ]) {
      const answer = await get(`/api/analytics?${query}`, bearer(key));
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error).toBe("key_in_query");
    }
    // Forged, malformed, other schemes, none.
    const hostileHeaders = [
      {},
      { authorization: "" },
      { authorization: `Basic ${Buffer.from(`x:${key}`).toString("base64")}` },
      { authorization: key },
      { authorization: `Bearer ${key} extra` },
      bearer(`fbk_${"A".repeat(43)}`),
      bearer(`${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`),
      bearer(key.toUpperCase()),
      bearer(`fbk_${"A".repeat(5000)}`),
      bearer("' or 1=1 --"),
      { cookie: server.cookies[ADMIN.email] },
    ];
    for (const headers of hostileHeaders) {
      const answer = await get("/api/analytics", headers);
      expect(answer.statusCode, JSON.stringify(headers).slice(0, 80)).toBe(401);
      expect(answer.headers["www-authenticate"]).toMatch(/^Bearer realm="analytics"/);
    }

    const [{ id }] = await db
      .selectFrom("analytics_api_key")
      .select("id")
      .where("label", "=", "Reporting robot")
      .execute();
    expect((await post(ADMIN, `/admin/analytics/keys/${id}/revoke`, {})).statusCode).toBe(303);
    const revoked = await get("/api/analytics", bearer(key));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toMatch(/revoked/);
    // Scopes and names a form may not give.
    for (const fields of [
      { label: "x" },
      { label: "x", scope: "leads:read" },
      { label: "", scope: "analytics:read" },
    ])
      expect((await post(ADMIN, "/admin/analytics/keys", fields)).statusCode).toBe(400);
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        `created analytics API key ${id}`,
        `revoked analytics API key ${id}`,
      ]),
    );
  });
});
