/**
 * A visit names its visitor's first visit of the day, so a filtered dashboard (which counts
 * from the visits, server/analytics/filters.mjs) tells visitors apart once the day's hash is
 * forgotten: two visits of one day by one visitor count as one visitor under a filter both
 * pass. It links only visits of the same day, as the hash did while the day lasted. Visits
 * stored before it have none and count as their own visitor.
 */
export const visitFirstOfDayMigration = {
  async up(db) {
    await db.schema.alterTable("analytics_visit").addColumn("first_visit_id", "bigint").execute();
  },
};
