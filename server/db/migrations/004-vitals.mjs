import { sql } from "kysely";

/**
 * Visitor metrics as per-day histograms: one row per day, route pattern, metric, device
 * class, navigation type and bucket, holding how many values fell in that bucket. Nothing
 * else of a visit is kept (no address, no agent, no identifier), and the table's size
 * follows the number of distinct rows a day can have, not the traffic.
 */
export const vitalsMigration = {
  async up(db) {
    await db.schema
      .createTable("web_vital_histograms")
      .addColumn("day", "date", (column) => column.notNull())
      .addColumn("route", "text", (column) => column.notNull())
      .addColumn("metric", "text", (column) => column.notNull())
      .addColumn("device", "text", (column) => column.notNull())
      .addColumn("navigation", "text", (column) => column.notNull())
      .addColumn("bucket", "smallint", (column) => column.notNull())
      .addColumn("count", "bigint", (column) => column.notNull().check(sql`count > 0`))
      .addPrimaryKeyConstraint("web_vital_histograms_key", [
        "day",
        "route",
        "metric",
        "device",
        "navigation",
        "bucket",
      ])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable("web_vital_histograms").execute();
  },
};
