import { sql } from "kysely";

/**
 * Changes a publisher chose to publish at a set time (server/releases/scheduled.mjs): the
 * workflow's changes (`collection/slug`, as JSON), when, and who asked, kept until they were
 * published (`done_at`, with the release queued or the problem in `outcome`) or cancelled.
 * The changes stay on their branches, Ready, until then: nothing of them is merged early.
 */
export const scheduledPublishesMigration = {
  async up(db) {
    await db.schema
      .createTable("scheduled_publish")
      .addColumn("id", "serial", (column) => column.primaryKey())
      .addColumn("entries", "jsonb", (column) => column.notNull())
      .addColumn("run_at", "timestamptz", (column) => column.notNull())
      .addColumn("scheduled_by", "text", (column) => column.notNull())
      .addColumn("created_at", "timestamptz", (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn("done_at", "timestamptz")
      .addColumn("cancelled_at", "timestamptz")
      .addColumn("outcome", "jsonb")
      .execute();
    await db.schema
      .createIndex("scheduled_publish_due")
      .on("scheduled_publish")
      .columns(["done_at", "run_at"])
      .execute();
  },
};
