/**
 * The channel of a visit (server/analytics/channel-rules.json), set when it starts and kept,
 * so a change to the rules never moves a visit already counted from one channel to another.
 * Visits stored before it have none and are counted under no channel.
 */
export const visitChannelMigration = {
  async up(db) {
    await db.schema.alterTable("analytics_visit").addColumn("channel", "text").execute();
  },
};
