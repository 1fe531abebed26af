import { sql } from "kysely";

/**
 * Previews of changes under review (server/previews): a preview is built by the releases'
 * queue like a publish, so it is a row of `release` with `kind` 'preview' (a publish is
 * 'release'), the change it shows in `entry` ("collection/slug") and, once built, the pages
 * whose HTML differs from the live release's in `changed_pages`. A preview never goes live.
 *
 * `preview_share` holds the links that open one preview without a login: each is signed
 * with the site's secret (`site_secret`, made on first use, never in the repository),
 * expires at `expires_at`, and is refused from the moment it is revoked.
 */
export const previewsMigration = {
  async up(db) {
    await db.schema
      .alterTable("release")
      .addColumn("kind", "text", (column) => column.notNull().defaultTo("release"))
      .execute();
    await db.schema.alterTable("release").addColumn("entry", "text").execute();
    await db.schema.alterTable("release").addColumn("changed_pages", "jsonb").execute();
    await db.schema
      .createTable("preview_share")
      .addColumn("id", "serial", (column) => column.primaryKey())
      .addColumn("preview_id", "integer", (column) => column.notNull().references("release.id"))
      .addColumn("created_by", "text", (column) => column.notNull())
      .addColumn("created_at", "timestamptz", (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn("expires_at", "timestamptz", (column) => column.notNull())
      .addColumn("revoked_at", "timestamptz")
      .addColumn("revoked_by", "text")
      .execute();
    await db.schema
      .createIndex("preview_share_preview")
      .on("preview_share")
      .column("preview_id")
      .execute();
    await db.schema
      .createTable("site_secret")
      .addColumn("name", "text", (column) => column.primaryKey())
      .addColumn("value", "text", (column) => column.notNull())
      .addColumn("created_at", "timestamptz", (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
