import { sql } from "kysely";

/**
 * Newsletter subscribers (double opt-in), the mail outbox used when no SMTP server is
 * configured, the tombstones of erased addresses, and the server's own secret (for signed
 * links) when SITE_SECRET is not set.
 */
export const newsletterMigration = {
  async up(db) {
    await db.schema
      .createTable("subscriber")
      .addColumn("id", "serial", (column) => column.primaryKey())
      // Lower-cased and trimmed: one subscription per mailbox however it is typed.
      .addColumn("email", "text", (column) => column.notNull().unique())
      .addColumn("state", "text", (column) =>
        column.notNull().check(sql`state in ('pending', 'confirmed', 'unsubscribed')`),
      )
      .addColumn("consent_version", "text", (column) => column.notNull())
      .addColumn("asked_at", "timestamptz", (column) => column.notNull())
      .addColumn("confirmed_at", "timestamptz")
      .addColumn("unsubscribed_at", "timestamptz")
      // SHA-256 of the confirmation token: the token itself exists only in the mail.
      .addColumn("token_hash", "text", (column) => column.unique())
      .addColumn("token_expires_at", "timestamptz")
      .addColumn("last_mailed_at", "timestamptz")
      .execute();
    await db.schema
      .createIndex("subscriber_state_asked_at")
      .on("subscriber")
      .columns(["state", "asked_at"])
      .execute();

    await db.schema
      .createTable("mail_outbox")
      .addColumn("id", "serial", (column) => column.primaryKey())
      .addColumn("recipient", "text", (column) => column.notNull())
      .addColumn("subject", "text", (column) => column.notNull())
      .addColumn("body", "text", (column) => column.notNull())
      .addColumn("headers", "text", (column) => column.notNull().defaultTo("{}"))
      .addColumn("created_at", "timestamptz", (column) => column.notNull())
      .execute();

    await db.schema
      .createTable("erasure_tombstone")
      .addColumn("email_hash", "text", (column) => column.primaryKey())
      .addColumn("erased_at", "timestamptz", (column) => column.notNull())
      .execute();

    await db.schema
      .createTable("server_secret")
      .addColumn("name", "text", (column) => column.primaryKey())
      .addColumn("value", "text", (column) => column.notNull())
      .execute();
  },
};
