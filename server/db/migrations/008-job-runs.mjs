/**
 * Which periodic job has run for which period: an instance runs a job only if its insert of
 * (job, period) is the one that lands, so a fleet runs the daily retention once a day, not
 * once per instance (server/db/once-per-period.mjs).
 */
export const jobRunsMigration = {
  async up(db) {
    await db.schema
      .createTable("job_run")
      .addColumn("job", "text", (column) => column.notNull())
      .addColumn("period", "bigint", (column) => column.notNull())
      .addColumn("started_at", "timestamptz", (column) => column.notNull())
      .addPrimaryKeyConstraint("job_run_pkey", ["job", "period"])
      .execute();
  },
};
