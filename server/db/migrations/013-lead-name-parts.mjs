/**
 * A name asked for in two parts, family name first, as the Japanese form asks (app/content/
 * contact-fields.js, `nameFieldsIn`): kept as typed, beside `name`, which joins them for the
 * inbox's lists, search and mail. Empty for a lead whose form had one name field, and for
 * every lead stored before.
 */
export const leadNamePartsMigration = {
  async up(db) {
    await db.schema
      .alterTable("lead")
      .addColumn("family_name", "text")
      .addColumn("given_name", "text")
      .execute();
  },
};
