// @vitest-environment node
// The admin's statements on both databases: accounts, sessions and the inbox's queries.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { databaseTargets } from "../../tests/support/databases.mjs";
import { insertLead } from "../../tests/support/leads.mjs";
import { migrations } from "../db/migrations/index.mjs";
import {
  AccountError,
  addAccount,
  findAccount,
  removeAccount,
  resetPassword,
} from "./accounts.mjs";
import { exportLeads, leadFilter, listLeads, setLeadState, subscriberSummary } from "./inbox.mjs";
import { verifyPassword } from "./passwords.mjs";
import { createSession, findSession, SESSION_IDLE_MS } from "./sessions.mjs";

// Accounts cost real scrypt hashes: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

for (const target of databaseTargets()) {
  describe(`the admin's store on ${target.name}`, () => {
    let database;
    beforeAll(async () => {
      database = await target.open({ migrations });
    }, 60_000);
    afterAll(async () => {
      await database?.close();
    });

    it("keeps accounts with scrypt hashes only, one per address", async () => {
      const { db } = database;
      await addAccount(db, " Team@Example.com ", "a password of some length");
      const account = await findAccount(db, "team@example.com");
      expect(account.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      expect(account.password_hash).not.toContain("a password");
      expect(await verifyPassword("a password of some length", account.password_hash)).toBe(true);
      expect(await verifyPassword("a password of some lengtH", account.password_hash)).toBe(false);
      await expect(addAccount(db, "team@example.com", "another password!")).rejects.toThrow(
        AccountError,
      );
      await expect(addAccount(db, "not-an-address", "another password!")).rejects.toThrow(
        /not an email/,
      );
      await expect(addAccount(db, "b@example.com", "short")).rejects.toThrow(/at least 12/);
      await resetPassword(db, "team@example.com", "the new password here");
      const reset = await findAccount(db, "team@example.com");
      expect(await verifyPassword("the new password here", reset.password_hash)).toBe(true);
      await expect(
        resetPassword(db, "nobody@example.com", "the new password here"),
      ).rejects.toThrow(/No account/);
    });

    it("finds a live session by its id, forgets it after 12 idle hours and with its account", async () => {
      const { db } = database;
      const { id: accountId } = await addAccount(db, "s@example.com", "a password of some length");
      const start = Date.parse("2026-11-24T08:00:00Z");
      const id = await createSession(db, accountId, start);
      expect(await findSession(db, id, start + 1000)).toEqual({
        accountId,
        email: "s@example.com",
        role: "viewer",
        name: null,
      });
      const tampered = `${id[0] === "x" ? "y" : "x"}${id.slice(1)}`;
      expect(await findSession(db, tampered, start)).toBeUndefined();
      expect(await findSession(db, "' or 1=1 --", start)).toBeUndefined();
      expect(await findSession(db, id, start + SESSION_IDLE_MS + 1000)).toBeUndefined();
      const other = await createSession(db, accountId, start);
      await removeAccount(db, "s@example.com");
      expect(await findSession(db, other, start)).toBeUndefined();
    });

    it("searches, filters, pages and exports leads with every value as a parameter", async () => {
      const { db } = database;
      const base = Date.parse("2026-11-01T00:00:00Z");
      const names = ["O'Brien", "100% sure_thing", "北京 Ltd", "<b>bold</b>"];
      const ids = [];
      for (const [index, name] of names.entries())
        ids.push(
          await insertLead(db, {
            name,
            email: `${index}@example.com`,
            company: index === 2 ? "Back\\slash" : null,
            subject: index % 2 ? "sales" : "general",
            message: "Hello",
            received_at: new Date(base + index * 1000),
          }),
        );
      const names_ = async (query) =>
        (await listLeads(db, leadFilter(query))).leads.map((lead) => lead.name);
      expect(await names_({})).toEqual([...names].reverse());
      expect(await names_({ q: "o'brien" })).toEqual(["O'Brien"]);
      expect(await names_({ q: "0% s" })).toEqual(["100% sure_thing"]);
      expect(await names_({ q: "_" })).toEqual(["100% sure_thing"]);
      expect(await names_({ q: "\\" })).toEqual(["北京 Ltd"]);
      expect(await names_({ q: "北京" })).toEqual(["北京 Ltd"]);
      expect(await names_({ subject: "sales" })).toEqual(["<b>bold</b>", "100% sure_thing"]);
      expect(await names_({ state: "bogus" })).toHaveLength(4);
      const list = await listLeads(db, leadFilter({ page: "2" }));
      expect(list).toMatchObject({ total: 4, page: 2, leads: [] });
      await setLeadState(db, ids[0], "handled");
      expect(await names_({ state: "handled" })).toEqual(["O'Brien"]);
      // The privacy page's year before deletion counts from the moment it was handled.
      const handledAt = async () =>
        (
          await db
            .selectFrom("lead")
            .select("handled_at")
            .where("id", "=", ids[0])
            .executeTakeFirst()
        )?.handled_at;
      expect(Date.now() - new Date(await handledAt()).getTime()).toBeLessThan(60_000);
      await setLeadState(db, ids[0], "new");
      expect(await handledAt()).toBeNull();
      await setLeadState(db, ids[0], "handled");
      expect(await setLeadState(db, "12345678", "handled")).toBeUndefined();
      const exported = await exportLeads(db, leadFilter({ subject: "general" }));
      expect(exported.map((lead) => lead.name)).toEqual(["北京 Ltd", "O'Brien"]);
      expect(exported[0].received_at).toBe(new Date(base + 2000).toISOString());
    });

    it("counts subscribers by state, or says the table is not there yet", async () => {
      const summary = await subscriberSummary(database.db);
      expect(Object.keys(summary.counts).sort()).toEqual(["confirmed", "pending", "unsubscribed"]);
      if (!summary.available) expect(Object.values(summary.counts)).toEqual([0, 0, 0]);
    });
  });
}
