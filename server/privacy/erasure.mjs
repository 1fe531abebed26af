import { sql } from "kysely";
import { ATTRIBUTION_COLUMNS } from "../db/migrations/010-visit-analytics.mjs";
import { emailFingerprint, normalizeEmail, serverSecret } from "./secret.mjs";

/**
 * Everything the site holds for one address, and the erasure of it. Contact requests live
 * in the `lead` table (its `email` column holds the address as typed, so it is compared
 * lower-cased); the newsletter in `subscriber`; copies of mails in `mail_outbox`.
 */

/** True when `email` was erased: forms must then store nothing for it. */
export async function isErased(db, email) {
  const hash = emailFingerprint(await serverSecret(db), email);
  const row = await db
    .selectFrom("erasure_tombstone")
    .select("email_hash")
    .where("email_hash", "=", hash)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Erases the leads, the subscription and the outbox copies of `email` and leaves a
 * tombstone (a keyed hash of the address, not the address), so a replayed old form cannot
 * store it again. Safe to call twice. Resolves to what was removed.
 */
export async function eraseAddress(db, email, now = new Date()) {
  const address = normalizeEmail(email);
  const hash = emailFingerprint(await serverSecret(db), address);
  return db.transaction().execute(async (trx) => {
    // The tombstone first: a form arriving during the erasure is refused, not kept.
    await sql`insert into erasure_tombstone (email_hash, erased_at) values (${hash}, ${now}) on conflict (email_hash) do nothing`.execute(
      trx,
    );
    const leads = (await hasLeads(trx))
      ? await trx.deleteFrom("lead").where(sql`lower(trim(email))`, "=", address).executeTakeFirst()
      : { numDeletedRows: 0n };
    const subscriptions = await trx
      .deleteFrom("subscriber")
      .where("email", "=", address)
      .executeTakeFirst();
    const mails = await trx
      .deleteFrom("mail_outbox")
      .where(sql`lower(recipient)`, "=", address)
      .executeTakeFirst();
    return {
      leads: Number(leads.numDeletedRows),
      subscriptions: Number(subscriptions.numDeletedRows),
      mails: Number(mails.numDeletedRows),
    };
  });
}

/** What is held for `email`, as a visitor's data view shows it (JSON-ready). */
export async function heldData(db, email) {
  const address = normalizeEmail(email);
  const leads = (await hasLeads(db))
    ? await db.selectFrom("lead").selectAll().where(sql`lower(trim(email))`, "=", address).execute()
    : [];
  const subscription = await db
    .selectFrom("subscriber")
    .select([
      "email",
      "state",
      "consent_version",
      "asked_at",
      "confirmed_at",
      "unsubscribed_at",
      // Where the visit that signed up began (server/analytics), when it was counted.
      ...ATTRIBUTION_COLUMNS,
    ])
    .where("email", "=", address)
    .executeTakeFirst();
  return {
    email: address,
    contactRequests: leads,
    newsletter: subscription ?? null,
  };
}

/** The `lead` table comes with the contact form; without it there are no leads to read. */
export async function hasLeads(db) {
  const { rows } = await sql`select to_regclass('lead') is not null as present`.execute(db);
  return rows[0]?.present === true;
}

/**
 * Erases again, after a restore, everyone erased by then: the restored tombstones plus
 * `tombstones` seen elsewhere (the database the restore replaced, a newer backup), which
 * are added. A tombstone is a keyed hash, so each address the restored tables hold is
 * hashed with every secret in `secrets` (the one in force first) and its rows are deleted
 * when a hash matches. Resolves to what was removed.
 */
export async function reapplyErasures(db, { secrets, tombstones = [] }) {
  for (const { email_hash, erased_at } of tombstones)
    await sql`insert into erasure_tombstone (email_hash, erased_at) values (${email_hash}, ${new Date(erased_at)}) on conflict (email_hash) do nothing`.execute(
      db,
    );
  const hashes = new Set(
    (await db.selectFrom("erasure_tombstone").select("email_hash").execute()).map(
      (row) => row.email_hash,
    ),
  );
  const removed = { tombstones: hashes.size, leads: 0, subscriptions: 0, mails: 0 };
  if (hashes.size === 0 || secrets.length === 0) return removed;
  const erased = (address) =>
    secrets.some((secret) => hashes.has(emailFingerprint(secret, address)));
  const sweep = async (table, column, key) => {
    const rows = await db
      .selectFrom(table)
      .select(["id", `${column} as address`])
      .execute();
    const ids = rows.filter((row) => erased(row.address)).map((row) => row.id);
    for (let start = 0; start < ids.length; start += 500)
      await db
        .deleteFrom(table)
        .where("id", "in", ids.slice(start, start + 500))
        .execute();
    removed[key] = ids.length;
  };
  if (await hasLeads(db)) await sweep("lead", "email", "leads");
  await sweep("subscriber", "email", "subscriptions");
  await sweep("mail_outbox", "recipient", "mails");
  return removed;
}
