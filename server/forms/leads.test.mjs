// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../../tests/support/databases.mjs";
import { countLeads, formSecret, newestLeads, saveLead } from "./leads.mjs";

const lead = (overrides = {}) => ({
  name: "Siobhán O'Brien",
  email: "siobhan+demo@example.com",
  company: "",
  phone: "",
  subject: "demo",
  message: "We would like a demo for 40 people.\nTuesdays suit us.",
  ...overrides,
});

// Opening PGlite takes a few seconds, several on a loaded machine.
const OPEN_TIMEOUT_MS = 60_000;

for (const target of databaseTargets()) {
  describe(`the leads store on ${target.name}`, () => {
    let database;
    beforeAll(async () => {
      database = await target.open();
    }, OPEN_TIMEOUT_MS);
    afterAll(async () => {
      await database?.close();
    });

    it("stores a lead exactly as typed, with no address, as new, and lists the newest first", async () => {
      const odd = lead({
        name: "Zoë 北京 Ørsted — ' ; drop table lead; --",
        company: "<b>Acme</b> & Co",
        phone: "+44 20 7946 0000",
        message: "Привет! مرحبا 😀 \"quotes\" and 'apostrophes'\r\n\ttabbed",
      });
      expect(await saveLead(database.db, lead(), "key-first")).toBe("stored");
      expect(await saveLead(database.db, odd, "key-second")).toBe("stored");
      const [newest, older] = await newestLeads(database.db, { limit: 2 });
      // A lead saved without a language came from the English page.
      expect(newest).toMatchObject({
        ...odd,
        state: "new",
        locale: "en",
        idempotency_key: "key-second",
        family_name: null,
        given_name: null,
      });
      expect(older).toMatchObject({
        name: "Siobhán O'Brien",
        company: null,
        phone: null,
        state: "new",
      });
      expect(new Date(newest.received_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(Object.keys(newest).sort()).toEqual(
        [
          "company",
          "email",
          // The name's parts, asked for apart by the Japanese form only: null here.
          "family_name",
          "given_name",
          "id",
          "idempotency_key",
          "locale",
          "message",
          "name",
          "phone",
          "received_at",
          "state",
          "subject",
        ].sort(),
      );
    });

    it("stores one lead for a key however often, and however concurrently, it is posted", async () => {
      const before = await countLeads(database.db);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => saveLead(database.db, lead(), "key-repeated")),
      );
      expect(results.filter((result) => result === "stored")).toHaveLength(1);
      expect(results.filter((result) => result === "duplicate")).toHaveLength(7);
      expect(await countLeads(database.db)).toBe(before + 1);
    });

    it("refuses a state other than new or handled", async () => {
      await expect(
        database.db
          .insertInto("lead")
          .values({ ...lead(), state: "spam", idempotency_key: "key-state" })
          .execute(),
      ).rejects.toThrow(/check/i);
    });

    it("keeps one signing secret for the form tokens", async () => {
      const first = await formSecret(database.db);
      expect(first).toMatch(/^[\w-]{40,}$/);
      expect(await formSecret(database.db)).toBe(first);
    });
  });
}
