// @vitest-environment node
// Publishing from inside the editor (publishing.mjs), over the real server (Fastify's inject)
// on an in-memory database, the real release queue with the stand-in build
// (tests/support/fake-release-build.mjs) and a stand-in workflow that merges a change by
// committing its headline, as server/editor/workflow.ts does, and announces the commit. What
// it must hold: who may read and ask, Ready changes published together are built once,
// a schedule publishes at its time with the role its publisher holds then, and hostile
// bodies are refused.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openTestPglite } from "../../tests/support/databases.mjs";
import { makeFixtureBuild } from "../../tests/support/fixture-build.mjs";
import {
  ADMIN_SHELL,
  addTeam,
  CHEAP_HASHING,
  logIn as logInAs,
  TEAM_PASSWORD as PASSWORD,
} from "../../tests/support/team-accounts.mjs";
import { addAccount, setRole } from "../admin/accounts.mjs";
import { listAudit } from "../admin/audit.mjs";
import { ROLES } from "../admin/roles.mjs";
import { buildServer } from "../app.mjs";
import { openReleases } from "./publisher.mjs";
import { readPublishRequest } from "./publishing.mjs";

vi.setConfig({ testTimeout: 60_000 });
const FAKE_BUILD = fileURLToPath(
  new URL("../../tests/support/fake-release-build.mjs", import.meta.url),
);
const HOST = "publishing.test";
const SAME_ORIGIN = { host: HOST, origin: `https://${HOST}`, "sec-fetch-site": "same-origin" };
const API = "/admin/api/publishing";

let work;
let repo;
let fixture;
let database;
let releases;
let app;
let buildLog;
const cookies = {};
/** The stand-in workflow's changes: status and the headline each publishes. */
let changes;

const git = (...args) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim();
function commitHeadline(title) {
  writeFileSync(
    path.join(repo, "content/pages/home.json"),
    `${JSON.stringify({ hero: { title } }, null, 2)}\n`,
  );
  git("add", "-A");
  git(
    "-c",
    "user.name=Test",
    "-c",
    "user.email=test@flowboard.example",
    "commit",
    "--allow-empty",
    "-qm",
    title,
  );
  return git("rev-parse", "HEAD");
}

async function backend({ action, params }, context) {
  const key = `${params.collection}/${params.slug}`;
  if (action === "unpublishedEntries") return { status: 200, json: Object.keys(changes) };
  const change = changes[key];
  if (!change) return { status: 404, json: { error: "this entry has no change under review" } };
  if (action === "unpublishedEntry")
    return {
      status: 200,
      json: { status: change.status, pullRequestAuthor: change.author, updatedAt: "2026-12-07" },
    };
  if (action === "publishUnpublishedEntry") {
    if (change.status !== "pending_publish")
      return { status: 409, json: { error: "Only a change marked Ready can be published." } };
    delete changes[key];
    const commit = commitHeadline(change.headline);
    await releases.enqueuePublish({ commit, by: context.member.email, source: repo });
    return { status: 200, json: { message: "published" } };
  }
  return { status: 422, json: { error: `Unknown action ${action}` } };
}

const logIn = (email, remoteAddress) =>
  logInAs(app, { email, sameOrigin: SAME_ORIGIN, remoteAddress });

const get = (role) =>
  app.inject({
    url: API,
    headers: { host: HOST, cookie: cookies[role], accept: "application/json" },
  });
const post = (role, body, { url = API, headers = SAME_ORIGIN } = {}) =>
  app.inject({
    method: "POST",
    url,
    headers: { ...headers, cookie: cookies[role], "content-type": "application/json" },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
const builds = () =>
  readFileSync(buildLog, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line).headline);
const liveHeadline = async () => {
  const live = (await releases.list()).find((release) => release.live);
  return git("show", `${live.commit}:content/pages/home.json`);
};
async function until(check, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("timed out");
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "flowboard-publishing-"));
  repo = path.join(work, "content-repo");
  buildLog = path.join(work, "builds.log");
  writeFileSync(buildLog, "");
  mkdirSync(path.join(repo, "content/pages"), { recursive: true });
  execFileSync("git", ["init", "-q", repo]);
  commitHeadline("Before");
  fixture = await makeFixtureBuild({
    extraFiles: {
      "admin/index.html": ADMIN_SHELL,
    },
  });
  database = await openTestPglite();
  await addTeam(database.db, ROLES);
  await addAccount(database.db, "leaving@flowboard.example", PASSWORD, CHEAP_HASHING, {
    role: "publisher",
  });
  releases = await openReleases({
    env: { ...process.env, FAKE_BUILD_LOG: buildLog },
    db: database.db,
    dir: path.join(work, "releases"),
    deployedBuild: fixture.buildDir,
    deployedCommit: "deployed",
    commands: { check: undefined, build: [process.execPath, FAKE_BUILD] },
    settings: { pollMs: 50, syncMs: 100 },
  });
  app = buildServer({
    root: fixture.clientDir,
    database,
    releases,
    liveEditor: { contentRoot: repo, backend },
    publishing: { pollMs: 100 },
  });
  for (const [index, role] of [...ROLES, "leaving"].entries())
    cookies[role] = await logIn(`${role}@flowboard.example`, `10.0.3.${index + 1}`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await fixture?.cleanup();
  if (work) rmSync(work, { recursive: true, force: true });
});

beforeEach(() => {
  changes = {
    "pages/home": { status: "pending_publish", author: "Edith", headline: "First together" },
    "pricing/plans": { status: "pending_publish", author: "Edith", headline: "Second together" },
    "pages/about": { status: "pending_review", author: "Edith", headline: "Not ready" },
  };
});

describe("GET /admin/api/publishing", () => {
  it("shows an editor the progress only, a publisher the Ready changes too; a viewer gets 403, a stranger 401", async () => {
    const editor = await get("editor");
    expect(editor.statusCode).toBe(200);
    expect(editor.headers["cache-control"]).toBe("no-store");
    const seen = editor.json();
    expect(seen.canPublish).toBe(false);
    expect(seen.ready).toBeUndefined();
    expect(Array.isArray(seen.waiting)).toBe(true);

    const publisher = (await get("publisher")).json();
    expect(publisher.canPublish).toBe(true);
    expect(publisher.ready.map((change) => change.id)).toEqual(["pages/home", "pricing/plans"]);
    expect(publisher.scheduled).toEqual([]);

    expect((await get("viewer")).statusCode).toBe(403);
    const stranger = await app.inject({ url: API, headers: { host: HOST } });
    expect(stranger.statusCode).toBe(401);
  });
});

describe("POST /admin/api/publishing", () => {
  it("publishes the Ready changes together, built once, the last one's words live", async () => {
    const before = builds().length;
    const answer = await post("publisher", {});
    expect(answer.statusCode).toBe(202);
    const body = answer.json();
    expect(body.published).toEqual(["pages/home", "pricing/plans"]);
    expect(body.refused).toEqual([]);
    expect(body.release.id).toBeGreaterThan(0);
    await until(async () => (await releases.get(body.release.id)).state === "live");
    expect(builds().slice(before)).toEqual(["Second together"]);
    expect(await liveHeadline()).toContain("Second together");
    // The panel's progress now names it live, with the time it took.
    const latest = (await get("editor")).json().latest;
    expect(latest).toMatchObject({ id: body.release.id, state: "live", live: true });
    expect(latest.durations.total).toBeGreaterThanOrEqual(0);
  });

  it("publishes only the chosen changes, and says which were not Ready", async () => {
    const answer = await post("publisher", { entries: ["pages/home", "pages/about"] });
    expect(answer.statusCode).toBe(202);
    const body = answer.json();
    expect(body.published).toEqual(["pages/home"]);
    expect(body.refused).toEqual([
      { entry: "pages/about", message: "This change is not marked Ready." },
    ]);
    expect(Object.keys(changes)).toEqual(["pricing/plans", "pages/about"]);
    await until(async () => (await releases.get(body.release.id)).state === "live");
  });

  it("answers 409 when nothing could be published", async () => {
    const answer = await post("publisher", { entries: ["pages/about"] });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().published).toEqual([]);
  });

  it("refuses an editor and a viewer (403), a post from another site (403), and hostile bodies (400, 413, 415)", async () => {
    for (const role of ["editor", "viewer"]) {
      const answer = await post(role, {});
      expect(answer.statusCode, role).toBe(403);
    }
    const elsewhere = await post(
      "publisher",
      {},
      {
        headers: { host: HOST, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      },
    );
    expect(elsewhere.statusCode).toBe(403);
    // A role forged in the body is a field the API does not know.
    for (const body of [
      { role: "publisher" },
      { entries: ["../../etc/passwd"] },
      { entries: ["pages/home/../x"] },
      { entries: ["pages/ho\u0000me"] },
      { entries: ["pages"] },
      { entries: [] },
      { entries: "pages/home" },
      { entries: [42] },
      { entries: Array.from({ length: 101 }, (_, index) => `pages/p${index}`) },
      { at: "next tuesday" },
      { at: 1_900_000_000_000 },
      { at: "9999-01-01T00:00:00Z" },
      [],
      "null",
      "{not json",
    ]) {
      const answer = await post("publisher", body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const huge = await post("publisher", { entries: ["pages/home"], pad: "x".repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    const plain = await app.inject({
      method: "POST",
      url: API,
      headers: { ...SAME_ORIGIN, cookie: cookies.publisher, "content-type": "text/plain" },
      payload: "entries=pages/home",
    });
    expect(plain.statusCode).toBe(415);
    expect(Object.keys(changes)).toHaveLength(3);
  });
});

describe("scheduled publishes", () => {
  it("keep the changes Ready until their time, then publish them together, once; the schedule is in the audit log", async () => {
    const before = builds().length;
    const at = new Date(Date.now() + 3_000);
    const answer = await post("publisher", { at: at.toISOString() });
    expect(answer.statusCode).toBe(201);
    const { scheduled } = answer.json();
    expect(scheduled.entries).toEqual(["pages/home", "pricing/plans"]);
    expect(new Date(scheduled.at).getTime()).toBe(at.getTime());
    expect((await get("publisher")).json().scheduled.map((item) => item.id)).toEqual([
      scheduled.id,
    ]);
    // Nothing merged before the time.
    expect(Object.keys(changes)).toHaveLength(3);
    await until(() => Object.keys(changes).length === 1);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    await until(() => builds().length > before);
    expect(builds().slice(before)).toEqual(["Second together"]);
    expect((await get("publisher")).json().scheduled).toEqual([]);
    const audit = await listAudit(database.db, { limit: 20 });
    expect(audit.entries ?? audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: "publisher@flowboard.example",
          action: "scheduled",
          subject: "pages/home, pricing/plans",
        }),
      ]),
    );
  });

  it("refuses a change not Ready (409); can be cancelled once (then 404)", async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const notReady = await post("publisher", { entries: ["pages/about"], at: later });
    expect(notReady.statusCode).toBe(409);
    const { scheduled } = (await post("publisher", { entries: ["pages/home"], at: later })).json();
    const cancelUrl = `${API}/scheduled/${scheduled.id}/cancel`;
    expect((await post("editor", {}, { url: cancelUrl })).statusCode).toBe(403);
    expect((await post("publisher", {}, { url: cancelUrl })).statusCode).toBe(200);
    expect((await post("publisher", {}, { url: cancelUrl })).statusCode).toBe(404);
    expect(
      (await post("publisher", {}, { url: `${API}/scheduled/..%2F1/cancel` })).statusCode,
    ).toBe(404);
    expect((await get("publisher")).json().scheduled).toEqual([]);
  });

  it("publish nothing when their publisher may no longer publish at the time", async () => {
    const at = new Date(Date.now() + 3_000);
    const answer = await post("leaving", { entries: ["pages/home"], at: at.toISOString() });
    expect(answer.statusCode).toBe(201);
    await setRole(database.db, "leaving@flowboard.example", "editor");
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 1_000));
    expect(changes["pages/home"]).toBeDefined();
    const { rows } = await database.db
      .selectFrom("scheduled_publish")
      .selectAll()
      .where("id", "=", answer.json().scheduled.id)
      .execute()
      .then((found) => ({ rows: found }));
    expect(rows[0].done_at).not.toBeNull();
    expect(rows[0].outcome.error).toMatch(/may no longer publish/);
  });
});

describe("releases.gather", () => {
  it("queues what was merged before a failure, once, and passes the failure on", async () => {
    const before = builds().length;
    let queued;
    await expect(
      releases.gather(async () => {
        for (const title of ["Gathered one", "Gathered two"])
          await releases.enqueuePublish({ commit: commitHeadline(title), by: "p@x", source: repo });
        queued = (await releases.list())[0].id;
        throw new Error("the third merge failed");
      }),
    ).rejects.toThrow("the third merge failed");
    const newest = (await releases.list())[0];
    expect(newest.id).toBeGreaterThan(queued);
    await until(async () => (await releases.get(newest.id)).state === "live");
    expect(builds().slice(before)).toEqual(["Gathered two"]);
  });
});

describe("readPublishRequest", () => {
  it("takes a time past or within the second as now", () => {
    const now = new Date("2026-12-07T10:00:00Z");
    expect(readPublishRequest({ at: "2026-12-07T09:00:00Z" }, now).at).toBeUndefined();
    expect(readPublishRequest({ at: "2026-12-07T11:00:00Z" }, now).at?.toISOString()).toBe(
      "2026-12-07T11:00:00.000Z",
    );
    expect(readPublishRequest({ entries: ["a/b", "a/b"] }, now).entries).toEqual(["a/b"]);
  });
});
