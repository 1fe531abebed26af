import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { createDatabase, openTestPglite } from "../../tests/support/databases.mjs";
import { makeFixtureBuild } from "../../tests/support/fixture-build.mjs";
import { addAccount } from "../admin/accounts.mjs";
import { SCRYPT } from "../admin/passwords.mjs";
import { buildServer } from "../app.mjs";
import { openDatabase } from "../db/database.mjs";
import { openReleases } from "./publisher.mjs";

// The queue, the swap, rollback and keep-N, over a content repository made here and a stand-in
// build (tests/support/fake-release-build.mjs) that writes a small site from its headline in
// a fraction of a second. The real build runs in real-build.test.mjs, once.
vi.setConfig({ testTimeout: 60_000 });

const FAKE_BUILD = fileURLToPath(
  new URL("../../tests/support/fake-release-build.mjs", import.meta.url),
);
const HOST = "releases.test";
const SAME_ORIGIN = { host: HOST, origin: `https://${HOST}`, "sec-fetch-site": "same-origin" };
const EMAIL = "publisher@flowboard.example";
const PASSWORD = "correct horse battery staple";

let work;
let repo;
let fixture;

const git = (...args) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim();

/** Commits a home headline to the content repository; resolves to the commit's id. */
function commitHeadline(title) {
  writeFileSync(
    path.join(repo, "content/pages/home.json"),
    `${JSON.stringify({ hero: { title } }, null, 2)}\n`,
  );
  git("add", "-A");
  git("-c", "user.name=Test", "-c", "user.email=test@flowboard.example", "commit", "-qm", title);
  return git("rev-parse", "HEAD");
}

const headlineOf = (html) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
const scriptOf = (html) => /src="(\/assets\/entry-[^"]+\.js)"/.exec(html)?.[1];

async function open(database, settings = {}, folder = "releases", env = process.env) {
  return openReleases({
    env,
    db: database.db,
    dir: path.join(work, folder),
    deployedBuild: fixture.buildDir,
    deployedCommit: "deployed",
    commands: { check: undefined, build: [process.execPath, FAKE_BUILD] },
    settings: { pollMs: 50, syncMs: 100, ...settings },
  });
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "flowboard-releases-"));
  repo = path.join(work, "content-repo");
  mkdirSync(path.join(repo, "content/pages"), { recursive: true });
  execFileSync("git", ["init", "-q", repo]);
  fixture = await makeFixtureBuild();
});

afterAll(async () => {
  await fixture?.cleanup();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the publish queue", () => {
  let database;
  let releases;
  beforeAll(async () => {
    database = await openTestPglite();
    releases = await open(database);
  });
  afterAll(async () => {
    await releases?.stop();
    await database?.close();
  });

  it("starts from the deployed build, adopted as the first release", async () => {
    const [first] = await releases.list();
    expect(first).toMatchObject({ state: "live", live: true, by: "deploy", commit: "deployed" });
    expect(releases.site.pages.has("/features")).toBe(true);
  });

  it("runs publishes one after another, in order, each through its stages to live", async () => {
    const one = commitHeadline("Release one");
    const two = commitHeadline("Release two");
    const first = await releases.enqueuePublish({ commit: one, by: EMAIL, source: repo });
    const second = await releases.enqueuePublish({ commit: two, by: EMAIL, source: repo });
    const { waiting } = await releases.queue();
    expect(waiting.map((release) => release.id)).toEqual([first.id, second.id]);
    expect(waiting.map((release) => release.state)).toEqual(["queued", "queued"]);
    expect(waiting[0].stageMs).toBeGreaterThanOrEqual(0);
    expect(await releases.drain()).toBe(2);

    const [newest, older] = await releases.list();
    expect(newest).toMatchObject({
      id: second.id,
      state: "live",
      live: true,
      commit: two,
      by: EMAIL,
    });
    expect(older).toMatchObject({ id: first.id, state: "live", live: false, commit: one });
    // One at a time: the second was checked only after the first was live.
    expect(newest.checkStartedAt.getTime()).toBeGreaterThanOrEqual(older.publishedAt.getTime());
    for (const release of [newest, older]) {
      expect(release.durations.building).toBeGreaterThan(0);
      expect(release.durations.total).toBeGreaterThanOrEqual(release.durations.building);
    }
    const home = releases.site.pages.get("/").variants.identity.body.toString();
    expect(headlineOf(home)).toBe("Release two");
    expect((await releases.queue()).waiting).toEqual([]);
  });

  it("a failed build never goes live, and says what failed", async () => {
    const liveBefore = (await releases.list()).find((release) => release.live);
    const broken = commitHeadline("fail");
    const queued = await releases.enqueuePublish({ commit: broken, by: EMAIL, source: repo });
    await releases.drain();
    const failed = await releases.get(queued.id);
    expect(failed.state).toBe("failed");
    expect(failed.error).toContain("content/pages/home.json: hero.title: is refused");
    expect((await releases.list()).find((release) => release.live).id).toBe(liveBefore.id);
    expect(existsSync(path.join(work, "releases", String(queued.id)))).toBe(false);
    expect((await releases.queue()).latest).toMatchObject({ id: queued.id, state: "failed" });
  });

  it("refuses a commit the repository does not have, and a name that is no commit name", async () => {
    await expect(
      releases.enqueuePublish({ commit: "f".repeat(40), by: EMAIL, source: repo }),
    ).rejects.toMatchObject({ status: 422 });
    for (const commit of ["--output=/tmp/x", "../x", "a b", ""])
      await expect(
        releases.enqueuePublish({ commit, by: EMAIL, source: repo }),
      ).rejects.toMatchObject({ status: 400 });
  });

  it("a scheduled publish waits for its time in the database", async () => {
    const later = commitHeadline("Scheduled");
    const queued = await releases.enqueuePublish({
      commit: later,
      by: EMAIL,
      source: repo,
      at: new Date(Date.now() + 60 * 60_000),
    });
    expect(await releases.drain()).toBe(0);
    expect((await releases.get(queued.id)).state).toBe("queued");
    await database.db
      .updateTable("release")
      .set({ run_at: new Date(Date.now() - 1000) })
      .where("id", "=", queued.id)
      .execute();
    // The server's loop runs it once due.
    releases.start();
    await vi.waitFor(async () => expect((await releases.get(queued.id)).state).toBe("live"), {
      timeout: 20_000,
      interval: 100,
    });
    await releases.stop();
  });
});

describe("the live server switching releases", () => {
  let database;
  let releases;
  let app;
  let base;
  let cookie;
  let first;
  let second;

  beforeAll(async () => {
    database = await openTestPglite();
    await addAccount(
      database.db,
      EMAIL,
      PASSWORD,
      { ...SCRYPT, N: 2 ** 10 },
      { role: "publisher" },
    );
    releases = await open(database, { keep: 2 }, "served");
    app = buildServer({ root: fixture.clientDir, database, releases });
    await app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${app.server.address().port}`;
    const login = await app.inject({
      method: "POST",
      url: "/admin/login",
      headers: {
        ...SAME_ORIGIN,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      payload: new URLSearchParams({ email: EMAIL, password: PASSWORD }).toString(),
    });
    cookie = String(login.headers["set-cookie"]).split(";")[0];
    first = await releases.enqueuePublish({
      commit: commitHeadline("Served first"),
      by: EMAIL,
      source: repo,
    });
    second = await releases.enqueuePublish({
      commit: commitHeadline("Served second"),
      by: EMAIL,
      source: repo,
    });
    await vi.waitFor(async () => expect((await releases.get(second.id)).state).toBe("live"), {
      timeout: 30_000,
      interval: 100,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const api = (method, url, headers = {}) =>
    app.inject({ method, url, headers: { host: HOST, cookie, ...headers } });

  it("lists the releases newest first with who, when, which commit and which is live", async () => {
    const response = await api("GET", "/admin/api/releases");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { releases: listed } = response.json();
    expect(listed.map((release) => release.id)).toEqual(
      [...listed.map((release) => release.id)].sort((a, b) => b - a),
    );
    expect(listed[0]).toMatchObject({ id: second.id, live: true, by: EMAIL, state: "live" });
    expect(new Date(listed[0].publishedAt).getTime()).toBeGreaterThan(0);
    expect(listed[0].commit).toMatch(/^[0-9a-f]{40}$/);
    expect(listed.filter((release) => release.live)).toHaveLength(1);
    const queue = await api("GET", "/admin/api/releases/queue");
    expect(queue.json()).toMatchObject({ waiting: [], latest: { id: second.id, state: "live" } });
  });

  it("refuses the releases to a stranger, and a rollback from another site", async () => {
    const stranger = await app.inject({ url: "/admin/api/releases", headers: { host: HOST } });
    expect(stranger.statusCode).toBe(401);
    const url = `/admin/api/releases/${first.id}/activate`;
    // An editor saves and submits changes; making a release live is a publisher's.
    await addAccount(
      database.db,
      "editor@example.com",
      PASSWORD,
      { ...SCRYPT, N: 2 ** 10 },
      {
        role: "editor",
      },
    );
    const editorLogin = await app.inject({
      method: "POST",
      url: "/admin/login",
      headers: {
        ...SAME_ORIGIN,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      payload: new URLSearchParams({ email: "editor@example.com", password: PASSWORD }).toString(),
    });
    const editorCookie = String(editorLogin.headers["set-cookie"]).split(";")[0];
    const byEditor = await app.inject({
      method: "POST",
      url,
      headers: { ...SAME_ORIGIN, cookie: editorCookie },
    });
    expect(byEditor.statusCode).toBe(403);
    for (const headers of [
      {},
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    ]) {
      const response = await api("POST", url, headers);
      expect(response.statusCode).toBe(403);
    }
    expect((await releases.list()).find((release) => release.live).id).toBe(second.id);
    const oversized = await app.inject({
      method: "POST",
      url: `/admin/api/releases/${first.id}/activate`,
      headers: { ...SAME_ORIGIN, cookie, "content-type": "application/json" },
      payload: JSON.stringify({ note: "x".repeat(4096) }),
    });
    expect(oversized.statusCode).toBe(413);
    const malformed = await app.inject({
      method: "POST",
      url: `/admin/api/releases/${first.id}/activate`,
      headers: { ...SAME_ORIGIN, cookie, "content-type": "application/json" },
      payload: "{",
    });
    expect(malformed.statusCode).toBe(400);
    expect((await releases.list()).find((release) => release.live).id).toBe(second.id);
    for (const id of ["0", "x", "1e3", "99999999999", "..%2F1", "1;2", "%00", "1%0a"]) {
      const response = await api("POST", `/admin/api/releases/${id}/activate`, SAME_ORIGIN);
      expect(response.statusCode).toBe(404);
    }
  });

  it("serves every request whole while releases switch: no 5xx, each page with its own assets", async () => {
    const problems = [];
    let requests = 0;
    let switching = true;
    const client = async () => {
      while (switching) {
        const page = await fetch(`${base}/`);
        const html = await page.text();
        requests += 1;
        if (page.status !== 200) problems.push(`/ answered ${page.status}`);
        const script = scriptOf(html);
        // The page's script, asked for after the page, as a browser does, maybe after a switch.
        const asset = await fetch(`${base}${script}`);
        const body = await asset.text();
        if (asset.status !== 200) problems.push(`${script} answered ${asset.status}`);
        else if (!body.includes(JSON.stringify(headlineOf(html))))
          problems.push(`${script} is not the script of the page "${headlineOf(html)}"`);
      }
    };
    const clients = Array.from({ length: 4 }, client);
    const seen = new Set();
    for (let round = 0; round < 6; round += 1) {
      const id = round % 2 === 0 ? first.id : second.id;
      const response = await api("POST", `/admin/api/releases/${id}/activate`, SAME_ORIGIN);
      expect(response.statusCode).toBe(200);
      seen.add(headlineOf(await (await fetch(`${base}/`)).text()));
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    switching = false;
    await Promise.all(clients);
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThan(10);
    expect([...seen].sort()).toEqual(["Served first", "Served second"]);
  });

  it("rolls back within 10 s, and the home page shows the older headline", async () => {
    const started = Date.now();
    const response = await api("POST", `/admin/api/releases/${first.id}/activate`, SAME_ORIGIN);
    expect(response.statusCode).toBe(200);
    expect(response.json().release).toMatchObject({ id: first.id, live: true });
    expect(headlineOf(await (await fetch(`${base}/`)).text())).toBe("Served first");
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("keeps the last N releases and the live one; an older one's folder and assets go", async () => {
    // keep: 2. The live release is `first` (rolled back to); two newer ones follow.
    const scriptOfFirst = scriptOf(
      releases.liveSite.currentSite.pages.get("/").variants.identity.body.toString(),
    );
    const later = [];
    for (const title of ["Kept A", "Kept B"])
      later.push(
        await releases.enqueuePublish({ commit: commitHeadline(title), by: EMAIL, source: repo }),
      );
    await vi.waitFor(async () => expect((await releases.get(later[1].id)).state).toBe("live"), {
      timeout: 30_000,
      interval: 100,
    });
    const listed = (await releases.list()).filter((release) => release.state === "live");
    expect(listed.map((release) => release.id)).toEqual(later.map((r) => r.id).reverse());
    for (const gone of [first, second]) {
      expect(existsSync(path.join(work, "served", String(gone.id)))).toBe(false);
      const response = await api("POST", `/admin/api/releases/${gone.id}/activate`, SAME_ORIGIN);
      expect(response.statusCode).toBe(404);
    }
    expect((await fetch(`${base}${scriptOfFirst}`)).status).toBe(404);
    // A kept older release's page still loads its script.
    const html = releases.liveSite.currentSite.pages.get("/").variants.identity.body.toString();
    expect(headlineOf(html)).toBe("Kept B");
    await api("POST", `/admin/api/releases/${later[0].id}/activate`, SAME_ORIGIN);
    const kept = scriptOf(await (await fetch(`${base}/`)).text());
    await api("POST", `/admin/api/releases/${later[1].id}/activate`, SAME_ORIGIN);
    expect((await fetch(`${base}${kept}`)).status).toBe(200);
  });

  it("publishes a failed publish's commit again on retry", async () => {
    const failed = await releases.enqueuePublish({
      commit: commitHeadline("fail"),
      by: EMAIL,
      source: repo,
    });
    await vi.waitFor(async () => expect((await releases.get(failed.id)).state).toBe("failed"), {
      timeout: 30_000,
      interval: 100,
    });
    const response = await api("POST", `/admin/api/releases/${failed.id}/retry`, SAME_ORIGIN);
    expect(response.statusCode).toBe(202);
    expect(response.json().release).toMatchObject({
      state: "queued",
      commit: (await releases.get(failed.id)).commit,
    });
  });
});

describe("two instances on one database", () => {
  // The fleet's mechanism (decision 043): one instance builds; the other serves the same
  // release from the shared folder once the pointer moves, found by its poll or, sooner, by
  // a request for an asset of the new release that it does not have yet.
  const targets = [{ name: "PGlite", shared: true }];
  if (inject("postgresUrl")) targets.push({ name: "PostgreSQL", shared: false });
  for (const target of targets)
    it(`the second serves the release the first published (${target.name})`, async () => {
      let databases;
      if (target.shared) {
        const database = await openTestPglite();
        databases = [database, database];
      } else {
        const url = await createDatabase(inject("postgresUrl"));
        databases = [await openDatabase({ url }), await openDatabase({ url })];
      }
      const folder = `shared-${target.name}`;
      let two;
      let app;
      try {
        const one = await open(databases[0], {}, folder);
        // Its poll is far off: only a request can make it look now.
        two = await open(databases[1], { syncMs: 60_000 }, folder);
        app = buildServer({ root: fixture.clientDir, releases: two });
        const before = headlineOf((await app.inject({ url: "/" })).body);
        const queued = await one.enqueuePublish({
          commit: commitHeadline(`Fleet ${target.name}`),
          by: EMAIL,
          source: repo,
        });
        await one.drain();
        const page = one.site.pages.get("/").variants.identity.body.toString();
        expect(headlineOf(page)).toBe(`Fleet ${target.name}`);
        expect(headlineOf((await app.inject({ url: "/" })).body)).toBe(before);

        // A visitor given the new page by the first instance asks the second for its script.
        const started = performance.now();
        const asset = await app.inject({ url: scriptOf(page) });
        const ms = performance.now() - started;
        expect(asset.statusCode).toBe(200);
        expect(asset.body).toContain(JSON.stringify(`Fleet ${target.name}`));
        expect(headlineOf((await app.inject({ url: "/" })).body)).toBe(`Fleet ${target.name}`);
        expect(two.liveSite.currentId).toBe(queued.id);
        console.log(
          `${target.name}: the second instance looked up and switched in ${ms.toFixed(0)} ms`,
        );
        // An asset no release has is still a plain 404.
        expect((await app.inject({ url: "/assets/entry-none.js" })).statusCode).toBe(404);

        // A rollback on the first reaches the second by its poll.
        await one.activate(queued.id - 1);
        await two.sync();
        expect(headlineOf((await app.inject({ url: "/" })).body)).toBe(before);
      } finally {
        await app?.close();
        for (const database of new Set(databases)) await database.close();
      }
    });

  it("builds each publish once, one at a time, when both instances take from the queue", async () => {
    const url = inject("postgresUrl") && (await createDatabase(inject("postgresUrl")));
    const first = url ? await openDatabase({ url }) : await openTestPglite();
    const databases = url ? [first, await openDatabase({ url })] : [first, first];
    const buildLog = path.join(work, "builds.jsonl");
    const env = { ...process.env, FAKE_BUILD_LOG: buildLog };
    try {
      const one = await open(databases[0], {}, "claimed", env);
      const two = await open(databases[1], {}, "claimed", env);
      const titles = ["Claimed A", "Claimed B"];
      for (const title of titles)
        await one.enqueuePublish({ commit: commitHeadline(title), by: EMAIL, source: repo });
      const [ranOne, ranTwo] = await Promise.all([one.drain(), two.drain()]);
      expect(ranOne + ranTwo).toBe(2);
      const builds = readFileSync(buildLog, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line));
      expect(builds.map((build) => build.headline).sort()).toEqual(titles);
      const [earlier, later] = builds.sort((a, b) => a.began - b.began);
      expect(later.began).toBeGreaterThanOrEqual(earlier.ended);
    } finally {
      for (const database of new Set(databases)) await database.close();
    }
  });
});
