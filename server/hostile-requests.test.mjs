// @vitest-environment node
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFixtureBuild, SECRET_MARKERS } from "../tests/support/fixture-build.mjs";
import { hostileRequests } from "../tests/support/hostile-targets.mjs";
import { listenLocally, rawRequest } from "../tests/support/raw-http.mjs";
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
