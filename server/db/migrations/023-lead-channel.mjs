import { channelOf } from "../../analytics/channels.mjs";

/**
 * The channel of a lead (server/analytics/channel-rules.json), from the first touch of the
 * visit that sent it, kept as the visit keeps its own (migration 012), so the inbox filters
 * and sorts leads by it and its CSV carries it. Leads already stored with a first touch get
 * it from the rules of the day this runs; a lead without one (sent with Global Privacy
 * Control, or before the analytics) has none. Indexed with the inbox's other sort keys.
 */
export const leadChannelMigration = {
  async up(db) {
    await db.schema.alterTable("lead").addColumn("channel", "text").execute();
    const leads = await db
      .selectFrom("lead")
      .select(["id", "referrer_site", "utm_source", "utm_medium"])
      .where("entry_path", "is not", null)
      .execute();
    for (const lead of leads)
      await db
        .updateTable("lead")
        .set({ channel: channelOf(lead) })
        .where("id", "=", lead.id)
        .execute();
    for (const column of ["channel", "utm_source", "utm_campaign"])
      await db.schema.createIndex(`lead_${column}`).on("lead").column(column).execute();
  },
};
