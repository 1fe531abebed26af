/**
 * The audit log: who saved, submitted, approved, published, scheduled and rolled back what,
 * and when (the table of migration 015). The editor's proxy records what its actions show
 * (server/editor/live-editor); the releases and the workflow record theirs with the same
 * call. Entries are only added, never changed; the admin reads them at /admin/audit.
 */

/** The actions the log names; another feature may add its own word. */
export const AUDIT_ACTIONS = Object.freeze([
  "saved",
  "submitted",
  "approved",
  "published",
  "scheduled",
  "rolled back",
  "deleted",
  "uploaded",
]);

const ACTION = /^[a-z][a-z ]{0,39}$/;
const MAX_SUBJECT = 500;
const MAX_DETAIL = 16 * 1024;
export const AUDIT_PAGE = 50;
const MAX_PAGE = 500;

export class AuditError extends Error {}

/**
 * Adds one entry: `actor` (the member's email, or a name such as "scheduler" for the
 * server's own work), `action` (lower-case words, AUDIT_ACTIONS), `subject` (what it was
 * done to: a file, an entry, a release) and `detail` (any JSON object, at most 16 KB).
 * Resolves to the entry as stored.
 */
export async function recordAudit(db, { actor, action, subject, detail = {}, at } = {}) {
  if (typeof actor !== "string" || !actor.trim() || actor.length > 254)
    throw new AuditError("An audit entry needs who acted (an email or a name).");
  if (typeof action !== "string" || !ACTION.test(action))
    throw new AuditError(`"${String(action).slice(0, 40)}" is not an action: lower-case words.`);
  if (typeof subject !== "string" || !subject || subject.length > MAX_SUBJECT)
    throw new AuditError("An audit entry needs its subject, at most 500 characters.");
  if (!detail || typeof detail !== "object" || Array.isArray(detail))
    throw new AuditError("An audit entry's detail is a JSON object.");
  const json = JSON.stringify(detail);
  if (json.length > MAX_DETAIL) throw new AuditError("An audit entry's detail is over 16 KB.");
  const row = await db
    .insertInto("audit_log")
    .values({
      actor: actor.trim(),
      action,
      subject,
      detail: json,
      ...(at ? { at: new Date(at) } : {}),
    })
    .returning(["id", "at", "actor", "action", "subject", "detail"])
    .executeTakeFirstOrThrow();
  return entryOf(row);
}

function entryOf(row) {
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    action: row.action,
    subject: row.subject,
    detail: typeof row.detail === "string" ? JSON.parse(row.detail) : row.detail,
  };
}

/**
 * The newest entries first, `limit` at a time (50 unless named, at most 500); `before` is
 * the id of the last entry of the page before (entries with a smaller id follow). Resolves
 * to `{ entries, next }`, `next` the `before` of the following page or null.
 */
export async function listAudit(db, { limit = AUDIT_PAGE, before } = {}) {
  const size = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(limit, 10) || AUDIT_PAGE));
  let query = db
    .selectFrom("audit_log")
    .select(["id", "at", "actor", "action", "subject", "detail"])
    .orderBy("id", "desc")
    .limit(size + 1);
  if (before !== undefined && before !== null && before !== "") {
    const id = Number(before);
    if (!Number.isSafeInteger(id) || id < 1)
      throw new AuditError("before must be the id of an entry.");
    query = query.where("id", "<", id);
  }
  const rows = await query.execute();
  const entries = rows.slice(0, size).map(entryOf);
  return { entries, next: rows.length > size ? entries.at(-1).id : null };
}
