/**
 * The API sandbox's worlds, for a fleet (server/sandbox/shared-store.mjs): one row per
 * sandbox key (its SHA-256), the world as JSON text, and the times (ms) and count of its rate
 * window. The embedded database's single process keeps them in memory instead, and this
 * table stays empty (docs/decisions/020).
 */
export const sandboxWorldMigration = {
  async up(db) {
    await db.schema
      .createTable("sandbox_world")
      .addColumn("key_hash", "text", (column) => column.primaryKey())
      // Text, not jsonb: the world is opaque to SQL, and jsonb refuses a "\u0000" that the
      // API accepts in a string (the sandbox's fuzz test sends one).
      .addColumn("world", "text", (column) => column.notNull())
      .addColumn("last_used", "bigint", (column) => column.notNull())
      .addColumn("window_start", "bigint", (column) => column.notNull())
      .addColumn("requests", "integer", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("sandbox_world_last_used")
      .on("sandbox_world")
      .column("last_used")
      .execute();
  },
};
