import { escapeHtml } from "../analytics/dashboard-page.mjs";
import { PublishError } from "../releases/publisher.mjs";
import { pagesFor, requireRole } from "./roles.mjs";

/**
 * Two pages the server writes for the team, like the audit log (no script: the /admin
 * shell's head for its stylesheet, a table, plain forms):
 * - `/admin/releases`, a publisher's: the publishes under way with their stage and the time
 *   it has taken (the page reloads itself every few seconds while one runs), the latest
 *   failure's message with a "Try again" button, and the kept releases newest first, each
 *   with a "Make live" button. The buttons post plain forms to
 *   `/admin/releases/<id>/activate` and `/retry` (Origin-checked by requireRole), which do
 *   what the releases' API does, go in the audit log, and send the browser back here.
 * - `/admin/review`, an editor's and up: the changes under review, each opening
 *   `/admin/review/<collection>/<slug>`, what it changes field by field. Both ask the live
 *   editor's `handle` (which checks the params and the role) and never git directly.
 *
 * `releases` (openReleases) and `liveEditor` (createLiveEditor) may be missing: the page
 * then says what is not set up. `audit(action, subject, by, detail)` is the releases' API's.
 */

const ID = /^[1-9]\d{0,8}$/;
/** At most this many changes are listed (each is one more read of the repository). */
const MAX_CHANGES = 100;
const BODY_LIMIT = 1024;

const LABELS = {
  "/admin/edit": "Content editor",
  "/admin/review": "Changes under review",
  "/admin/releases": "Releases",
  "/admin/audit": "Audit log",
};

const STAGES = {
  queued: "Queued",
  checking: "Checking the content",
  building: "Building",
  live: "Live",
  failed: "Failed",
};

const STATUSES = { draft: "Draft", pending_review: "In review", pending_publish: "Ready" };

const LINK = "font-semibold text-primary underline underline-offset-4";
const BUTTON =
  "inline-flex items-center justify-center rounded-md border border-input bg-background px-3 py-1.5 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
const CELL = "px-3 py-2";

const readableTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** A time as people read it, in UTC, with the exact one for machines. */
function when(value) {
  if (!value) return "–";
  const date = new Date(value);
  if (!Number.isFinite(date.getTime())) return "–";
  return `<time datetime="${date.toISOString()}">${readableTime.format(date)} UTC</time>`;
}

/** Milliseconds as "4.2 s" or "1 min 5 s". */
export function took(ms) {
  if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0) return "–";
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const table = (caption, heads, rows) =>
  `<div class="mt-4 overflow-x-auto rounded-lg border bg-background"><table class="w-full text-left text-sm"><caption class="sr-only">${caption}</caption><thead><tr>${heads.map((head) => `<th scope="col" class="${CELL}">${head}</th>`).join("")}</tr></thead><tbody>${rows.join("")}</tbody></table></div>`;
const row = (cells) =>
  `<tr class="border-t">${cells.map((cell) => `<td class="${CELL} align-top">${cell}</td>`).join("")}</tr>`;
const alert = (text) =>
  `<p role="alert" class="mt-6 rounded-lg border border-destructive bg-background p-4">${escapeHtml(text)}</p>`;
const notice = (text) =>
  `<p role="status" class="mt-6 rounded-lg border bg-background p-4">${escapeHtml(text)}</p>`;

/** The page: the /admin shell's head (no module preloads), the inbox's header, `content`. */
export function adminPage(shellHtml, { title, current, session, content, refresh }) {
  const head = shellHtml
    .slice(0, shellHtml.indexOf("</head>"))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)} | Flowboard team inbox</title>`)
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
  const meta = refresh ? `<meta http-equiv="refresh" content="${refresh}">` : "";
  const links = [
    ["/admin", "Leads"],
    ["/admin/analytics", "Analytics"],
    ...pagesFor(session)
      .filter((href) => href in LABELS)
      .map((href) => [href, LABELS[href]]),
  ]
    .map(([href, label]) =>
      href === current
        ? `<a class="rounded-md px-3 py-2 text-sm font-semibold hover:bg-muted bg-primary-soft text-primary" href="${href}" aria-current="page">${label}</a>`
        : `<a class="rounded-md px-3 py-2 text-sm font-semibold hover:bg-muted" href="${href}">${label}</a>`,
    )
    .join("");
  const nav = `<nav aria-label="Team inbox" class="flex flex-wrap gap-1">${links}</nav>`;
  const logout = `<form method="post" action="/admin/logout" class="ml-auto flex items-center gap-3"><span class="text-sm text-muted-foreground">${escapeHtml(session.email)}</span><button type="submit" class="${BUTTON}">Log out</button></form>`;
  return `${head}${meta}</head><body><div class="min-h-screen bg-muted"><header class="border-b bg-background"><div class="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3"><p class="font-bold">Flowboard team inbox</p>${nav}${logout}</div></header><main id="main" class="mx-auto max-w-6xl px-4 py-8">${content}</main></div></body></html>`;
}

/** The releases page's content; `refresh` when a publish is under way. */
export function releasesContent({ queue, releases, message, error }) {
  const intro = `<h1 class="text-2xl font-bold">Releases</h1><p class="mt-2 max-w-3xl text-muted-foreground">What is being published now, and the releases kept, newest first. Making an earlier release live changes what every visitor sees within seconds. Times are UTC.</p>`;
  const status = (error ? alert(error) : "") + (message ? notice(message) : "");
  const waiting = queue.waiting.length
    ? table(
        "Publishes under way, oldest first",
        ["Publish", "Stage", "Time in this stage", "By", "Commit"],
        queue.waiting.map((release) =>
          row([
            String(release.id),
            STAGES[release.state] ?? escapeHtml(release.state),
            took(release.stageMs),
            escapeHtml(release.by ?? ""),
            commitCell(release.commit),
          ]),
        ),
      )
    : `<p class="mt-4">Nothing is being published now.</p>`;
  const latest = queue.latest;
  let last = "";
  if (latest?.state === "failed")
    last = `<div class="mt-4 rounded-lg border border-destructive bg-background p-4"><h3 class="font-semibold">Publish ${latest.id} failed${latest.durations?.total === undefined ? "" : ` after ${took(latest.durations.total)}`}; the live site did not change.</h3><pre class="mt-2 overflow-x-auto whitespace-pre-wrap text-sm">${escapeHtml(latest.error ?? "No message was kept.")}</pre><p class="mt-2 text-sm text-muted-foreground">By ${escapeHtml(latest.by ?? "")}, commit ${commitCell(latest.commit)}. Correct the field in the editor and publish again, or try again if the cause has passed.</p><form method="post" action="/admin/releases/${latest.id}/retry" class="mt-3"><button type="submit" class="${BUTTON}">Try again</button></form></div>`;
  else if (latest?.state === "live")
    last = `<p class="mt-4">The latest publish, release ${latest.id}, went live${latest.durations?.total === undefined ? "" : ` in ${took(latest.durations.total)}`}.</p>`;
  const kept = releases.filter((release) => release.state === "live" && !release.removed);
  const list = kept.length
    ? table(
        "Kept releases, newest first",
        ["Release", "Status", "Published", "By", "Commit", "Action"],
        kept.map((release) =>
          row([
            String(release.id),
            release.live
              ? `<strong class="rounded bg-primary-soft px-2 py-0.5 text-primary">Live now</strong>`
              : "Kept",
            when(release.publishedAt),
            escapeHtml(release.by ?? ""),
            commitCell(release.commit),
            release.live
              ? ""
              : `<form method="post" action="/admin/releases/${release.id}/activate"><button type="submit" class="${BUTTON}">Make live<span class="sr-only">: release ${release.id}</span></button></form>`,
          ]),
        ),
      )
    : `<p class="mt-4">No release is kept yet.</p>`;
  return `${intro}${status}<section aria-labelledby="queue" class="mt-8"><h2 id="queue" class="text-xl font-bold">Publishing now</h2>${waiting}${last}</section><section aria-labelledby="kept" class="mt-8"><h2 id="kept" class="text-xl font-bold">Kept releases</h2>${list}</section>`;
}

function commitCell(commit) {
  const text = String(commit ?? "");
  return `<code title="${escapeHtml(text)}">${escapeHtml(text.slice(0, 7))}</code>`;
}

const shown = (value) =>
  value === undefined
    ? `<span class="text-muted-foreground">(none)</span>`
    : escapeHtml(typeof value === "string" ? value : JSON.stringify(value));

/** The list of changes under review. */
export function reviewListContent({ changes, error }) {
  const intro = `<h1 class="text-2xl font-bold">Changes under review</h1><p class="mt-2 max-w-3xl text-muted-foreground">Changes saved in the editor's workflow and not yet published. Open one to see what it changes, field by field. Times are UTC.</p>`;
  if (error) return intro + alert(error);
  if (!changes.length) return `${intro}<p class="mt-6">No change is under review.</p>`;
  return (
    intro +
    table(
      "Changes under review",
      ["Change", "Status", "Author", "Last saved"],
      changes.map((change) =>
        row([
          `<a class="${LINK}" href="/admin/review/${encodeURIComponent(change.collection)}/${encodeURIComponent(change.slug)}">${escapeHtml(`${change.collection}/${change.slug}`)}</a>`,
          escapeHtml(STATUSES[change.status] ?? change.status ?? ""),
          escapeHtml(change.author ?? ""),
          when(change.updatedAt),
        ]),
      ),
    )
  );
}

const FILE_CHANGES = { added: "added", removed: "removed", changed: "changed" };

/** One change, file by file and field by field. */
export function reviewEntryContent({ collection, slug, changes, error, extra = "" }) {
  const name = escapeHtml(`${collection}/${slug}`);
  const back = `<p class="mt-6"><a class="${LINK}" href="/admin/review">Back to the changes under review</a></p>`;
  if (error) return `<h1 class="text-2xl font-bold">Change ${name}</h1>${alert(error)}${back}`;
  const status = escapeHtml(STATUSES[changes.status] ?? changes.status ?? "");
  const files = (changes.files ?? []).map((file) => {
    const heading = `<h2 class="mt-8 text-xl font-bold"><code>${escapeHtml(file.path)}</code> (${FILE_CHANGES[file.change] ?? escapeHtml(file.change)})</h2>`;
    if (!file.fields?.length)
      return `${heading}<p class="mt-2">No field-by-field view of this file (a picture, or a file the forms do not show).</p>`;
    return (
      heading +
      table(
        `Fields of ${escapeHtml(file.path)} that change`,
        ["Field", "Before", "After"],
        file.fields.map((field) =>
          row([
            escapeHtml(field.label || field.field || "The whole file"),
            shown(field.before),
            shown(field.after),
          ]),
        ),
      )
    );
  });
  return `<h1 class="text-2xl font-bold">Change ${name}</h1><p class="mt-2">Status: ${status}. Publish it, or send it back, from the <a class="${LINK}" href="/admin/edit#/workflow">editor's workflow board</a>.</p>${files.length ? files.join("") : `<p class="mt-6">This change changes no file.</p>`}${extra}${back}`;
}

export function registerPublishingPages(app, { site, releases, liveEditor, audit, previews }) {
  const publisher = requireRole("publisher");
  const editor = requireRole("editor");

  function send(reply, request, code, page) {
    const shell = site.adminPages.get("/admin");
    if (!shell)
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The admin pages are missing from this build: run `npm run build`.\n");
    reply.headers({ ...shell.headers, "cache-control": "no-store" });
    reply.removeHeader("content-encoding").removeHeader("vary");
    return reply
      .code(code)
      .type("text/html; charset=utf-8")
      .send(adminPage(shell.html, { ...page, session: request.admin }));
  }

  async function releasesPage(request, reply, { code = 200, error, message } = {}) {
    if (!releases)
      return send(reply, request, code, {
        title: "Releases",
        current: "/admin/releases",
        content: `<h1 class="text-2xl font-bold">Releases</h1>${notice("Publishing from the browser is not set up on this server: it keeps no releases.")}`,
      });
    const [queue, list] = await Promise.all([releases.queue(), releases.list()]);
    return send(reply, request, code, {
      title: "Releases",
      current: "/admin/releases",
      refresh: queue.waiting.length ? 3 : undefined,
      content: releasesContent({ queue, releases: list, message, error }),
    });
  }

  app.route({
    method: ["GET", "HEAD"],
    url: "/admin/releases",
    preHandler: publisher,
    handler: async (request, reply) => {
      const { live, queued } = request.query ?? {};
      const message =
        typeof live === "string" && ID.test(live)
          ? `Release ${live} is live now.`
          : typeof queued === "string" && ID.test(queued)
            ? `Publish ${queued} is queued: this page follows it.`
            : undefined;
      return releasesPage(request, reply, { message });
    },
  });

  const change = { preHandler: publisher, bodyLimit: BODY_LIMIT };
  const who = (request) => request.admin?.email ?? "unknown";
  async function act(request, reply, run) {
    if (!ID.test(request.params.id))
      return releasesPage(request, reply, { code: 404, error: "There is no such release." });
    if (!releases)
      return releasesPage(request, reply, { code: 404, error: "This server keeps no releases." });
    try {
      return await run(Number(request.params.id));
    } catch (error) {
      if (!(error instanceof PublishError)) throw error;
      return releasesPage(request, reply, { code: error.status, error: error.message });
    }
  }
  app.post("/admin/releases/:id/activate", change, (request, reply) =>
    act(request, reply, async (id) => {
      const release = await releases.activate(id);
      await audit?.("release.activate", `release ${id}`, who(request), { commit: release.commit });
      return reply.redirect(`/admin/releases?live=${id}`, 303);
    }),
  );
  app.post("/admin/releases/:id/retry", change, (request, reply) =>
    act(request, reply, async (id) => {
      const release = await releases.retry(id, who(request));
      await audit?.("release.retry", `release ${id}`, who(request), {
        commit: release.commit,
        queued: release.id,
      });
      return reply.redirect(`/admin/releases?queued=${release.id}`, 303);
    }),
  );

  /** The live editor's answer to `action`, or an error message with its status. */
  async function ask(request, action, params) {
    if (!liveEditor) return { status: 404, error: "The editor does not run on this server." };
    const { status, json } = await liveEditor.handle({ action, params }, request.admin);
    if (status >= 200 && status < 300) return { status, json };
    // An editor without the workflow does not know its own actions: nothing is under review.
    const unknown = status === 422 && String(json?.error ?? "").startsWith("Unknown action");
    return {
      status: unknown ? 404 : status,
      error: unknown
        ? "This change is not under review."
        : String(json?.error ?? "The editor refused."),
    };
  }

  app.route({
    method: ["GET", "HEAD"],
    url: "/admin/review",
    preHandler: editor,
    handler: async (request, reply) => {
      const page = { title: "Changes under review", current: "/admin/review" };
      const listed = await ask(request, "unpublishedEntries", {});
      if (listed.error)
        return send(reply, request, listed.status, {
          ...page,
          content: reviewListContent({ error: listed.error }),
        });
      const changes = [];
      for (const id of (Array.isArray(listed.json) ? listed.json : []).slice(0, MAX_CHANGES)) {
        if (typeof id !== "string" || !id.includes("/")) continue;
        const at = id.indexOf("/");
        const [collection, slug] = [id.slice(0, at), id.slice(at + 1)];
        const entry = await ask(request, "unpublishedEntry", { collection, slug });
        if (entry.error) continue;
        changes.push({
          collection,
          slug,
          status: entry.json?.status,
          author: entry.json?.pullRequestAuthor,
          updatedAt: entry.json?.updatedAt,
        });
      }
      return send(reply, request, 200, { ...page, content: reviewListContent({ changes }) });
    },
  });

  app.route({
    method: ["GET", "HEAD"],
    url: "/admin/review/:collection/:slug",
    preHandler: editor,
    handler: async (request, reply) => {
      const { collection, slug } = request.params;
      const answer = await ask(request, "entryChanges", { collection, slug });
      // The change's previews (server/previews), once the editor has checked its names.
      const preview =
        previews && !answer.error
          ? await previews.section(request, { collection, slug })
          : { html: "", refresh: undefined };
      return send(reply, request, answer.error ? answer.status : 200, {
        title: "Change under review",
        current: "/admin/review",
        refresh: preview.refresh,
        content: reviewEntryContent({
          collection: String(collection).slice(0, 200),
          slug: String(slug).slice(0, 200),
          changes: answer.json,
          error: answer.error,
          extra: preview.html,
        }),
      });
    },
  });
}
