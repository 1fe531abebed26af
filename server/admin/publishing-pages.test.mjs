// @vitest-environment node
// The publisher's releases page and the changes under review, over the real server (Fastify's
// inject) on an in-memory database: who opens what, a rollback by a plain form, what hostile
// requests get, and that stored text is escaped. The releases are built by the stand-in build
// (tests/support/fake-release-build.mjs); the review pages ask a stand-in editor backend
// through the live editor's own checks.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestPglite } from "../../tests/support/databases.mjs";
import { makeFixtureBuild } from "../../tests/support/fixture-build.mjs";
import {
  ADMIN_SHELL,
  addTeam,
  logIn as logInAs,
  TEAM_PASSWORD as PASSWORD,
} from "../../tests/support/team-accounts.mjs";
import { buildServer } from "../app.mjs";
import { idOf } from "../editor/files.ts";
import * as liveModule from "../editor/live-entry.ts";
import { openReleases } from "../releases/publisher.mjs";
import { listAudit } from "./audit.mjs";
import { ROLES } from "./roles.mjs";

vi.setConfig({ testTimeout: 60_000 });
const FAKE_BUILD = fileURLToPath(
  new URL("../../tests/support/fake-release-build.mjs", import.meta.url),
);
const HOST = "pages.test";
const SAME_ORIGIN = { host: HOST, origin: `https://${HOST}`, "sec-fetch-site": "same-origin" };
const FORM = { ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" };
const HOSTILE = `<img src=x onerror="alert('x')">`;
const repositoryRoot = path.resolve(import.meta.dirname, "../..");

let work;
let repo;
let fixture;
let database;
let releases;
let app;
const cookies = {};
const published = {};
/** What the editor's backend was asked, and for whom. */
const calls = [];

// The changes the stand-in workflow holds, as server/editor/workflow.ts answers them.
const underReview = {
  "pages/home": {
    status: "pending_review",
    author: `Mallory <script>alert("a")</script>`,
    updatedAt: "2026-12-01T10:00:00Z",
    files: [
      {
        path: "content/pages/home.json",
        change: "changed",
        fields: [
          {
            field: "hero.title",
            label: "Hero › Title",
            change: "changed",
            before: "Before words",
            after: HOSTILE,
          },
          { field: "hero.note", label: "Hero › Note", change: "added", after: "Added words" },
        ],
      },
    ],
  },
};

function backend({ action, params }, context) {
  calls.push({ action, params, member: context.member });
  const key = `${params.collection}/${params.slug}`;
  const change = underReview[key];
  if (action === "unpublishedEntries") return { status: 200, json: Object.keys(underReview) };
  if (!change) return { status: 404, json: { error: "this entry has no change under review" } };
  if (action === "unpublishedEntry")
    return {
      status: 200,
      json: {
        collection: params.collection,
        slug: params.slug,
        status: change.status,
        diffs: [],
        updatedAt: change.updatedAt,
        pullRequestAuthor: change.author,
      },
    };
  if (action === "entryChanges")
    return {
      status: 200,
      json: {
        collection: params.collection,
        slug: params.slug,
        status: change.status,
        files: change.files,
      },
    };
  return { status: 422, json: { error: `Unknown action ${action}` } };
}

const git = (...args) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim();
function commitHeadline(title) {
  writeFileSync(
    path.join(repo, "content/pages/home.json"),
    `${JSON.stringify({ hero: { title } }, null, 2)}\n`,
  );
  git("add", "-A");
  git("-c", "user.name=Test", "-c", "user.email=test@flowboard.example", "commit", "-qm", title);
  return git("rev-parse", "HEAD");
}

const logIn = (email, remoteAddress) =>
  logInAs(app, { email, sameOrigin: SAME_ORIGIN, remoteAddress });

const as = (role, url, options = {}) =>
  app.inject({
    method: "GET",
    url,
    ...options,
    headers: { host: HOST, cookie: cookies[role], ...options.headers },
  });
const liveId = async () => (await releases.list()).find((release) => release.live).id;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "flowboard-publishing-pages-"));
  repo = path.join(work, "content-repo");
  mkdirSync(path.join(repo, "content/pages"), { recursive: true });
  execFileSync("git", ["init", "-q", repo]);
  fixture = await makeFixtureBuild({
    extraFiles: {
      "admin/index.html": ADMIN_SHELL,
    },
  });
  database = await openTestPglite();
  await addTeam(database.db, ROLES);
  releases = await openReleases({
    env: process.env,
    db: database.db,
    dir: path.join(work, "releases"),
    deployedBuild: fixture.buildDir,
    deployedCommit: "deployed",
    commands: { check: undefined, build: [process.execPath, FAKE_BUILD] },
    settings: { pollMs: 50, syncMs: 100 },
  });
  // Two releases built (the second by an author whose name is markup), then a failed one.
  published.first = await releases.enqueuePublish({
    commit: commitHeadline("Pages first"),
    by: "publisher@flowboard.example",
    source: repo,
  });
  published.second = await releases.enqueuePublish({
    commit: commitHeadline("Pages second"),
    by: HOSTILE,
    source: repo,
  });
  published.failed = await releases.enqueuePublish({
    commit: commitHeadline("fail"),
    by: "publisher@flowboard.example",
    source: repo,
  });
  await releases.drain();
  app = buildServer({
    root: fixture.clientDir,
    database,
    releases,
    liveEditor: { contentRoot: repositoryRoot, backend },
  });
  for (const [index, role] of ROLES.entries())
    cookies[role] = await logIn(`${role}@flowboard.example`, `10.0.2.${index + 1}`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await fixture?.cleanup();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("/admin/releases", () => {
  it("is a publisher's and an admin's: a viewer and an editor get the 403 page, a stranger the login", async () => {
    for (const role of ["viewer", "editor"]) {
      const response = await as(role, "/admin/releases");
      expect(response.statusCode, role).toBe(403);
      expect(response.body).toContain("Not allowed");
    }
    for (const role of ["publisher", "admin"]) {
      const response = await as(role, "/admin/releases");
      expect(response.statusCode, role).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body).toMatch(/<h1[^>]*>Releases<\/h1>/);
      expect(response.body).toContain('href="/admin/releases" aria-current="page"');
    }
    const stranger = await app.inject({ url: "/admin/releases", headers: { host: HOST } });
    expect(stranger.statusCode).toBe(303);
    expect(stranger.headers.location).toBe("/admin/login");
  });

  it("lists the kept releases newest first, the live one said in words, and the failure with its file, field and rule", async () => {
    const response = await as("publisher", "/admin/releases");
    const kept = response.body.slice(response.body.indexOf('id="kept"'));
    const rows = [
      ...kept.matchAll(/<tr class="border-t"><td[^>]*>(\d+)<\/td><td[^>]*>(.*?)<\/td>/g),
    ];
    const ids = rows.map((match) => Number(match[1]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids.slice(0, 2)).toEqual([published.second.id, published.first.id]);
    expect(ids).not.toContain(published.failed.id);
    expect(rows[0][2]).toContain("Live now");
    expect(rows.filter((match) => match[2].includes("Live now"))).toHaveLength(1);
    const second = await releases.get(published.second.id);
    expect(kept).toContain(`<code title="${second.commit}">${second.commit.slice(0, 7)}</code>`);
    expect(kept).toMatch(
      /<time datetime="[^"]+">[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC<\/time>/,
    );
    expect(kept).toContain(
      `<form method="post" action="/admin/releases/${published.first.id}/activate"><button type="submit" class="`,
    );
    expect(kept).toContain(
      `>Make live<span class="sr-only">: release ${published.first.id}</span></button>`,
    );
    // The failed publish: its message names the file, the field and the rule, and it can be tried again.
    const queue = response.body.slice(
      response.body.indexOf('id="queue"'),
      response.body.indexOf('id="kept"'),
    );
    expect(queue).toContain(`Publish ${published.failed.id} failed`);
    expect(queue).toContain("content/pages/home.json: hero.title: is refused");
    expect(queue).toContain(`action="/admin/releases/${published.failed.id}/retry"`);
    expect(queue).toContain(">Try again</button>");
    expect(response.body).not.toContain('http-equiv="refresh"');
  });

  it("escapes a publisher's name that is markup", async () => {
    const response = await as("publisher", "/admin/releases");
    expect(response.body).not.toContain(HOSTILE);
    expect(response.body).not.toContain("<img src=x");
    expect(response.body).toContain("&#60;img src=x onerror=&#34;alert(&#39;x&#39;)&#34;&#62;");
  });

  it("makes an earlier release live by a plain form, says so, and logs it", async () => {
    const { first, second } = published;
    const response = await as("publisher", `/admin/releases/${first.id}/activate`, {
      method: "POST",
      headers: FORM,
      payload: "",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/admin/releases?live=${first.id}`);
    expect(await liveId()).toBe(first.id);
    const home = await app.inject({ url: "/", headers: { host: HOST } });
    expect(home.body).toContain("<h1>Pages first</h1>");
    const page = await as("publisher", response.headers.location);
    expect(page.body).toContain(`role="status"`);
    expect(page.body).toContain(`Release ${first.id} is live now.`);
    const { entries } = await listAudit(database.db);
    expect(entries[0]).toMatchObject({
      actor: "publisher@flowboard.example",
      action: "rolled back",
      subject: `release ${first.id}`,
    });
    // And forward again.
    await as("publisher", `/admin/releases/${second.id}/activate`, {
      method: "POST",
      headers: FORM,
      payload: "",
    });
    expect(await liveId()).toBe(second.id);
  });

  it("refuses a form from another site, without proof of origin, or from an editor", async () => {
    const url = `/admin/releases/${published.first.id}/activate`;
    const cases = [
      ["publisher", { host: HOST, origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
      ["publisher", { host: HOST }],
      ["editor", FORM],
    ];
    for (const [role, headers] of cases) {
      const response = await as(role, url, { method: "POST", headers, payload: "" });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(await liveId()).toBe(published.second.id);
  });

  it("answers 404 to ids that are no release's, and says why a failed publish cannot go live", async () => {
    for (const id of [
      "0",
      "x",
      "1e3",
      "99999999999",
      "..%2F1",
      "%2e%2e",
      "1;2",
      "%00",
      "-1",
      "9".repeat(5000),
    ]) {
      const response = await as("publisher", `/admin/releases/${id}/activate`, {
        method: "POST",
        headers: FORM,
        payload: "",
      });
      // 404 from the route; a path the router reads as another (`%2e%2e`) is no route's (405).
      expect([404, 405, 414], id.slice(0, 20)).toContain(response.statusCode);
    }
    const missing = await as("publisher", "/admin/releases/999999/activate", {
      method: "POST",
      headers: FORM,
      payload: "",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('role="alert"');
    const never = await as("publisher", `/admin/releases/${published.failed.id}/activate`, {
      method: "POST",
      headers: FORM,
      payload: "",
    });
    expect(never.statusCode).toBe(409);
    expect(never.body).toContain(`Release ${published.failed.id} was never built`);
    const big = await as("publisher", `/admin/releases/${published.first.id}/activate`, {
      method: "POST",
      headers: FORM,
      payload: `note=${"x".repeat(4096)}`,
    });
    expect(big.statusCode).toBe(413);
    expect(await liveId()).toBe(published.second.id);
  });

  it("shows a publish waiting with its stage and refreshes itself while one is under way", async () => {
    const later = await releases.enqueuePublish({
      commit: commitHeadline("Pages later"),
      by: "publisher@flowboard.example",
      source: repo,
      at: new Date(Date.now() + 3_600_000),
    });
    const response = await as("publisher", "/admin/releases");
    expect(response.body).toContain('<meta http-equiv="refresh" content="3">');
    const queue = response.body.slice(
      response.body.indexOf('id="queue"'),
      response.body.indexOf('id="kept"'),
    );
    expect(queue).toMatch(
      new RegExp(`<td[^>]*>${later.id}</td><td[^>]*>Queued</td><td[^>]*>\\d+\\.\\d s</td>`),
    );
  });
});

describe("/admin/releases: trying a failed publish again", () => {
  it("queues the failed publish's commit again by a plain form, and logs it", async () => {
    const { failed } = published;
    const response = await as("publisher", `/admin/releases/${failed.id}/retry`, {
      method: "POST",
      headers: FORM,
      payload: "",
    });
    expect(response.statusCode).toBe(303);
    const queued = Number(/^\/admin\/releases\?queued=(\d+)$/.exec(response.headers.location)?.[1]);
    expect(queued).toBeGreaterThan(failed.id);
    expect((await releases.get(queued)).commit).toBe((await releases.get(failed.id)).commit);
    const page = await as("publisher", response.headers.location);
    expect(page.body).toContain(`Publish ${queued} is queued`);
    const { entries } = await listAudit(database.db);
    expect(entries[0]).toMatchObject({
      action: "published again",
      subject: `release ${failed.id}`,
    });
    const foreign = await as("publisher", `/admin/releases/${failed.id}/retry`, {
      method: "POST",
      headers: { host: HOST, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload: "",
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe("/admin/review", () => {
  it("is an editor's and up: a viewer gets the 403 page", async () => {
    const viewer = await as("viewer", "/admin/review");
    expect(viewer.statusCode).toBe(403);
    for (const role of ["editor", "publisher", "admin"]) {
      const response = await as(role, "/admin/review");
      expect(response.statusCode, role).toBe(200);
    }
    const calledFor = calls
      .filter((call) => call.action === "unpublishedEntries")
      .map((call) => call.member.role);
    expect(calledFor).toEqual(["editor", "publisher", "admin"]);
  });

  it("lists each change with its status and author, escaped, linking to its field-by-field view", async () => {
    const response = await as("editor", "/admin/review");
    expect(response.body).toContain('href="/admin/review/pages/home"');
    expect(response.body).toContain("In review");
    expect(response.body).not.toContain("<script>alert");
    expect(response.body).toContain("Mallory &#60;script&#62;alert(&#34;a&#34;)&#60;/script&#62;");
    expect(response.body).toContain('<time datetime="2026-12-01T10:00:00.000Z">');
  });

  it("shows a change's fields with their label, old and new value, escaped", async () => {
    const response = await as("editor", "/admin/review/pages/home");
    expect(response.statusCode).toBe(200);
    const cells = [...response.body.matchAll(/<tr class="border-t">(.*?)<\/tr>/g)].map((match) =>
      [...match[1].matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1]),
    );
    const { fields } = underReview["pages/home"].files[0];
    expect(cells).toHaveLength(fields.length);
    expect(cells[0][0]).toBe(fields[0].label);
    expect(cells[0][1]).toBe(fields[0].before);
    expect(cells[0][2]).toBe("&#60;img src=x onerror=&#34;alert(&#39;x&#39;)&#34;&#62;");
    expect(cells[1][1]).toContain("(none)");
    expect(response.body).not.toContain(HOSTILE);
    expect(response.body).toContain("<code>content/pages/home.json</code> (changed)");
  });

  it("refuses hostile names before the backend hears of them, and answers 404 to no change", async () => {
    const before = calls.length;
    for (const url of [
      "/admin/review/..%2F..%2Fetc/passwd",
      "/admin/review/pages/..%2Fsecret",
      "/admin/review/..%2E/home",
      "/admin/review/pages/%00",
      "/admin/review/pages/a%0Ab",
      `/admin/review/pages/${"a".repeat(5000)}`,
    ]) {
      const response = await as("editor", url);
      expect(response.statusCode, url.slice(0, 40)).toBe(400);
      expect(response.body).toContain('role="alert"');
    }
    expect(calls.length).toBe(before);
    const none = await as("editor", "/admin/review/pages/nothing");
    expect(none.statusCode).toBe(404);
    const viewer = await as("viewer", "/admin/review/pages/home");
    expect(viewer.statusCode).toBe(403);
  });
});

describe("/admin/review over the real workflow", () => {
  let server;
  let cookie;
  const home = "content/pages/home.json";
  const base = readFileSync(path.join(repositoryRoot, home), "utf8");
  const oldTitle = JSON.parse(base).hero.title;

  beforeAll(async () => {
    const source = path.join(work, "deployed");
    cpSync(path.join(repositoryRoot, "content"), path.join(source, "content"), { recursive: true });
    const inSource = (...args) =>
      execFileSync("git", ["-C", source, ...args], { encoding: "utf8" }).trim();
    inSource("init", "-q", "-b", "main");
    inSource("add", "-A");
    inSource(
      "-c",
      "user.name=Dev",
      "-c",
      "user.email=dev@example.com",
      "commit",
      "-qm",
      "Deployed",
    );
    const contentRepo = await liveModule.openContentRepo({
      dataDir: path.join(work, "data"),
      source,
    });
    server = buildServer({
      root: fixture.clientDir,
      database,
      liveEditor: {
        contentRoot: source,
        module: liveModule,
        workflow: async (module) => ({
          handle: module.createRepoBackend({ repo: contentRepo }),
          contentRoot: contentRepo.liveDir,
        }),
      },
    });
    const login = await server.inject({
      method: "POST",
      url: "/admin/login",
      headers: { ...FORM, accept: "application/json" },
      payload: new URLSearchParams({
        email: "editor@flowboard.example",
        password: PASSWORD,
      }).toString(),
      remoteAddress: "10.0.3.1",
    });
    cookie = String(login.headers["set-cookie"]).split(";")[0];
    // An editor saves a new headline, as Decap does, on the change's own branch.
    const data = JSON.parse(base);
    data.hero.title = HOSTILE;
    const save = await server.inject({
      method: "POST",
      url: "/admin/edit/api/v1",
      headers: { ...SAME_ORIGIN, cookie, "content-type": "application/json" },
      payload: JSON.stringify({
        action: "persistEntry",
        params: {
          branch: "main",
          dataFiles: [{ path: home, slug: "pages-home", raw: JSON.stringify(data) }],
          assets: [],
          expected: { [home]: idOf(base) },
          options: { collectionName: "pages", useWorkflow: true, status: "draft" },
        },
      }),
    });
    expect(save.statusCode, save.body).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it("lists the saved change as a draft by its author, and shows its headline's old and new value", async () => {
    const get = (url) => server.inject({ url, headers: { host: HOST, cookie } });
    const list = await get("/admin/review");
    expect(list.statusCode).toBe(200);
    const row = /<tr class="border-t">(.*?)<\/tr>/.exec(list.body)?.[1] ?? "";
    expect(row).toContain('href="/admin/review/pages/pages-home"');
    expect(row).toContain('<td class="px-3 py-2 align-top">Draft</td>');
    expect(row).toContain(">editor</td>");
    const entry = await get("/admin/review/pages/pages-home");
    expect(entry.statusCode).toBe(200);
    const cells = [...entry.body.matchAll(/<tr class="border-t">(.*?)<\/tr>/g)].map((match) =>
      [...match[1].matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1]),
    );
    const escaped = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
    expect(cells).toHaveLength(1);
    expect(cells[0][0]).not.toBe("");
    expect(cells[0][1]).toBe(escaped(oldTitle));
    expect(cells[0][2]).toBe(escaped(HOSTILE));
    expect(entry.body).not.toContain(HOSTILE);
  });
});
