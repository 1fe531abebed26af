import { sql } from "kysely";

/** The first touch of a visit, as a lead and a subscriber keep it (docs/decisions/025). */
export const ATTRIBUTION_COLUMNS = [
  "entry_path",
  "referrer_site",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
];

/**
 * Visit analytics (docs/decisions/025):
 * - `analytics_visit`: one row per visit, with its first touch (entry page, referrer site,
 *   source group, UTM fields), device class, browser and system, and what it did. The
 *   visitor's daily hash is kept only while its day lasts (the rollup job clears it).
 * - `analytics_pageview` and `analytics_goal`: the raw events, kept `analyticsRawDays`.
 * - `analytics_daily`: per day, dimension and value, the counts the dashboard reads, kept
 *   `analyticsRollupDays`. Kept up to date as events are stored, so no read scans raw rows.
 * - `lead` and `subscriber` gain the first touch of the visit that sent them.
 */
export const visitAnalyticsMigration = {
  async up(db) {
    await db.schema
      .createTable("analytics_visit")
      .addColumn("id", "bigserial", (column) => column.primaryKey())
      .addColumn("visitor_hash", "text")
      .addColumn("day", "date", (column) => column.notNull())
      .addColumn("first_of_day", "boolean", (column) => column.notNull())
      .addColumn("started_at", "timestamptz", (column) => column.notNull())
      .addColumn("last_seen_at", "timestamptz", (column) => column.notNull())
      .addColumn("entry_path", "text", (column) => column.notNull())
      .addColumn("exit_path", "text", (column) => column.notNull())
      .addColumn("referrer_site", "text")
      .addColumn("source", "text", (column) => column.notNull())
      .addColumn("utm_source", "text")
      .addColumn("utm_medium", "text")
      .addColumn("utm_campaign", "text")
      .addColumn("utm_term", "text")
      .addColumn("utm_content", "text")
      .addColumn("device", "text", (column) => column.notNull())
      .addColumn("browser", "text", (column) => column.notNull())
      .addColumn("os", "text", (column) => column.notNull())
      .addColumn("pageviews", "integer", (column) => column.notNull())
      // The goals the visit reached, each once, as ",name,name," (a LIKE finds one).
      .addColumn("goals", "text", (column) => column.notNull().defaultTo(","))
      .addColumn("pricing_at", "timestamptz")
      .addColumn("funnel_done", "boolean", (column) => column.notNull().defaultTo(false))
      .execute();
    await sql`create index analytics_visit_current on analytics_visit (visitor_hash, last_seen_at)
      where visitor_hash is not null`.execute(db);
    await db.schema
      .createIndex("analytics_visit_started_at")
      .on("analytics_visit")
      .column("started_at")
      .execute();

    await db.schema
      .createTable("analytics_pageview")
      .addColumn("visit_id", "bigint", (column) => column.notNull())
      .addColumn("at", "timestamptz", (column) => column.notNull())
      .addColumn("path", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("analytics_pageview_at")
      .on("analytics_pageview")
      .column("at")
      .execute();

    await db.schema
      .createTable("analytics_goal")
      .addColumn("visit_id", "bigint", (column) => column.notNull())
      .addColumn("at", "timestamptz", (column) => column.notNull())
      .addColumn("goal", "text", (column) => column.notNull())
      .addColumn("detail", "text")
      .execute();
    await db.schema.createIndex("analytics_goal_at").on("analytics_goal").column("at").execute();

    await db.schema
      .createTable("analytics_daily")
      .addColumn("day", "date", (column) => column.notNull())
      .addColumn("dimension", "text", (column) => column.notNull())
      .addColumn("value", "text", (column) => column.notNull())
      .addColumn("visitors", "bigint", (column) => column.notNull().defaultTo(0))
      .addColumn("visits", "bigint", (column) => column.notNull().defaultTo(0))
      .addColumn("pageviews", "bigint", (column) => column.notNull().defaultTo(0))
      .addColumn("bounces", "bigint", (column) => column.notNull().defaultTo(0))
      .addColumn("duration_s", "bigint", (column) => column.notNull().defaultTo(0))
      .addColumn("conversions", "bigint", (column) => column.notNull().defaultTo(0))
      .addColumn("events", "bigint", (column) => column.notNull().defaultTo(0))
      .addPrimaryKeyConstraint("analytics_daily_key", ["day", "dimension", "value"])
      .execute();

    for (const table of ["lead", "subscriber"])
      for (const column of ATTRIBUTION_COLUMNS)
        await db.schema.alterTable(table).addColumn(column, "text").execute();
  },
};
