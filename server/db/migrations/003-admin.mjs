import { sql } from "kysely";

/**
 * The team's accounts for /admin and their sessions. A password is kept only as an scrypt
 * hash (its parameters and salt inside the string); a session only as the SHA-256 of the
 * random id its cookie carries, so a copy of the table opens no session. Removing an
 * account removes its sessions with it.
 */
export const adminMigration = {
  async up(db) {
    await db.schema
      .createTable("admin_account")
      .addColumn("id", "serial", (column) => column.primaryKey())
      .addColumn("email", "text", (column) => column.notNull().unique())
      .addColumn("password_hash", "text", (column) => column.notNull())
      .addColumn("created_at", "timestamptz", (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn("password_changed_at", "timestamptz", (column) =>
        column.notNull().defaultTo(sql`now()`),
      )
      .execute();
    await db.schema
      .createTable("admin_session")
      .addColumn("id_hash", "text", (column) => column.primaryKey())
      .addColumn("account_id", "integer", (column) =>
        column.notNull().references("admin_account.id").onDelete("cascade"),
      )
      .addColumn("created_at", "timestamptz", (column) => column.notNull())
      .addColumn("last_seen_at", "timestamptz", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("admin_session_account")
      .on("admin_session")
      .column("account_id")
      .execute();
  },
  async down(db) {
    await db.schema.dropTable("admin_session").execute();
    await db.schema.dropTable("admin_account").execute();
  },
};
