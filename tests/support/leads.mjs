import { sql } from "kysely";

/**
 * The leads table for admin tests. The forms' own migration makes it once that feature is
 * part of the build; until then a stand-in with the same columns is added to the set.
 */
const standIn = {
  async up(db) {
    await db.schema
      .createTable("lead")
      .addColumn("id", "serial", (column) => column.primaryKey())
      .addColumn("received_at", "timestamptz", (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn("state", "text", (column) => column.notNull().defaultTo("new"))
      .addColumn("subject", "text", (column) => column.notNull())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("company", "text")
      .addColumn("phone", "text")
      .addColumn("message", "text", (column) => column.notNull())
      .execute();
  },
};

export function withLeadTable(migrations) {
  if (Object.keys(migrations).some((name) => /lead/.test(name))) return migrations;
  return { "001-leads": standIn, ...migrations };
}

/** Stores a lead as the forms would; resolves to its id (a string). */
export async function insertLead(db, lead) {
  const row = await db
    .insertInto("lead")
    .values({ state: "new", company: null, phone: null, ...lead })
    .returning("id")
    .executeTakeFirstOrThrow();
  return String(row.id);
}
