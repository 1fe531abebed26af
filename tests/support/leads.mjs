import { randomUUID } from "node:crypto";

/**
 * Stores a lead as the contact form would, with any received_at a test needs; resolves to
 * its id (a string).
 */
export async function insertLead(db, lead) {
  const row = await db
    .insertInto("lead")
    .values({ state: "new", company: null, phone: null, idempotency_key: randomUUID(), ...lead })
    .returning("id")
    .executeTakeFirstOrThrow();
  return String(row.id);
}
