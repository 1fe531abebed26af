/**
 * Funnels the team sets (content/analytics/goals.json) and the country of a visit:
 * - `funnels`: per funnel the visit has begun, how many of its steps it took in order, as
 *   ",funnel:steps," (the recorder moves it on as events arrive, so a funnel is counted in the
 *   per-day counts as well as from the visits). Visits stored before it took none.
 * - `country`: the ISO 3166-1 alpha-2 code of the country the visit came from, looked up from
 *   its address in memory (docs/decisions/044); the address itself is never stored.
 * - an index of page views by visit: a filtered dashboard reads the page views of the visits
 *   that pass its filters (server/analytics/filters.mjs), not every page view of the range.
 */
export const visitFunnelsAndCountryMigration = {
  async up(db) {
    await db.schema
      .alterTable("analytics_visit")
      .addColumn("funnels", "text", (column) => column.notNull().defaultTo(","))
      .execute();
    await db.schema.alterTable("analytics_visit").addColumn("country", "text").execute();
    await db.schema
      .createIndex("analytics_pageview_visit")
      .on("analytics_pageview")
      .column("visit_id")
      .execute();
  },
};
