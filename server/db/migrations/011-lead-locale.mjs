/**
 * The language of the page a lead was sent from ("en", "de", "ja", "he": app/lib/locales.js),
 * so the team answers in it. The leads stored before it came from the English form.
 */
export const leadLocaleMigration = {
  async up(db) {
    await db.schema
      .alterTable("lead")
      .addColumn("locale", "text", (column) => column.notNull().defaultTo("en"))
      .execute();
  },
};
