// @vitest-environment node
// The editor on the live site and the roles, over the real server (Fastify's inject) on an
// in-memory database: who opens what, what each role may do through the proxy, what the
// audit log keeps, and what hostile requests get.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestPglite } from "../../tests/support/databases.mjs";
import { makeFixtureBuild } from "../../tests/support/fixture-build.mjs";
import {
  CHEAP_HASHING,
  logIn as logInAs,
  TEAM_PASSWORD as PASSWORD,
} from "../../tests/support/team-accounts.mjs";
import { addAccount, setRole } from "../admin/accounts.mjs";
import { listAudit, recordAudit } from "../admin/audit.mjs";
import { hasRole, ROLES } from "../admin/roles.mjs";
import { buildServer } from "../app.mjs";
import * as liveModule from "../editor/live-entry.ts";
import { createLiveEditor } from "./live-editor.mjs";
import { EDIT_API, EDIT_BODY_LIMIT, EDITOR_CSP } from "./routes.mjs";

vi.setConfig({ testTimeout: 60_000 });
const HOST = "admin.test";
const SAME_ORIGIN = { host: HOST, origin: `https://${HOST}`, "sec-fetch-site": "same-origin" };
const repositoryRoot = path.resolve(import.meta.dirname, "../..");

const adminPage = (body) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Team inbox</title><meta name="robots" content="noindex, nofollow"/></head><body>${body}<script type="module" async="">import "/assets/entry-Xy9.js";</script></body></html>`;

let fixture;
let database;
let app;
let decapDir;
/** What the proxy's backend was asked, and for whom. */
const calls = [];
const cookies = {};

const logIn = (email, remoteAddress) =>
  logInAs(app, { email, sameOrigin: SAME_ORIGIN, remoteAddress });

beforeAll(async () => {
  fixture = await makeFixtureBuild({
    extraFiles: {
      "admin/index.html": adminPage("<main><p>Loading the team inbox</p></main>"),
      "admin/login/index.html": adminPage(
        '<main><form method="post" action="/admin/login"><p id="m" data-login-message="" role="alert"></p></form></main>',
      ),
    },
  });
  decapDir = await mkdtemp(path.join(tmpdir(), "decap-"));
  await writeFile(path.join(decapDir, "decap-cms.js"), "window.CMS = {};\n");
  database = await openTestPglite();
  app = buildServer({
    root: fixture.clientDir,
    database,
    liveEditor: {
      contentRoot: repositoryRoot,
      module: liveModule,
      decapDir,
      backend: (body, context) => {
        calls.push({ body, context });
        return { status: 200, json: { answered: body.action } };
      },
    },
  });
  for (const [index, role] of ROLES.entries()) {
    await addAccount(database.db, `${role}@flowboard.example`, PASSWORD, CHEAP_HASHING, { role });
    cookies[role] = await logIn(`${role}@flowboard.example`, `10.0.1.${index + 1}`);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await fixture?.cleanup();
  if (decapDir) await rm(decapDir, { recursive: true, force: true });
});

const get = (url, cookie, headers = {}) =>
  app.inject({ url, headers: { host: HOST, ...(cookie ? { cookie } : {}), ...headers } });

function act(cookie, body, headers = SAME_ORIGIN) {
  return app.inject({
    method: "POST",
    url: EDIT_API,
    headers: { "content-type": "application/json", ...headers, ...(cookie ? { cookie } : {}) },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("roles", () => {
  it("orders the roles: each holds the ones before it, and an unknown one holds none", () => {
    expect(ROLES).toEqual(["viewer", "editor", "publisher", "admin"]);
    expect(hasRole({ role: "admin" }, "publisher")).toBe(true);
    expect(hasRole({ role: "publisher" }, "editor")).toBe(true);
    expect(hasRole({ role: "editor" }, "publisher")).toBe(false);
    expect(hasRole({ role: "viewer" }, "editor")).toBe(false);
    expect(hasRole({ role: "root" }, "viewer")).toBe(false);
    expect(hasRole(undefined, "viewer")).toBe(false);
    expect(() => hasRole({ role: "admin" }, "owner")).toThrow(/Unknown role/);
  });

  it("opens each page and API to the roles that hold its role, on the server", async () => {
    // [path, the least role, a page (login redirect when signed out) or an API (401)]
    const doors = [
      ["/admin", "viewer", "page"],
      ["/admin/leads/1", "viewer", "page"],
      ["/admin/analytics", "viewer", "page"],
      ["/admin/api/leads", "viewer", "api"],
      ["/admin/api/session", "viewer", "api"],
      ["/admin/edit", "editor", "page"],
      ["/admin/edit/editor-page.js", "editor", "page"],
      ["/admin/edit/decap/decap-cms.js", "editor", "page"],
      ["/admin/audit", "admin", "page"],
      ["/admin/api/audit", "admin", "api"],
    ];
    for (const [url, least, kind] of doors) {
      const stranger = await get(url);
      if (kind === "page") {
        expect(stranger.statusCode, url).toBe(303);
        expect(stranger.headers.location, url).toBe("/admin/login");
      } else expect(stranger.statusCode, url).toBe(401);
      for (const role of ROLES) {
        const response = await get(url, cookies[role]);
        const allowed = ROLES.indexOf(role) >= ROLES.indexOf(least);
        expect(response.statusCode, `${role} ${url}`).toBe(allowed ? 200 : 403);
        if (!allowed && kind === "page")
          expect(response.body, `${role} ${url}`).toContain(`Your account's role is ${role}.`);
      }
    }
  });

  it("offers in the inbox's menu only the pages the member's role opens", async () => {
    const menu = async (role) => {
      const page = await get("/admin/analytics", cookies[role]);
      const nav = /<nav aria-label="Team inbox"[^>]*>(.*?)<\/nav>/s.exec(page.body)?.[1] ?? "";
      return [...nav.matchAll(/href="(\/admin\/(?:edit|review|releases|audit))"/g)].map(
        (match) => match[1],
      );
    };
    expect(await menu("viewer")).toEqual([]);
    expect(await menu("editor")).toEqual(["/admin/edit", "/admin/review"]);
    expect(await menu("publisher")).toEqual(["/admin/edit", "/admin/review", "/admin/releases"]);
    expect(await menu("admin")).toEqual([
      "/admin/edit",
      "/admin/review",
      "/admin/releases",
      "/admin/audit",
    ]);
    for (const role of ROLES)
      expect((await get("/admin/api/session", cookies[role])).json().opens).toEqual(
        await menu(role),
      );
  });

  it("takes a changed role at the next request, with the same session", async () => {
    await addAccount(database.db, "mover@flowboard.example", PASSWORD, CHEAP_HASHING, {
      role: "viewer",
    });
    const cookie = await logIn("mover@flowboard.example", "10.0.2.1");
    expect((await get("/admin/edit", cookie)).statusCode).toBe(403);
    await setRole(database.db, "mover@flowboard.example", "editor");
    expect((await get("/admin/edit", cookie)).statusCode).toBe(200);
    expect((await get("/admin/api/session", cookie)).json()).toEqual({
      email: "mover@flowboard.example",
      role: "editor",
      opens: ["/admin/edit", "/admin/review"],
    });
    await expect(setRole(database.db, "mover@flowboard.example", "owner")).rejects.toThrow(
      /not a role/,
    );
    await expect(
      addAccount(database.db, "x@flowboard.example", PASSWORD, CHEAP_HASHING, { role: "root" }),
    ).rejects.toThrow(/not a role/);
  });
});

describe("the editor on the live site", () => {
  it("serves Decap with the live configuration and a policy of its own", async () => {
    const response = await get("/admin/edit", cookies.editor);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-security-policy"]).toBe(EDITOR_CSP);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const data = JSON.parse(
      /<script type="application\/json" id="editor-data">(.*?)<\/script>/s.exec(response.body)[1],
    );
    expect(data.config.backend).toEqual({ name: "proxy", proxy_url: EDIT_API, branch: "main" });
    expect(data.config.publish_mode).toBe("editorial_workflow");
    expect(data.config.collections.length).toBeGreaterThan(0);
    expect(data.preview).toBe(false);
    // Every script the page names is one the policy allows: from this origin, or the one
    // inline line by its hash.
    for (const [, src] of response.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g))
      expect(src.startsWith("/admin/edit/")).toBe(true);
  });

  it("passes the member from the session, never from the request, to each action", async () => {
    calls.length = 0;
    const forged = await act(
      `${cookies.editor}; role=admin; flowboard_role=publisher`,
      {
        action: "getEntry",
        params: { path: "content/site.json", role: "admin", member: { role: "admin" } },
        member: { name: "Mallory", email: "admin@flowboard.example", role: "admin" },
        role: "admin",
      },
      { ...SAME_ORIGIN, "x-role": "admin", "x-flowboard-role": "publisher" },
    );
    expect(forged.statusCode).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0].context.member).toEqual({
      name: "editor",
      email: "editor@flowboard.example",
      role: "editor",
    });
    expect(calls[0].body).toEqual({
      action: "getEntry",
      params: { path: "content/site.json", role: "admin", member: { role: "admin" } },
    });
    // The same forged role on a publishing action gets nothing.
    const publish = await act(
      `${cookies.editor}; role=publisher`,
      {
        action: "publishUnpublishedEntry",
        params: { collection: "pages", slug: "home", role: "publisher" },
        role: "publisher",
      },
      { ...SAME_ORIGIN, "x-role": "publisher" },
    );
    expect(publish.statusCode).toBe(403);
    expect(calls).toHaveLength(1);
  });

  it("lets an editor save and submit, and keeps publishing for publishers", async () => {
    const save = { collection: "pages", slug: "home", branch: "main" };
    const actions = [
      [
        {
          action: "persistEntry",
          params: {
            ...save,
            dataFiles: [{ path: "content/pages/home.json", raw: "{}" }],
            options: { useWorkflow: true, status: "draft", collectionName: "pages" },
          },
        },
        "editor",
      ],
      [
        {
          action: "updateUnpublishedEntryStatus",
          params: { ...save, newStatus: "pending_review" },
        },
        "editor",
      ],
      [
        {
          action: "updateUnpublishedEntryStatus",
          params: { ...save, newStatus: "pending_publish" },
        },
        "publisher",
      ],
      [{ action: "publishUnpublishedEntry", params: save }, "publisher"],
      [{ action: "deleteUnpublishedEntry", params: save }, "publisher"],
      // A save outside the workflow writes the live content at once: a publisher's.
      [
        {
          action: "persistEntry",
          params: {
            ...save,
            dataFiles: [{ path: "content/pages/home.json", raw: "{}" }],
            options: {},
          },
        },
        "publisher",
      ],
      [
        { action: "deleteFiles", params: { paths: ["content/articles/blog/a-post.md"] } },
        "publisher",
      ],
    ];
    for (const [body, least] of actions)
      for (const role of ["viewer", "editor", "publisher", "admin"]) {
        calls.length = 0;
        const response = await act(cookies[role], body);
        const label = `${role} ${body.action} ${body.params.newStatus ?? ""}`;
        if (role === "viewer") {
          // A viewer never reaches the editor at all.
          expect(response.statusCode, label).toBe(403);
          expect(calls, label).toHaveLength(0);
          continue;
        }
        const allowed = ROLES.indexOf(role) >= ROLES.indexOf(least);
        expect(response.statusCode, label).toBe(allowed ? 200 : 403);
        expect(calls, label).toHaveLength(allowed ? 1 : 0);
        if (!allowed) expect(response.json().error, label).toMatch(/publisher/);
      }
  });

  it("records what each answered change did in the audit log, newest first", async () => {
    const { entries } = await listAudit(database.db, { limit: 500 });
    const byEditor = entries.filter((entry) => entry.actor === "editor@flowboard.example");
    expect(byEditor.map((entry) => entry.action)).toEqual(["submitted", "saved"]);
    expect(byEditor[1]).toMatchObject({
      subject: "pages/home",
      detail: { files: ["content/pages/home.json"], workflow: true, status: "draft" },
    });
    const byPublisher = entries
      .filter((entry) => entry.actor === "publisher@flowboard.example")
      .map((entry) => entry.action);
    expect(byPublisher).toEqual([
      "deleted",
      "saved",
      "deleted",
      "published",
      "approved",
      "submitted",
      "saved",
    ]);
    // Reads are not recorded; nothing refused is either.
    expect(entries.some((entry) => entry.actor === "viewer@flowboard.example")).toBe(false);
    // The admin's page lists them, escaped.
    await recordAudit(database.db, {
      actor: "scheduler",
      action: "scheduled",
      subject: "<img src=x onerror=alert(1)>",
      detail: { at: "2026-12-08T09:00:00Z" },
    });
    const page = await get("/admin/audit", cookies.admin);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 class="text-2xl font-bold">Audit log</h1>');
    expect(page.body).toContain("&#60;img src=x onerror=alert(1)&#62;");
    expect(page.body).not.toContain("<img src=x");
    const json = await get("/admin/api/audit?limit=2", cookies.admin);
    expect(json.json().entries.map((entry) => entry.action)).toEqual(["scheduled", "deleted"]);
    const next = json.json().next;
    const older = await get(`/admin/api/audit?limit=2&before=${next}`, cookies.admin);
    expect(older.json().entries[0].id).toBeLessThan(next);
    expect((await get("/admin/api/audit?before=1%3Bdrop", cookies.admin)).statusCode).toBe(400);
    // What another feature may not write into the log.
    const bad = [
      { actor: "", action: "published", subject: "release 1" },
      { actor: "a@example.com", action: "DROP TABLE", subject: "release 1" },
      { actor: "a@example.com", action: "published", subject: "" },
      { actor: "a@example.com", action: "published", subject: "x".repeat(501) },
      { actor: "a@example.com", action: "published", subject: "r", detail: [1] },
      {
        actor: "a@example.com",
        action: "published",
        subject: "r",
        detail: { x: "y".repeat(20_000) },
      },
    ];
    for (const entry of bad) await expect(recordAudit(database.db, entry)).rejects.toThrow();
  });
});

describe("hostile requests to the editor's proxy", () => {
  const refusedParams = {
    "a path outside content/": { action: "getEntry", params: { path: "server/app.mjs" } },
    "a path climbing out": { action: "getEntry", params: { path: "content/../.env" } },
    "an absolute path": { action: "getEntry", params: { path: "/etc/passwd" } },
    "a backslash": { action: "getEntry", params: { path: "content\\..\\package.json" } },
    "a control character in a path": {
      action: "getEntry",
      params: { path: "content/site.json\u0000.md" },
    },
    "a folder outside": {
      action: "entriesByFolder",
      params: { folder: "node_modules", extension: "json" },
    },
    "a save outside content/": {
      action: "persistEntry",
      params: { dataFiles: [{ path: "app/root.tsx", raw: "x" }], options: { useWorkflow: true } },
    },
    "a save renamed outside": {
      action: "persistEntry",
      params: {
        dataFiles: [{ path: "content/site.json", newPath: "../site.json", raw: "{}" }],
        options: { useWorkflow: true },
      },
    },
    "a picture outside the uploads": {
      action: "persistMedia",
      params: { asset: { path: "public/index.html", content: "", encoding: "base64" } },
    },
    "a deletion outside": { action: "deleteFiles", params: { paths: ["content/../package.json"] } },
    "a slug with ..": {
      action: "unpublishedEntry",
      params: { collection: "pages", slug: "..", branch: "main" },
    },
    "a slug with a slash": {
      action: "unpublishedEntry",
      params: { collection: "pages", slug: "home/../../x", branch: "main" },
    },
    "a slug with a control character": {
      action: "unpublishedEntry",
      params: { collection: "pages", slug: "home\u001b[31m" },
    },
    "a collection with a slash": {
      action: "unpublishedEntry",
      params: { collection: "../pages", slug: "home" },
    },
    "a branch with ..": { action: "unpublishedEntries", params: { branch: "main/../../refs" } },
    "a branch ending in .lock": {
      action: "unpublishedEntries",
      params: { branch: "cms/pages/home.lock" },
    },
    "a branch with a newline": { action: "unpublishedEntries", params: { branch: "main\n-D" } },
    "a branch as an option": {
      action: "unpublishedEntries",
      params: { branch: "--upload-pack=x" },
    },
    "an unknown status": {
      action: "updateUnpublishedEntryStatus",
      params: { collection: "pages", slug: "home", newStatus: "published" },
    },
    "files that are not a list": {
      action: "persistEntry",
      params: { dataFiles: "content/site.json", options: { useWorkflow: true } },
    },
  };
  for (const [name, body] of Object.entries(refusedParams))
    it(`refuses ${name} with 400 before the backend hears of it`, async () => {
      calls.length = 0;
      const response = await act(cookies.admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBeTruthy();
      expect(calls).toHaveLength(0);
    });

  it("refuses malformed, oversized and non-JSON bodies, and bodies of the wrong shape", async () => {
    calls.length = 0;
    expect((await act(cookies.editor, "{not json")).statusCode).toBe(400);
    expect((await act(cookies.editor, "[]")).statusCode).toBe(400);
    expect((await act(cookies.editor, "null")).statusCode).toBe(400);
    expect((await act(cookies.editor, { action: "getEntry", params: [] })).statusCode).toBe(400);
    expect((await act(cookies.editor, { action: "getEntry" })).statusCode).toBe(400);
    expect((await act(cookies.editor, { action: ["getEntry"], params: {} })).statusCode).toBe(422);
    expect((await act(cookies.editor, { action: "x".repeat(100), params: {} })).statusCode).toBe(
      422,
    );
    const huge = JSON.stringify({
      action: "getEntry",
      params: { path: "x".repeat(EDIT_BODY_LIMIT) },
    });
    expect((await act(cookies.editor, huge)).statusCode).toBe(413);
    const form = await app.inject({
      method: "POST",
      url: EDIT_API,
      headers: { ...SAME_ORIGIN, cookie: cookies.editor, "content-type": "text/plain" },
      payload: JSON.stringify({ action: "getEntry", params: { path: "content/site.json" } }),
    });
    expect(form.statusCode).toBe(415);
    expect(calls).toHaveLength(0);
  });

  it("refuses a change with no proof of this origin, or from another, whatever the cookie", async () => {
    calls.length = 0;
    const body = { action: "getEntry", params: { path: "content/site.json" } };
    expect((await act(cookies.admin, body, { host: HOST })).statusCode).toBe(403);
    expect(
      (await act(cookies.admin, body, { host: HOST, origin: "https://evil.example" })).statusCode,
    ).toBe(403);
    expect(
      (await act(cookies.admin, body, { host: HOST, "sec-fetch-site": "cross-site" })).statusCode,
    ).toBe(403);
    expect((await act(cookies.admin, body, { host: HOST, origin: "null" })).statusCode).toBe(403);
    expect(calls).toHaveLength(0);
  });

  it("answers strangers 401 and viewers 403, on the API however it is spelled", async () => {
    const body = { action: "getEntry", params: { path: "content/site.json" } };
    expect((await act(undefined, body)).statusCode).toBe(401);
    expect(
      (await act("flowboard_admin=forged-session-id-that-is-not-real-at-all-xx", body)).statusCode,
    ).toBe(401);
    expect((await act(cookies.viewer, body)).statusCode).toBe(403);
    for (const url of ["/admin/edit/API/v1", "/admin/edit/api/v1/", "/admin/edit/%61pi/v1"]) {
      const response = await app.inject({
        method: "POST",
        url,
        headers: { ...SAME_ORIGIN, "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe("the live editor's backend (the editor's own checks, through the wrapper)", () => {
  it("reads the content as `npm run edit` does, and refuses a path the wrapper lets through to it", async () => {
    const live = createLiveEditor({ contentRoot: repositoryRoot, module: liveModule });
    const editor = { accountId: 1, email: "editor@flowboard.example", role: "editor" };
    const read = await live.handle(
      { action: "getEntry", params: { path: "content/site.json" } },
      editor,
    );
    expect(read.status).toBe(200);
    expect(read.json.file).toMatchObject({ path: "content/site.json" });
    expect(JSON.parse(read.json.data)).toBeTypeOf("object");
    // Under content/, but not a file the editor knows: the backend's own refusal.
    const save = await live.handle(
      {
        action: "persistEntry",
        params: {
          dataFiles: [{ path: "content/notes.txt", raw: "x" }],
          expected: { "content/notes.txt": null },
          options: {},
        },
      },
      { ...editor, role: "publisher" },
    );
    expect(save.status).toBe(403);
    // Decap's workflow reads, over a backend without the workflow: nothing under review.
    expect(
      await live.handle({ action: "unpublishedEntries", params: { branch: "main" } }, editor),
    ).toEqual({
      status: 200,
      json: [],
    });
    const entry = await live.handle(
      { action: "unpublishedEntry", params: { branch: "main", collection: "pages", slug: "home" } },
      editor,
    );
    expect(entry.status).toBe(404);
    // Any other action it does not know stays refused.
    const unknown = await live.handle({ action: "dropEverything", params: {} }, editor);
    expect(unknown.status).toBe(422);
  });

  it("makes the page's configuration again only when a content file changed", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "live-content-"));
    try {
      await cp(path.join(repositoryRoot, "content"), path.join(root, "content"), {
        recursive: true,
      });
      const live = createLiveEditor({ contentRoot: root, module: liveModule });
      const first = await live.config();
      expect(await live.config()).toBe(first);
      const siteFile = path.join(root, "content/site.json");
      const site = JSON.parse(await readFile(siteFile, "utf8"));
      await writeFile(
        siteFile,
        `${JSON.stringify({ ...site, origin: "https://changed.example" }, null, 2)}\n`,
      );
      const second = await live.config();
      expect(second).not.toBe(first);
      expect(second.site_url).toBe("https://changed.example");
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
