import { sql } from "kysely";

/**
 * Shared read-only dashboard links and analytics API keys (docs/decisions/053,
 * server/analytics/sharing.mjs). Neither table holds a token or a key: only its SHA-256,
 * so a copy of the database opens nothing. A revoked row is kept (with when and by whom),
 * so a revoked link answers 410 rather than passing for one that never was.
 * - `analytics_share`: the filters the link fixes (JSON `[{ key, value }]`, may be empty).
 * - `analytics_api_key`: its scopes (",analytics:read," style), the first characters of the
 *   key to tell keys apart in the list, and when it was last used.
 */
export const analyticsSharesAndKeysMigration = {
  async up(db) {
    await db.schema
      .createTable("analytics_share")
      .addColumn("id", "bigserial", (column) => column.primaryKey())
      .addColumn("token_hash", "text", (column) => column.notNull().unique())
      .addColumn("label", "text", (column) => column.notNull())
      .addColumn("filters", "jsonb", (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn("created_at", "timestamptz", (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn("created_by", "text", (column) => column.notNull())
      .addColumn("revoked_at", "timestamptz")
      .addColumn("revoked_by", "text")
      .execute();
    await db.schema
      .createTable("analytics_api_key")
      .addColumn("id", "bigserial", (column) => column.primaryKey())
      .addColumn("key_hash", "text", (column) => column.notNull().unique())
      .addColumn("prefix", "text", (column) => column.notNull())
      .addColumn("label", "text", (column) => column.notNull())
      .addColumn("scopes", "text", (column) => column.notNull())
      .addColumn("created_at", "timestamptz", (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn("created_by", "text", (column) => column.notNull())
      .addColumn("last_used_at", "timestamptz")
      .addColumn("revoked_at", "timestamptz")
      .addColumn("revoked_by", "text")
      .execute();
  },
};
