import { sql } from "kysely";

/**
 * The releases table (migration 016): the queue of publishes and the releases they made.
 * Every instance on the database shares it: the claim takes an advisory lock, so one
 * publish runs at a time across a fleet, and `release_live` is the one pointer all serve.
 */

const SITE = "site";
/** Any number of this site's own: the advisory lock a claim holds for its transaction. */
const CLAIM_LOCK = 7_100_071;

const toDate = (value) => (value ? new Date(value) : undefined);

/** A row as the API and the publisher see it. */
export function releaseOf(row, liveId) {
  const time = (from, to) =>
    from && to ? new Date(to).getTime() - new Date(from).getTime() : undefined;
  return {
    id: row.id,
    commit: row.commit_id,
    by: row.published_by,
    state: row.state,
    live: row.id === liveId,
    queuedAt: toDate(row.created_at),
    runAt: toDate(row.run_at),
    checkStartedAt: toDate(row.check_started_at),
    buildStartedAt: toDate(row.build_started_at),
    publishedAt: toDate(row.published_at),
    activatedAt: toDate(row.activated_at),
    failedAt: toDate(row.failed_at),
    error: row.error ?? undefined,
    removed: Boolean(row.removed_at),
    /** Milliseconds each stage took, as far as it got. */
    durations: {
      checking: time(row.check_started_at, row.build_started_at ?? row.failed_at),
      building: row.build_started_at
        ? time(row.build_started_at, row.published_at ?? row.failed_at)
        : undefined,
      total: time(row.check_started_at ?? row.run_at, row.published_at ?? row.failed_at),
    },
  };
}

export async function insertPublish(
  db,
  { commit, by, source, runAt, now = new Date(), kind = "release", entry },
) {
  const row = await db
    .insertInto("release")
    .values({
      commit_id: commit,
      source,
      published_by: by,
      state: "queued",
      created_at: now,
      run_at: runAt ?? now,
      kind,
      ...(entry ? { entry } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * Claims the oldest due queued publish for `worker`, unless a publish is being checked or
 * built under a live claim: resolves to its row, or undefined. A preview (migration 020)
 * waits in the same queue, after every due publish: a publish is never kept waiting by one.
 */
export async function claimNextPublish(db, worker, leaseMs) {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`.execute(trx);
    const { rows: busy } = await sql`select id from release
      where state in ('checking', 'building') and claimed_until > now() limit 1`.execute(trx);
    if (busy.length) return undefined;
    const { rows } = await sql`update release set state = 'checking',
        check_started_at = now(), claimed_by = ${worker},
        claimed_until = now() + ${`${leaseMs} milliseconds`}::interval
      where id = (select id from release where state = 'queued' and run_at <= now()
        order by (kind = 'preview'), run_at, id limit 1)
      returning *`.execute(trx);
    return rows[0];
  });
}

/** Keeps the claim alive while the publish runs. */
export async function renewClaim(db, id, worker, leaseMs) {
  await sql`update release set claimed_until = now() + ${`${leaseMs} milliseconds`}::interval
    where id = ${id} and claimed_by = ${worker}`.execute(db);
}

export async function markBuilding(db, id, workerPid) {
  await sql`update release set state = 'building', build_started_at = now(),
    worker_pid = ${workerPid ?? null} where id = ${id}`.execute(db);
}

export async function setWorkerPid(db, id, workerPid) {
  await sql`update release set worker_pid = ${workerPid ?? null} where id = ${id}`.execute(db);
}

export async function markFailed(db, id, message) {
  await sql`update release set state = 'failed', failed_at = now(), error = ${message},
    claimed_by = null, claimed_until = null, worker_pid = null where id = ${id}`.execute(db);
}

/** The publish went live: the pointer moves to it in the same transaction. */
export async function markLive(db, id) {
  await db.transaction().execute(async (trx) => {
    await sql`update release set state = 'live', published_at = now(), activated_at = now(),
      claimed_by = null, claimed_until = null, worker_pid = null where id = ${id}`.execute(trx);
    await pointTo(trx, id);
  });
}

/** Makes an earlier release live again. */
export async function markActivated(db, id) {
  await db.transaction().execute(async (trx) => {
    await sql`update release set activated_at = now() where id = ${id}`.execute(trx);
    await pointTo(trx, id);
  });
}

async function pointTo(db, id) {
  await sql`insert into release_live (site, release_id, changed_at) values (${SITE}, ${id}, now())
    on conflict (site) do update set release_id = excluded.release_id,
      changed_at = excluded.changed_at`.execute(db);
}

/** The id of the release every instance should serve, or undefined before the first. */
export async function liveReleaseId(db) {
  const { rows } = await sql`select release_id from release_live where site = ${SITE}`.execute(db);
  return rows[0]?.release_id;
}

export async function findRelease(db, id) {
  return db.selectFrom("release").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The releases and publishes not yet removed, newest first (previews are not releases). */
export async function listReleases(db, limit = 50) {
  return db
    .selectFrom("release")
    .selectAll()
    .where("kind", "=", "release")
    .where("removed_at", "is", null)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Publishes claimed but never finished: their worker's claim, and its build's process. */
export async function unfinishedPublishes(db) {
  const { rows } = await sql`select * from release where state in ('checking', 'building')
    order by id`.execute(db);
  return rows;
}

/** The built releases whose folders are kept, newest first. */
export async function builtReleases(db) {
  return db
    .selectFrom("release")
    .selectAll()
    .where("kind", "=", "release")
    .where("state", "=", "live")
    .where("removed_at", "is", null)
    .orderBy("id", "desc")
    .execute();
}

export async function markRemoved(db, ids) {
  if (ids.length === 0) return;
  await db.updateTable("release").set({ removed_at: new Date() }).where("id", "in", ids).execute();
}

/** Failed publishes older than the oldest kept release leave the list with it. */
export async function removeFailedBefore(db, id) {
  await sql`update release set removed_at = now()
    where state = 'failed' and kind = 'release' and removed_at is null and id < ${id}`.execute(db);
}

// --- previews (migration 020): built by the same queue, never live ----------------------

/** A preview's row as the review pages see it. */
export function previewOf(row) {
  if (!row) return undefined;
  const changed =
    typeof row.changed_pages === "string" ? JSON.parse(row.changed_pages) : row.changed_pages;
  return {
    id: row.id,
    entry: row.entry,
    commit: row.commit_id,
    by: row.published_by,
    state: row.state,
    queuedAt: toDate(row.created_at),
    checkStartedAt: toDate(row.check_started_at),
    buildStartedAt: toDate(row.build_started_at),
    builtAt: toDate(row.published_at),
    failedAt: toDate(row.failed_at),
    error: row.error ?? undefined,
    removed: Boolean(row.removed_at),
    changedPages: Array.isArray(changed) ? changed : undefined,
  };
}

/** A preview was built: its pages that differ from the live release's are kept with it. */
export async function markPreviewBuilt(db, id, changedPages) {
  await sql`update release set state = 'built', published_at = now(),
    changed_pages = ${JSON.stringify(changedPages)}::jsonb,
    claimed_by = null, claimed_until = null, worker_pid = null where id = ${id}`.execute(db);
}

export async function findPreview(db, id) {
  return db
    .selectFrom("release")
    .selectAll()
    .where("kind", "=", "preview")
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The previews of one change (`collection/slug`), or of all, newest first. */
export async function listPreviews(db, { entry, limit = 20 } = {}) {
  let query = db
    .selectFrom("release")
    .selectAll()
    .where("kind", "=", "preview")
    .where("removed_at", "is", null);
  if (entry) query = query.where("entry", "=", entry);
  return query.orderBy("id", "desc").limit(limit).execute();
}

/** The built previews whose folders are kept, newest first. */
export async function builtPreviews(db) {
  return db
    .selectFrom("release")
    .selectAll()
    .where("kind", "=", "preview")
    .where("state", "=", "built")
    .where("removed_at", "is", null)
    .orderBy("id", "desc")
    .execute();
}
