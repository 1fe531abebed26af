// @vitest-environment node
// Roles on the database: accounts made before roles become admins, new ones get the role
// named (viewer when none), and the session carries the account's role and name as they
// are now.
import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "../db/database.mjs";
import { migrations } from "../db/migrations/index.mjs";
import { addAccount, listAccounts, setName, setRole } from "./accounts.mjs";
import { SCRYPT } from "./passwords.mjs";
import { createSession, findSession } from "./sessions.mjs";

vi.setConfig({ testTimeout: 60_000 });
const CHEAP_HASHING = { ...SCRYPT, N: 2 ** 10 };
const PASSWORD = "a password of some length";

describe("roles on the accounts", () => {
  it("makes the accounts that were there admins, and gives new ones the role named", async () => {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "014"));
    const database = await openDatabase({ url: "", dataDir: ":memory:", migrations: before });
    try {
      const { db } = database;
      // As addAccount wrote an account before roles: no role column yet.
      await db
        .insertInto("admin_account")
        .values({ email: "early@example.com", password_hash: "scrypt$…" })
        .execute();
      // Then the migrations that came after, as a deployment applies them at its next start.
      for (const [name, migration] of Object.entries(migrations))
        if (name >= "014") await db.transaction().execute((trx) => migration.up(trx));
      await addAccount(db, "new@example.com", PASSWORD, CHEAP_HASHING);
      const { id } = await addAccount(db, "ed@example.com", PASSWORD, CHEAP_HASHING, {
        role: "editor",
        name: "Lin Okafor",
      });
      expect(
        (await listAccounts(db)).map(({ email, role, name }) => ({ email, role, name })),
      ).toEqual([
        { email: "early@example.com", role: "admin", name: null },
        { email: "ed@example.com", role: "editor", name: "Lin Okafor" },
        { email: "new@example.com", role: "viewer", name: null },
      ]);
      const now = Date.now();
      const session = await createSession(db, id, now);
      expect(await findSession(db, session, now)).toMatchObject({
        role: "editor",
        name: "Lin Okafor",
      });
      await setRole(db, "ed@example.com", "publisher");
      await setName(db, "ed@example.com", "Lin O.");
      expect(await findSession(db, session, now)).toMatchObject({
        role: "publisher",
        name: "Lin O.",
      });
      await expect(setName(db, "ed@example.com", "<script>")).rejects.toThrow(/without < or >/);
      await expect(setName(db, "ed@example.com", "two\nlines")).rejects.toThrow(/one line/);
      // The table itself refuses a role the code does not know.
      await expect(
        db.updateTable("admin_account").set({ role: "root" }).where("id", "=", id).execute(),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
