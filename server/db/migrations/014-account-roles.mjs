import { sql } from "kysely";

/**
 * Each account's role (server/admin/roles.mjs): viewer, editor, publisher or admin, each
 * holding the ones before it. The accounts made before roles existed could do everything
 * the admin offered, so they become admins; an account added after gets the role
 * `npm run admin -- add` names (viewer when it names none). The check keeps a role the
 * code does not know out of the table. `name` is how the member is named where their work
 * shows (a commit's author); empty until `--name` gives one.
 */
export const accountRolesMigration = {
  async up(db) {
    await db.schema
      .alterTable("admin_account")
      .addColumn("role", "text", (column) => column.notNull().defaultTo("admin"))
      .addColumn("name", "text")
      .execute();
    await db.schema
      .alterTable("admin_account")
      .alterColumn("role", (column) => column.setDefault("viewer"))
      .execute();
    await sql`alter table admin_account add constraint admin_account_role check (role in ('viewer', 'editor', 'publisher', 'admin'))`.execute(
      db,
    );
  },
};
