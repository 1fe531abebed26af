/**
 * What every instance of a fleet must agree on (server/http/limits.mjs):
 * - `rate_limit`: rate-limiter-flexible's counters (its own layout: a key, the points
 *   counted, when the window ends in ms), for the form, newsletter, privacy and metrics
 *   limits and the login lockout;
 * - `address_secret`: the day's random secret that turns an address into a counting key;
 *   a day's row is deleted once the next day begins.
 * With the embedded database one process owns both in memory, and these tables stay empty.
 */
export const sharedLimitsMigration = {
  async up(db) {
    await db.schema
      .createTable("rate_limit")
      .addColumn("key", "varchar(255)", (column) => column.primaryKey())
      .addColumn("points", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("expire", "bigint")
      .execute();
    await db.schema
      .createTable("address_secret")
      .addColumn("day", "integer", (column) => column.primaryKey())
      .addColumn("secret", "bytea", (column) => column.notNull())
      .execute();
  },
};
