import { sql } from "kysely";

/**
 * The audit log (server/admin/audit.mjs): who did what to which subject, and when. The
 * actor is kept as the email it had (an account removed later still shows who acted);
 * `detail` is JSON the action chooses (a file's path, a release's id). Read newest first,
 * a page at a time, by id (the order entries were added).
 */
export const auditLogMigration = {
  async up(db) {
    await db.schema
      .createTable("audit_log")
      .addColumn("id", "bigserial", (column) => column.primaryKey())
      .addColumn("at", "timestamptz", (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn("actor", "text", (column) => column.notNull())
      .addColumn("action", "text", (column) => column.notNull())
      .addColumn("subject", "text", (column) => column.notNull())
      .addColumn("detail", "jsonb", (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
  },
};
