/**
 * The site's releases (server/releases): one row per publish, from the moment it is queued
 * to the moment it is live or has failed, with the commit it was built from, who asked for
 * it, when each stage began and, for a failure, the message naming the file, field and rule.
 * `release_live` holds the one pointer every instance serves: changing it is the swap.
 */
export const releasesMigration = {
  async up(db) {
    await db.schema
      .createTable("release")
      .addColumn("id", "serial", (column) => column.primaryKey())
      .addColumn("commit_id", "text", (column) => column.notNull())
      .addColumn("source", "text", (column) => column.notNull())
      .addColumn("published_by", "text", (column) => column.notNull())
      // queued, checking, building, live (went live once), failed.
      .addColumn("state", "text", (column) => column.notNull().defaultTo("queued"))
      .addColumn("created_at", "timestamptz", (column) => column.notNull())
      // A scheduled publish waits in the queue until then.
      .addColumn("run_at", "timestamptz", (column) => column.notNull())
      .addColumn("check_started_at", "timestamptz")
      .addColumn("build_started_at", "timestamptz")
      .addColumn("published_at", "timestamptz")
      .addColumn("activated_at", "timestamptz")
      .addColumn("failed_at", "timestamptz")
      .addColumn("error", "text")
      // Who runs the publish now ("host:pid"), until when, and the build's process group.
      .addColumn("claimed_by", "text")
      .addColumn("claimed_until", "timestamptz")
      .addColumn("worker_pid", "integer")
      // Set once its folder is removed (keep-N): the row stays as history.
      .addColumn("removed_at", "timestamptz")
      .execute();
    await db.schema
      .createIndex("release_state_run_at")
      .on("release")
      .columns(["state", "run_at"])
      .execute();
    await db.schema
      .createTable("release_live")
      .addColumn("site", "text", (column) => column.primaryKey())
      .addColumn("release_id", "integer", (column) => column.notNull().references("release.id"))
      .addColumn("changed_at", "timestamptz", (column) => column.notNull())
      .execute();
  },
};
