import { createHash, randomBytes } from "node:crypto";

/**
 * The one place that creates admin sessions and the one that checks them. The cookie
 * carries 32 random bytes; the table keeps only their SHA-256, so reading the table (a
 * backup, a log of statements) opens no session. A session ends after 12 hours without a
 * request, at Log out, and when its account is removed or its password reset.
 */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (id) => createHash("sha256").update(id).digest("base64url");

/** A new session for `accountId`; returns the id for the cookie (never stored as such). */
export async function createSession(db, accountId, now = Date.now()) {
  const id = randomBytes(32).toString("base64url");
  const at = new Date(now);
  await db
    .insertInto("admin_session")
    .values({ id_hash: hashOf(id), account_id: accountId, created_at: at, last_seen_at: at })
    .execute();
  // Sessions nobody came back to are of no use to anyone: drop them now and then.
  await db
    .deleteFrom("admin_session")
    .where("last_seen_at", "<", new Date(now - SESSION_IDLE_MS))
    .execute();
  return id;
}

/**
 * The live session with this id: `{ accountId, email, role, name }`, or undefined. The role is the
 * account's as it is now (roles.mjs), never one the session was made with.
 */
export async function findSession(db, id, now = Date.now()) {
  if (typeof id !== "string" || !SESSION_ID.test(id)) return undefined;
  const idHash = hashOf(id);
  const row = await db
    .selectFrom("admin_session")
    .innerJoin("admin_account", "admin_account.id", "admin_session.account_id")
    .select([
      "admin_session.account_id",
      "admin_session.last_seen_at",
      "admin_account.email",
      "admin_account.role",
      "admin_account.name",
    ])
    .where("admin_session.id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (now - lastSeen >= SESSION_IDLE_MS) {
    await db.deleteFrom("admin_session").where("id_hash", "=", idHash).execute();
    return undefined;
  }
  if (now - lastSeen >= TOUCH_EVERY_MS)
    await db
      .updateTable("admin_session")
      .set({ last_seen_at: new Date(now) })
      .where("id_hash", "=", idHash)
      .execute();
  return { accountId: row.account_id, email: row.email, role: row.role, name: row.name };
}

export async function endSession(db, id) {
  if (typeof id !== "string" || !SESSION_ID.test(id)) return;
  await db.deleteFrom("admin_session").where("id_hash", "=", hashOf(id)).execute();
}
