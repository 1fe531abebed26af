import { sql } from "kysely";

/**
 * When the team marked a lead handled: the privacy page promises to delete a contact
 * request one year after it was answered (app/content/stored-data.js), so the clock starts
 * there, not at arrival. Leads already handled start their year now.
 */
export const leadHandledAtMigration = {
  async up(db) {
    await db.schema.alterTable("lead").addColumn("handled_at", "timestamptz").execute();
    await sql`update lead set handled_at = now() where state = 'handled'`.execute(db);
  },
};
