// @vitest-environment node
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestPglite } from "../tests/support/databases.mjs";
import { makeFixtureBuild, SECRET_MARKERS } from "../tests/support/fixture-build.mjs";
import { hostileRanges, hostileRequests } from "../tests/support/hostile-targets.mjs";
import { listenLocally, rawRequest } from "../tests/support/raw-http.mjs";
import { addAccount } from "./admin/accounts.mjs";
import { SCRYPT } from "./admin/passwords.mjs";
import { buildServer } from "./app.mjs";
import { listFiles, listPages } from "./pages.mjs";

const CONCURRENCY = 12;
const sha = (buffer) => createHash("sha256").update(buffer).digest("hex");

let fixture;
let app;
let port;
const errorLogs = [];

beforeAll(async () => {
  fixture = await makeFixtureBuild();
  app = buildServer({
    root: fixture.clientDir,
    logger: { level: "error", stream: { write: (line) => errorLogs.push(line) } },
  });
  port = await listenLocally(app);
});

afterAll(async () => {
  await app?.close();
  await fixture?.cleanup();
});

/** What the site may send as a body: its pages and files, the 404 page, and short texts. */
function publishedBodies() {
  const read = (name) => readFileSync(path.join(fixture.clientDir, ...name.split("/")));
  const bodies = new Set(
    [
      ...[...listPages(fixture.clientDir).values()].map(read),
      ...listFiles(fixture.clientDir).map((file) => read(file.slice(1))),
      read("404.html"),
      ...["ok", "Not Found", "Bad Request", "Method Not Allowed"].map((t) => Buffer.from(`${t}\n`)),
    ].map(sha),
  );
  return bodies;
}

function problemsWith({ method, target }, response, allowedBodies, pages) {
  const problems = [];
  if (![200, 301, 400, 404, 405].includes(response.status))
    problems.push(`status ${response.status}`);
  const text = response.body.toString("latin1");
  for (const marker of [...SECRET_MARKERS, "root:x:0:0", '"securityHeaders"', "listen 80;"])
    if (text.includes(marker)) problems.push(`body contains ${marker}`);
  // A request line Node cannot parse is answered raw, body included, and the socket closed.
  if (method === "HEAD" && response.status !== 400 && response.body.length > 0)
    problems.push("HEAD with a body");
  if (response.body.length > 0 && !allowedBodies.has(sha(response.body)))
    problems.push("body is not a published file");
  if (response.status === 301) {
    const location = response.headers.location ?? "";
    const locationPath = location.split("?")[0];
    if (!pages.has(locationPath)) problems.push(`redirect to ${location}`);
  }
  if (response.headers["x-content-type-options"] !== "nosniff")
    problems.push("no security headers");
  return problems.length
    ? `${method} ${JSON.stringify(target.slice(0, 120))}: ${problems.join(", ")}`
    : null;
}

describe("hostile request targets", () => {
  it("never answer 5xx, never leak a file, never redirect off-site, and the server stays up", async () => {
    const requests = hostileRequests();
    expect(requests.length).toBeGreaterThanOrEqual(5000);
    const allowedBodies = publishedBodies();
    const pages = new Set(listPages(fixture.clientDir).keys());
    const failures = [];
    const statuses = new Map();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const entry = requests[next++];
        const response = await rawRequest(port, entry);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const problem = problemsWith(entry, response, allowedBodies, pages);
        if (problem) failures.push(problem);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    expect(failures.slice(0, 20)).toEqual([]);
    // The corpus must exercise refusal, not just the not-found page.
    expect(statuses.get(400)).toBeGreaterThan(1000);
    expect(statuses.get(404)).toBeGreaterThan(100);
    expect(errorLogs).toEqual([]);
    const health = await rawRequest(port, { target: "/healthz" });
    expect(health.status).toBe(200);
    expect(health.body.toString()).toBe("ok\n");
  }, 60_000);
});

describe("hostile analytics ranges", () => {
  const HOST = "flowboard.example";
  const EMAIL = "ops@flowboard.example";
  const PASSWORD = "correct horse battery staple";
  const today = new Date().toISOString().slice(0, 10);
  const queryOf = (range) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(range))
      for (const one of [value].flat()) query.append(name, one);
    return query.toString();
  };

  it("answer 400 with the reason on the dashboard, its JSON and its CSV", async () => {
    const admin = await makeFixtureBuild({
      extraFiles: {
        "admin/index.html":
          '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Leads</title></head><body><main>Inbox</main></body></html>',
      },
    });
    const database = await openTestPglite();
    const server = buildServer({ root: admin.clientDir, database });
    try {
      await addAccount(database.db, EMAIL, PASSWORD, { ...SCRYPT, N: 2 ** 10 });
      const login = await server.inject({
        method: "POST",
        url: "/admin/login",
        headers: {
          host: HOST,
          origin: `https://${HOST}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: new URLSearchParams({ email: EMAIL, password: PASSWORD }).toString(),
      });
      const cookie = String(login.headers["set-cookie"]).split(";")[0];
      const failures = [];
      for (const range of hostileRanges(today)) {
        const query = queryOf(range);
        for (const path of [
          "/admin/analytics",
          "/admin/api/analytics",
          "/admin/api/analytics.csv",
        ]) {
          const answer = await server.inject({
            method: "GET",
            url: `${path}?${query}`,
            headers: { cookie, host: HOST },
          });
          const reason =
            path === "/admin/analytics"
              ? /<p role="alert"[^>]*>([^<]+)<\/p>/.exec(answer.body)?.[1]
              : answer.json().message;
          if (answer.statusCode !== 400 || !reason)
            failures.push(`${path}?${query}: ${answer.statusCode} ${answer.body.slice(0, 80)}`);
        }
      }
      expect(failures).toEqual([]);
      // A valid range still answers, so the refusals above are the dates' and not the login's.
      const fine = await server.inject({
        method: "GET",
        url: `/admin/api/analytics?${queryOf({ range: "custom", from: today, to: today })}`,
        headers: { cookie, host: HOST },
      });
      expect(fine.statusCode).toBe(200);
    } finally {
      await server.close();
      await database.close();
      await admin.cleanup();
    }
  }, 60_000);

  it("end `npm run analytics` with one line and exit code 2, before it opens a database", () => {
    const script = path.resolve(import.meta.dirname, "../scripts/analytics.mjs");
    // A few of the corpus: a node process each costs a second or more.
    const sample = hostileRanges(today).filter(
      ({ range, from, to }) =>
        ["2026-13-01", "0000-00-00", "2026-02-30", "9999-12-31"].includes(from) ||
        to === "2000-01-01" ||
        range === "toString",
    );
    expect(sample).toHaveLength(6);
    for (const range of sample) {
      const args = Object.entries(range).map(([name, value]) => `--${name}=${value}`);
      const run = spawnSync(process.execPath, [script, ...args], {
        encoding: "utf8",
        // A database the command must not reach: the dates are refused first.
        env: { ...process.env, DATABASE_URL: "postgres://nobody@127.0.0.1:9/none" },
        timeout: 20_000,
      });
      expect(run.status, args.join(" ")).toBe(2);
      expect(run.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
      expect(run.stderr, args.join(" ")).not.toMatch(/\bat .+:\d+:\d+|Error/);
    }
  }, 120_000);
});
