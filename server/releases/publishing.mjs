import { sql } from "kysely";
import { apiError } from "../admin/auth.mjs";
import { hasRole, requireRole } from "../admin/roles.mjs";

/**
 * Publishing from inside the editor (docs/decisions/052): what the panel beside Decap on
 * /admin/edit reads and asks.
 * - GET /admin/api/publishing (editor and up): the publishes under way (stage, time in it),
 *   the latest finished one (live with the time taken, or failed with its message naming
 *   file, field and rule), and, for a publisher, the changes marked Ready and the scheduled
 *   publishes;
 * - POST /admin/api/publishing (publisher): `{ entries?: ["collection/slug", …], at?: ISO
 *   time }` publishes the chosen Ready changes (all of them when `entries` is left out)
 *   together, built once, now; or, with a time to come, keeps them Ready on their branches
 *   and publishes them then;
 * - POST /admin/api/publishing/scheduled/<id>/cancel (publisher).
 *
 * `liveEditor` (createLiveEditor) does every workflow action with the member's role checked
 * again; `releases.gather` queues one build for the changes merged together. A scheduled
 * publish runs as the publisher who set it, with the role their account holds then.
 */

const BODY_LIMIT = 16 * 1024;
const MAX_ENTRIES = 100;
/** As far ahead as a publish may be scheduled. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;
const ID = /^[1-9]\d{0,8}$/;
/** A change's key as Decap names it: a collection and a slug, each one safe segment. */
const ENTRY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export const PUBLISHING_DEFAULTS = { pollMs: 5_000 };

export class PublishingError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const splitEntry = (id) => {
  const at = id.indexOf("/");
  return { collection: id.slice(0, at), slug: id.slice(at + 1) };
};

/** The body's `entries` and `at`, checked; throws PublishingError(400) naming the field. */
export function readPublishRequest(body, now = new Date()) {
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new PublishingError(400, "Send a JSON object: { entries, at }.");
  const unknown = Object.keys(body).filter((key) => key !== "entries" && key !== "at");
  if (unknown.length) throw new PublishingError(400, `Unknown field: ${unknown[0]}.`);
  let entries;
  if (body.entries !== undefined) {
    if (!Array.isArray(body.entries) || body.entries.length === 0)
      throw new PublishingError(400, "entries: a list of at least one change.");
    if (body.entries.length > MAX_ENTRIES)
      throw new PublishingError(400, `entries: at most ${MAX_ENTRIES} changes at once.`);
    for (const entry of body.entries)
      if (typeof entry !== "string" || !ENTRY.test(entry) || entry.includes(".."))
        throw new PublishingError(400, "entries: each is a change's collection/slug.");
    entries = [...new Set(body.entries)];
  }
  let at;
  if (body.at !== undefined && body.at !== null && body.at !== "") {
    const parsed =
      typeof body.at === "string" && body.at.length <= 40 ? new Date(body.at) : undefined;
    if (!parsed || !Number.isFinite(parsed.getTime()))
      throw new PublishingError(400, "at: a date and time, such as 2026-12-08T09:00:00Z.");
    if (parsed.getTime() > now.getTime() + MAX_AHEAD_MS)
      throw new PublishingError(400, "at: at most a year ahead.");
    // A time already past (or within the second) is "now".
    if (parsed.getTime() > now.getTime() + 1_000) at = parsed;
  }
  return { entries, at };
}

/** A scheduled publish as the API shows it. */
const scheduledOf = (row) => ({
  id: row.id,
  entries: row.entries,
  at: new Date(row.run_at),
  by: row.scheduled_by,
  createdAt: new Date(row.created_at),
});

/**
 * The publishing of Ready changes, now or at a time: `db` the site's database, `releases`
 * (openReleases), `liveEditor` (createLiveEditor), `audit(action, subject, by, detail)`.
 */
export function createPublishing({ db, releases, liveEditor, audit, log, settings = {} }) {
  const options = { ...PUBLISHING_DEFAULTS, ...settings };

  async function ask(member, action, params) {
    return liveEditor.handle({ action, params }, member);
  }

  /** The changes marked Ready, oldest saved first. */
  async function readyChanges(member) {
    const listed = await ask(member, "unpublishedEntries", {});
    if (listed.status !== 200 || !Array.isArray(listed.json)) return [];
    const ready = [];
    for (const id of listed.json.slice(0, MAX_ENTRIES)) {
      if (typeof id !== "string" || !ENTRY.test(id) || id.includes("..")) continue;
      const entry = await ask(member, "unpublishedEntry", splitEntry(id));
      if (entry.status !== 200 || entry.json?.status !== "pending_publish") continue;
      ready.push({
        id,
        author: entry.json.pullRequestAuthor,
        updatedAt: entry.json.updatedAt,
      });
    }
    return ready;
  }

  /**
   * Publishes `entries` (keys; all Ready ones when undefined) as `member`, merged one after
   * another and built once. Answers what was published, what was not and why, and the
   * release queued.
   */
  async function publishNow(member, entries) {
    const ready = await readyChanges(member);
    const readyIds = new Set(ready.map((change) => change.id));
    const chosen = entries ?? [...readyIds];
    const published = [];
    const refused = [];
    const { release } = await releases.gather(async () => {
      for (const id of chosen) {
        if (!readyIds.has(id)) {
          refused.push({ entry: id, message: "This change is not marked Ready." });
          continue;
        }
        const answer = await ask(member, "publishUnpublishedEntry", splitEntry(id));
        if (answer.status >= 200 && answer.status < 300) published.push(id);
        else
          refused.push({
            entry: id,
            message: String(answer.json?.error ?? "The editor refused to publish it."),
            ...(Array.isArray(answer.json?.files) ? { files: answer.json.files } : {}),
          });
      }
    });
    return {
      published,
      refused,
      release: release?.id === undefined ? undefined : { id: release.id, state: release.state },
    };
  }

  async function schedule(member, entries, at) {
    const ready = await readyChanges(member);
    const readyIds = new Set(ready.map((change) => change.id));
    const chosen = entries ?? [...readyIds];
    const notReady = chosen.filter((id) => !readyIds.has(id));
    if (chosen.length === 0)
      throw new PublishingError(409, "No change is marked Ready: set one Ready first.");
    if (notReady.length)
      throw new PublishingError(409, `Not marked Ready: ${notReady.join(", ")}.`);
    const row = await db
      .insertInto("scheduled_publish")
      .values({
        entries: JSON.stringify(chosen),
        run_at: at,
        scheduled_by: member.email,
        created_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit?.("schedule", chosen.join(", "), member.email, {
      scheduled: row.id,
      at: at.toISOString(),
    });
    return scheduledOf(row);
  }

  async function scheduled() {
    const rows = await db
      .selectFrom("scheduled_publish")
      .selectAll()
      .where("done_at", "is", null)
      .where("cancelled_at", "is", null)
      .orderBy("run_at")
      .orderBy("id")
      .limit(50)
      .execute();
    return rows.map(scheduledOf);
  }

  async function cancel(member, id) {
    const { rows } = await sql`update scheduled_publish set cancelled_at = now()
      where id = ${id} and done_at is null and cancelled_at is null returning *`.execute(db);
    if (!rows[0]) throw new PublishingError(404, `There is no scheduled publish ${id} waiting.`);
    await audit?.("cancel schedule", rows[0].entries.join(", "), member.email, { scheduled: id });
    return scheduledOf(rows[0]);
  }

  /** The account as it is now: a scheduled publish runs with the role it holds then. */
  async function memberNow(email) {
    return db
      .selectFrom("admin_account")
      .select(["email", "role", "name"])
      .where("email", "=", email)
      .executeTakeFirst();
  }

  /** Runs every scheduled publish that is due, one after another. */
  async function runDue(now = new Date()) {
    let count = 0;
    for (;;) {
      // Taken by marking it done first, so two instances never run the same one.
      const { rows } = await sql`update scheduled_publish set done_at = now()
        where id = (select id from scheduled_publish where done_at is null
          and cancelled_at is null and run_at <= ${now} order by run_at, id limit 1)
        and done_at is null returning *`.execute(db);
      const row = rows[0];
      if (!row) return count;
      count += 1;
      const account = await memberNow(row.scheduled_by);
      let outcome;
      if (!account || !hasRole(account, "publisher"))
        outcome = { error: `${row.scheduled_by} may no longer publish: nothing was published.` };
      else {
        try {
          outcome = await publishNow(
            { email: account.email, role: account.role, name: account.name ?? undefined },
            row.entries,
          );
        } catch (error) {
          outcome = { error: `The scheduled publish failed: ${error?.message ?? error}` };
        }
      }
      await sql`update scheduled_publish set outcome = ${JSON.stringify(outcome)}::jsonb
        where id = ${row.id}`.execute(db);
      if (outcome.error) log?.warn({ scheduled: row.id, error: outcome.error }, "not published");
    }
  }

  let timer;
  let running;
  return {
    readyChanges,
    publishNow,
    schedule,
    scheduled,
    cancel,
    runDue,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = runDue()
          .catch((error) => log?.error({ err: error }, "scheduled publishes could not run"))
          .finally(() => {
            running = undefined;
          });
      }, options.pollMs);
      timer.unref?.();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

/** The routes (see the top of this file). */
export function registerPublishing(app, { db, releases, liveEditor, audit, settings }) {
  const publishing = createPublishing({
    db,
    releases,
    liveEditor,
    audit,
    log: app.log,
    settings,
  });
  app.addHook("onReady", async () => publishing.start());
  app.addHook("onClose", async () => publishing.stop());
  const editor = requireRole("editor");
  const publisher = requireRole("publisher");
  const json = (reply, body, status = 200) =>
    reply
      .code(status)
      .headers({ "content-type": "application/json; charset=utf-8", "cache-control": "no-store" })
      .send(JSON.stringify(body));
  const failed = (reply, error) => {
    if (!(error instanceof PublishingError)) throw error;
    const code = { 400: "invalid_request", 404: "not_found", 409: "conflict" }[error.status];
    return apiError(reply, error.status, code ?? "unprocessable", error.message);
  };

  app.get("/admin/api/publishing", { preHandler: editor }, async (request, reply) => {
    const canPublish = hasRole(request.admin, "publisher");
    const queue = await releases.queue();
    const body = { canPublish, waiting: queue.waiting, latest: queue.latest ?? null };
    if (canPublish) {
      body.ready = await publishing.readyChanges(request.admin);
      body.scheduled = await publishing.scheduled();
    }
    return json(reply, body);
  });

  app.post(
    "/admin/api/publishing",
    { preHandler: publisher, bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      if (!/^application\/json\b/.test(request.headers["content-type"] ?? ""))
        return apiError(reply, 415, "unsupported_media_type", "Send the request as JSON.");
      try {
        const { entries, at } = readPublishRequest(request.body);
        if (at)
          return json(
            reply,
            { scheduled: await publishing.schedule(request.admin, entries, at) },
            201,
          );
        const result = await publishing.publishNow(request.admin, entries);
        if (result.published.length === 0)
          return json(
            reply,
            {
              status: 409,
              error: "conflict",
              message: result.refused.length
                ? "Nothing was published."
                : "No change is marked Ready: set one Ready first.",
              ...result,
            },
            409,
          );
        return json(reply, result, 202);
      } catch (error) {
        return failed(reply, error);
      }
    },
  );

  app.post(
    "/admin/api/publishing/scheduled/:id/cancel",
    { preHandler: publisher, bodyLimit: 1024 },
    async (request, reply) => {
      if (!ID.test(request.params.id))
        return apiError(reply, 404, "not_found", "There is no such scheduled publish.");
      try {
        return json(reply, {
          cancelled: await publishing.cancel(request.admin, Number(request.params.id)),
        });
      } catch (error) {
        return failed(reply, error);
      }
    },
  );
  return publishing;
}
