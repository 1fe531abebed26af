// @vitest-environment node
// Previews of a change under review and the links that share them, over the real server
// (Fastify's inject) on an in-memory database: who may ask for a preview, the built HTML
// served under /admin/preview with its links kept inside, the pages it touches linked from
// the change, and share links that open one preview to anyone holding them until they expire
// or are revoked, and nothing else. The builds are the stand-in build's
// (tests/support/fake-release-build.mjs), a fraction of a second each; the editor's backend
// is a stand-in answering as server/editor/workflow.ts does (its previewCommit is tested in
// workflow.test.ts, over git).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestPglite } from "../../tests/support/databases.mjs";
import { makeFixtureBuild } from "../../tests/support/fixture-build.mjs";
import { escapingPaths, forgedTokens } from "../../tests/support/hostile-previews.mjs";
import { rawRequest } from "../../tests/support/raw-http.mjs";
import {
  ADMIN_SHELL,
  addTeam,
  CHEAP_HASHING,
  logIn as logInAs,
  TEAM_PASSWORD as PASSWORD,
} from "../../tests/support/team-accounts.mjs";
import { addAccount } from "../admin/accounts.mjs";
import { listAudit } from "../admin/audit.mjs";
import { ROLES } from "../admin/roles.mjs";
import { buildServer } from "../app.mjs";
import { openReleases } from "../releases/publisher.mjs";
import { parseToken, signShare, tokenOf } from "./shares.mjs";

vi.setConfig({ testTimeout: 60_000 });
const FAKE_BUILD = fileURLToPath(
  new URL("../../tests/support/fake-release-build.mjs", import.meta.url),
);
const HOST = "previews.test";
const SAME_ORIGIN = { host: HOST, origin: `https://${HOST}`, "sec-fetch-site": "same-origin" };
const FORM = { ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" };
const AUTHOR = "author@flowboard.example";
const LIVE = "Live headline";
const CHANGED = "Previewed headline";
const OTHER = "Another change's headline";
const DAY = 86_400_000;

let work;
let repo;
let fixture;
let database;
let releases;
let app;
let port;
let clock = Date.parse("2026-12-07T12:00:00Z");
const cookies = {};
/** The commit each change's preview is built from, made in the test's repository. */
const commits = {};

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

// Two changes under review: the home page's, written by AUTHOR, and another.
function backend({ action, params }) {
  const key = `${params.collection}/${params.slug}`;
  const change = { "pages/home": commits.home, "pages/other": commits.other }[key];
  if (!change) return { status: 404, json: { error: "this entry has no change under review" } };
  if (action === "entryChanges")
    return {
      status: 200,
      json: {
        collection: params.collection,
        slug: params.slug,
        status: "pending_review",
        files: [],
      },
    };
  if (action === "previewCommit")
    return {
      status: 200,
      json: { commit: change, authors: key === "pages/home" ? [AUTHOR] : ["someone@else.example"] },
    };
  return { status: 422, json: { error: `Unknown action ${action}` } };
}

const logIn = (email, remoteAddress) =>
  logInAs(app, { email, sameOrigin: SAME_ORIGIN, remoteAddress });

const as = (who, url, options = {}) =>
  app.inject({
    method: "GET",
    url,
    ...options,
    headers: { host: HOST, ...(who ? { cookie: cookies[who] } : {}), ...options.headers },
  });
const post = (who, url, form = {}, headers = FORM) =>
  as(who, url, {
    method: "POST",
    headers,
    payload: new URLSearchParams(form).toString(),
  });
/** A stranger's request, from an address of its own (the share links count per address). */
let strangerCount = 0;
const stranger = (
  url,
  remoteAddress = `10.9.${Math.floor(strangerCount / 200)}.${strangerCount++ % 200}`,
) => app.inject({ method: "GET", url, headers: { host: HOST }, remoteAddress });
const headlineOf = (html) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

/** The newest preview of a change once its build is over (the server's queue runs it). */
async function finished(slug) {
  for (let tries = 0; tries < 600; tries++) {
    const [latest] = await releases.previews(`pages/${slug}`);
    if (latest && ["built", "failed"].includes(latest.state)) return latest;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The preview of pages/${slug} was not built within 30 s.`);
}

async function askForPreview(who, slug) {
  const answer = await post(who, `/admin/review/pages/${slug}/preview`);
  expect(answer.statusCode, answer.body).toBe(303);
  return finished(slug);
}

/** The request exactly as written, dot segments and all (inject would resolve them). */
const raw = (who, target) =>
  rawRequest(port, {
    target,
    headers: { host: HOST, ...(who ? { cookie: cookies[who] } : {}) },
  }).then((answer) => ({ ...answer, body: answer.body.toString("utf8") }));

/** The share links the change's page lists for a publisher. */
async function sharedLinks(slug = "home") {
  const page = (await as("publisher", `/admin/review/pages/${slug}`)).body;
  return [...page.matchAll(/href="\/preview\/([^"/]+)\/"/g)].map((match) => match[1]);
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "flowboard-previews-"));
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
  await addAccount(database.db, AUTHOR, PASSWORD, CHEAP_HASHING, { role: "editor" });
  releases = await openReleases({
    env: process.env,
    db: database.db,
    dir: path.join(work, "releases"),
    deployedBuild: fixture.buildDir,
    deployedCommit: "deployed",
    commands: { check: undefined, build: [process.execPath, FAKE_BUILD] },
    settings: { pollMs: 50, syncMs: 100, previewsKeep: 2 },
  });
  // The live site: a release of the stand-in build, whose home page shows LIVE.
  await releases.enqueuePublish({ commit: commitHeadline(LIVE), by: "deploy", source: repo });
  await releases.drain();
  commits.home = commitHeadline(CHANGED);
  commits.other = commitHeadline(OTHER);
  app = buildServer({
    root: fixture.clientDir,
    database,
    releases,
    liveEditor: { contentRoot: repo, backend },
    previews: { now: () => clock },
    publicOrigin: `https://${HOST}`,
  });
  for (const [index, role] of ROLES.entries())
    cookies[role] = await logIn(`${role}@flowboard.example`, `10.0.3.${index + 1}`);
  cookies.author = await logIn(AUTHOR, "10.0.3.9");
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = app.server.address().port;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (work) rmSync(work, { recursive: true, force: true });
  await fixture?.cleanup();
});

describe("asking for a preview", () => {
  it("is a publisher's, or an author's: another editor, a viewer, a stranger and another site are refused", async () => {
    const refused = await post("editor", "/admin/review/pages/home/preview");
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain("publisher or by one of its authors");
    expect((await post("viewer", "/admin/review/pages/home/preview")).statusCode).toBe(403);
    expect((await post(undefined, "/admin/review/pages/home/preview")).statusCode).toBe(401);
    const crossSite = await post(
      "publisher",
      "/admin/review/pages/home/preview",
      {},
      {
        ...FORM,
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      },
    );
    expect(crossSite.statusCode).toBe(403);
    // A role named in the request is not the account's.
    const forged = await post(
      "editor",
      "/admin/review/pages/home/preview",
      { role: "publisher" },
      {
        ...FORM,
        "x-role": "publisher",
        "x-flowboard-role": "admin",
      },
    );
    expect(forged.statusCode).toBe(403);
    expect(await releases.previews("pages/home")).toEqual([]);
  });

  it("builds the change's author's preview behind the publishes, never live, and the change lists the pages it touches", async () => {
    const queued = await post("author", "/admin/review/pages/home/preview");
    expect(queued.statusCode).toBe(303);
    expect(queued.headers.location).toBe("/admin/review/pages/home?preview=queued#preview");
    const waiting = (await as("author", "/admin/review/pages/home?preview=queued")).body;
    expect(waiting).toContain("A preview of this change is queued.");
    expect(waiting).toMatch(/<meta http-equiv="refresh" content="5">/);
    const preview = await finished("home");
    expect(preview).toMatchObject({ state: "built", commit: commits.home, by: AUTHOR });
    // Only the home page's HTML differs: the pricing page is the same but for its assets.
    expect(preview.changedPages).toEqual([{ path: "/", change: "changed" }]);
    // Not live, not a release: the site and the releases' list are as they were.
    expect(headlineOf((await stranger("/")).body)).toBe(LIVE);
    expect((await releases.list()).map((release) => release.id)).not.toContain(preview.id);
    expect((await post("publisher", `/admin/releases/${preview.id}/activate`)).statusCode).toBe(
      404,
    );

    const review = (await as("author", "/admin/review/pages/home")).body;
    expect(review).toContain(`href="/admin/preview/${preview.id}/">/</a>`);
    expect(review).toContain(`href="/admin/preview/${preview.id}/">Open the preview</a>`);
    // Sharing is a publisher's: an editor's page offers none.
    expect(review).not.toContain("Create a share link");
    const entries = (await listAudit(database.db)).entries;
    expect(entries.find((entry) => entry.action === "previewed")).toMatchObject({
      actor: AUTHOR,
      subject: "pages/home",
      detail: { preview: preview.id },
    });
  });
});

describe("the team's view of a preview", () => {
  let preview;
  let prefix;
  beforeAll(async () => {
    [preview] = await releases.previews("pages/home");
    prefix = `/admin/preview/${preview.id}`;
  });

  it("serves the change's built pages, links and assets kept in the preview, without scripts, noindex", async () => {
    const home = await as("editor", `${prefix}/`);
    expect(home.statusCode).toBe(200);
    expect(headlineOf(home.body)).toBe(CHANGED);
    expect(home.headers["x-robots-tag"]).toMatch(/noindex/);
    expect(home.headers["content-security-policy"]).toContain("script-src 'none'");
    expect(home.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(home.body).not.toMatch(/<script/i);
    expect(home.body).toContain(`Preview ${preview.id} of the change pages/home`);
    expect(home.body).toContain(`href="${prefix}/pricing"`);
    expect(home.body).toContain(`href="${prefix}/"`);
    expect(home.body).toContain(`srcSet="${prefix}/logo.svg 1x, ${prefix}/logo.svg 2x"`);
    const style = /<link rel="stylesheet" href="([^"]+)"/.exec(home.body)?.[1];
    expect(style?.startsWith(`${prefix}/assets/site-`)).toBe(true);
    const css = await as("editor", style);
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    expect(css.body).toContain(`url(${prefix}/logo.svg)`);
    expect((await as("editor", `${prefix}/logo.svg`)).statusCode).toBe(200);
    const pricing = await as("editor", `${prefix}/pricing`);
    expect(pricing.statusCode).toBe(200);
    expect(headlineOf(pricing.body)).toBe("Pricing");
    const missing = await as("editor", `${prefix}/no-such-page`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["x-robots-tag"]).toMatch(/noindex/);
    expect((await as("editor", prefix)).headers.location).toBe(`${prefix}/`);
  });

  it("is the team's: a stranger goes to the login, a viewer is refused", async () => {
    const strangerAnswer = await stranger(`${prefix}/`);
    expect(strangerAnswer.statusCode).toBe(303);
    expect(strangerAnswer.headers.location).toBe("/admin/login");
    expect((await as("viewer", `${prefix}/`)).statusCode).toBe(403);
  });

  it("answers a path that leaves the preview with nothing but the preview's own refusal", async () => {
    const other = await askForPreview("publisher", "other");
    for (const hostile of escapingPaths({ otherPreview: other.id, otherToken: "1.1.x" })) {
      const answer = await raw("editor", `${prefix}${hostile}`);
      expect([301, 400, 404], hostile).toContain(answer.status);
      expect(answer.body, hostile).not.toContain("Team inbox");
      expect(headlineOf(answer.body), hostile).not.toBe(OTHER);
    }
    for (const id of ["0", "abc", "-1", "1e3", "99999", String((await releases.list())[0].id)])
      expect((await as("editor", `/admin/preview/${id}/`)).statusCode, id).toBe(404);
  });
});

describe("share links", () => {
  let preview;
  let token;
  beforeAll(async () => {
    [preview] = await releases.previews("pages/home");
  });

  it("are made by a publisher for a set time, and listed on the change with a revoke button", async () => {
    for (const who of ["editor", "author", "viewer"])
      expect((await post(who, `/admin/preview/${preview.id}/shares`)).statusCode, who).toBe(403);
    expect((await post(undefined, `/admin/preview/${preview.id}/shares`)).statusCode).toBe(401);
    for (const days of ["0", "91", "-1", "1.5", "x", "1000"])
      expect(
        (await post("publisher", `/admin/preview/${preview.id}/shares`, { days })).statusCode,
        days,
      ).toBe(400);
    const oversized = await post("publisher", `/admin/preview/${preview.id}/shares`, {
      days: "2",
      padding: "x".repeat(4096),
    });
    expect(oversized.statusCode).toBe(413);
    const made = await post("publisher", `/admin/preview/${preview.id}/shares`, { days: "2" });
    expect(made.statusCode).toBe(303);
    expect(made.headers.location).toMatch(/^\/admin\/review\/pages\/home\?shared=\d+#shares$/);
    [token] = await sharedLinks();
    expect(parseToken(token).expires * 1000).toBe(Math.floor((clock + 2 * DAY) / 1000) * 1000);
    const review = (await as("publisher", "/admin/review/pages/home")).body;
    expect(review).toContain(`https://${HOST}/preview/${token}/`);
    expect(review).toContain("Revoke<span");
    const shared = (await listAudit(database.db)).entries.find(
      (entry) => entry.action === "shared preview",
    );
    expect(shared).toMatchObject({ actor: "publisher@flowboard.example", subject: "pages/home" });
    expect(shared.detail.preview).toBe(preview.id);
  });

  it("open the preview's pages to anyone holding one, and nothing else", async () => {
    const prefix = `/preview/${token}`;
    const home = await stranger(`${prefix}/`);
    expect(home.statusCode).toBe(200);
    expect(headlineOf(home.body)).toBe(CHANGED);
    expect(home.headers["x-robots-tag"]).toMatch(/noindex/);
    expect(home.body).not.toMatch(/<script/i);
    expect(home.body).toContain(`href="${prefix}/pricing"`);
    expect(home.body).not.toContain("/admin/");
    expect(home.headers["set-cookie"]).toBeUndefined();
    expect(headlineOf((await stranger(`${prefix}/pricing`)).body)).toBe("Pricing");
    expect((await stranger(prefix)).headers.location).toBe(`${prefix}/`);
    // The team's pages are still the team's.
    expect((await stranger(`/admin/preview/${preview.id}/`)).statusCode).toBe(303);

    const other = (await releases.previews("pages/other"))[0];
    expect(
      (await post("publisher", `/admin/preview/${other.id}/shares`, { days: "1" })).statusCode,
    ).toBe(303);
    const [otherToken] = await sharedLinks("other");
    for (const hostile of escapingPaths({ otherPreview: other.id, otherToken })) {
      const answer = await raw(undefined, `${prefix}${hostile}`);
      expect([301, 400, 404], hostile).toContain(answer.status);
      expect(answer.body, hostile).not.toContain("Team inbox");
      expect(headlineOf(answer.body), hostile).not.toBe(OTHER);
    }
  });

  it("open nothing when forged, and say no more than that", async () => {
    const other = (await releases.previews("pages/other"))[0];
    const [otherToken] = await sharedLinks("other");
    const address = "10.8.0.1";
    for (const [index, forged] of forgedTokens(token, otherToken).entries()) {
      // Dot segments go as written (inject would resolve them into another path).
      const answer = [".", ".."].includes(forged)
        ? await raw(undefined, `/preview/${forged}/`)
        : await stranger(`/preview/${forged}/`, `10.8.1.${index}`);
      expect([400, 404], forged).toContain(answer.statusCode ?? answer.status);
      expect(headlineOf(answer.body) ?? "", forged).not.toMatch(/headline/);
      expect(answer.headers["x-robots-tag"], forged).toMatch(/noindex/);
    }
    // A token signed with another key, for this share, is refused too.
    const parts = parseToken(token);
    const wrongKey = tokenOf(Buffer.alloc(32, 7), {
      shareId: parts.shareId,
      previewId: preview.id,
      expiresAt: new Date(parts.expires * 1000),
    });
    expect((await stranger(`/preview/${wrongKey}/`, address)).statusCode).toBe(404);
    // This share's signature over the other preview's id is not this share's.
    expect(
      signShare(Buffer.alloc(32, 7), { shareId: parts.shareId, previewId: other.id, expiresAt: 0 }),
    ).not.toBe(parts.signature);
    // The real token still opens its preview.
    expect((await stranger(`/preview/${token}/`, address)).statusCode).toBe(200);
  });

  it("refuse an address after 20 links that open nothing in a minute", async () => {
    const address = "10.7.0.1";
    const answers = [];
    for (let index = 0; index < 21; index++)
      answers.push((await stranger(`/preview/1.1.${"A".repeat(43)}/`, address)).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it("stop opening the preview once expired, or revoked", async () => {
    expect((await stranger(`/preview/${token}/`)).statusCode).toBe(200);
    clock += 2 * DAY + 1000;
    expect((await stranger(`/preview/${token}/`)).statusCode).toBe(404);
    clock -= 2 * DAY + 1000;

    const revokeUrl = (id) => `/admin/preview/${preview.id}/shares/${id}/revoke`;
    const shareId = parseToken(token).shareId;
    expect((await post("editor", revokeUrl(shareId))).statusCode).toBe(403);
    expect(
      (
        await post(
          "publisher",
          revokeUrl(shareId),
          {},
          {
            ...FORM,
            origin: "https://evil.example",
            "sec-fetch-site": "cross-site",
          },
        )
      ).statusCode,
    ).toBe(403);
    expect((await stranger(`/preview/${token}/`)).statusCode).toBe(200);
    const revoked = await post("publisher", revokeUrl(shareId));
    expect(revoked.statusCode).toBe(303);
    expect((await stranger(`/preview/${token}/`)).statusCode).toBe(404);
    expect((await post("publisher", revokeUrl(shareId))).statusCode).toBe(404);
    const entry = (await listAudit(database.db)).entries.find(
      (line) => line.action === "revoked share",
    );
    expect(entry).toMatchObject({ actor: "publisher@flowboard.example", subject: "pages/home" });
    expect(entry.detail.share).toBe(shareId);
    expect((await as("publisher", "/admin/review/pages/home")).body).toContain("Revoked");
  });

  it("open nothing once their preview is no longer kept", async () => {
    expect(
      (await post("publisher", `/admin/preview/${preview.id}/shares`, { days: "3" })).statusCode,
    ).toBe(303);
    const [fresh] = await sharedLinks("home");
    expect((await stranger(`/preview/${fresh}/`)).statusCode).toBe(200);
    // Two previews are kept (previewsKeep: 2): a newer one of the other change removes this.
    await askForPreview("publisher", "other");
    expect((await stranger(`/preview/${fresh}/`)).statusCode).toBe(404);
    expect((await as("editor", `/admin/preview/${preview.id}/`)).statusCode).toBe(404);
  });
});
