import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { channelOf } from "../analytics/channels.mjs";
import { ATTRIBUTION_COLUMNS } from "../db/migrations/010-visit-analytics.mjs";

/**
 * The leads store: contact and demo requests, on whichever database openDatabase() gave.
 * `saveLead` stores one request under its idempotency key and answers "stored", or
 * "duplicate" when that key is already there (a double click, a retried post): the unique
 * constraint decides, so two posts racing each other still make one row. `onStored(trx,
 * { id, receivedAt })` runs in the same transaction for a new row only: what it queues
 * (the team's notice) exists exactly when the lead does.
 */
export async function saveLead(db, lead, idempotencyKey, { onStored } = {}) {
  return db.transaction().execute(async (trx) => {
    const stored = await insertLead(trx, lead, idempotencyKey);
    if (stored && onStored) await onStored(trx, stored);
    return stored ? "stored" : "duplicate";
  });
}

async function insertLead(db, lead, idempotencyKey) {
  const inserted = await db
    .insertInto("lead")
    .values({
      name: lead.name,
      family_name: lead.familyName || null,
      given_name: lead.givenName || null,
      email: lead.email,
      company: lead.company || null,
      phone: lead.phone || null,
      subject: lead.subject,
      message: lead.message,
      // The language of the page it was sent from; the route names it, never the visitor.
      locale: lead.locale ?? "en",
      idempotency_key: idempotencyKey,
      // The first touch of the visit that sent it (server/analytics), when it had one.
      ...Object.fromEntries(ATTRIBUTION_COLUMNS.map((column) => [column, lead[column] ?? null])),
      // Its channel by the analytics' rules, as its visit was counted (migration 023).
      channel: lead.entry_path ? channelOf(lead) : null,
    })
    .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
    .returning(["id", "received_at"])
    .executeTakeFirst();
  return inserted && { id: inserted.id, receivedAt: new Date(inserted.received_at) };
}

/** The newest leads first, at most `limit`. */
export function newestLeads(db, { limit = 20 } = {}) {
  return db
    .selectFrom("lead")
    .select([
      "id",
      "received_at",
      "state",
      "name",
      "family_name",
      "given_name",
      "email",
      "company",
      "phone",
      "subject",
      "message",
      "locale",
      "idempotency_key",
    ])
    .orderBy("received_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** How many leads are stored. */
export async function countLeads(db) {
  const { rows } = await sql`select count(*)::int as count from lead`.execute(db);
  return rows[0].count;
}

/**
 * The secret that signs the form's tokens: made once, kept in the database, so every server
 * process (and a restarted one) accepts the forms the others rendered.
 */
export async function formSecret(db) {
  await db
    .insertInto("form_secret")
    .values({ name: "contact", secret: randomBytes(32).toString("base64url") })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("form_secret")
    .select("secret")
    .where("name", "=", "contact")
    .executeTakeFirstOrThrow();
  return row.secret;
}
