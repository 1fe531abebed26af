import { sql } from "kysely";

// Contact and demo requests from the site's form. No address, no user agent: only what the
// visitor typed, when it arrived, whether the team has handled it, and the key that makes a
// repeated post of the same form store one row.
export const leads = {
  async up(db) {
    await db.schema
      .createTable("lead")
      .addColumn("id", "bigint", (column) => column.generatedAlwaysAsIdentity().primaryKey())
      .addColumn("received_at", "timestamptz", (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn("state", "text", (column) =>
        column.notNull().defaultTo("new").check(sql`state in ('new', 'handled')`),
      )
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("company", "text")
      .addColumn("phone", "text")
      .addColumn("subject", "text", (column) => column.notNull())
      .addColumn("message", "text", (column) => column.notNull())
      .addColumn("idempotency_key", "text", (column) => column.notNull().unique())
      .execute();
    await db.schema.createIndex("lead_received_at").on("lead").column("received_at").execute();
    // The secret that signs the form's render tokens, kept so a restart does not turn every
    // open form into an expired one.
    await db.schema
      .createTable("form_secret")
      .addColumn("name", "text", (column) => column.primaryKey())
      .addColumn("secret", "text", (column) => column.notNull())
      .execute();
  },
};
