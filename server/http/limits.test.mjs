// @vitest-environment node
import { afterAll, afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { createDatabase } from "../../tests/support/databases.mjs";
import { openDatabase } from "../db/database.mjs";
import { createLimits } from "./limits.mjs";

const request = (ip) => ({ ip });
const MINUTE = 60_000;
const START = Date.parse("2026-11-24T09:00:00Z");

// rate-limiter-flexible reads Date.now() for its windows; only Date is faked, so sockets
// and the database's own timers run as they do.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});
const later = (ms) => vi.setSystemTime(Date.now() + ms);

// Two instances of the site: two sets of limits. With the embedded database (one process
// owns it) each keeps its counters in memory, which needs no database here; on one
// PostgreSQL server they share them.
const postgresUrl = inject("postgresUrl");
const targets = [
  { name: "the embedded database", open: async () => undefined },
  ...(postgresUrl
    ? [
        {
          name: "PostgreSQL",
          open: async () => openDatabase({ url: await createDatabase(postgresUrl) }),
        },
      ]
    : []),
];

for (const target of targets) {
  const shared = target.name === "PostgreSQL";
  describe(`limits with ${target.name} (${shared ? "shared by the instances" : "one process, in memory"})`, () => {
    const opened = [];
    afterAll(async () => {
      for (const database of opened) await database?.close();
    });
    const twoInstances = async () => {
      const database = await target.open();
      opened.push(database);
      return [createLimits(database), createLimits(database)];
    };

    it("a rate limit allows its limit in a window, says how long to wait, then allows again", async () => {
      const [limits] = await twoInstances();
      const limiter = limits.rateLimiter({ name: "form", limit: 2, windowMs: MINUTE });
      expect((await limiter.hit("a")).allowed).toBe(true);
      expect((await limiter.hit("a")).allowed).toBe(true);
      later(15_000);
      expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
      expect((await limiter.hit("b")).allowed).toBe(true);
      later(45_000);
      expect((await limiter.hit("a")).allowed).toBe(true);
    });

    it(`hits on two instances are counted ${shared ? "together" : "apart"}`, async () => {
      const [first, second] = await twoInstances();
      const options = { name: "form", limit: 3, windowMs: 10 * MINUTE };
      const [one, two] = [first.rateLimiter(options), second.rateLimiter(options)];
      for (const limiter of [one, two, one]) expect((await limiter.hit("key")).allowed).toBe(true);
      expect((await two.hit("key")).allowed).toBe(!shared);
      expect(first.shared).toBe(shared);
    });

    it("the lockout refuses the 11th try, right password or not, for 15 minutes, on every instance", async () => {
      const [first, second] = await twoInstances();
      const options = { limit: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
      const instances = [first.lockout(options), second.lockout(options)];
      const keys = ["address:x", "account:ops@flowboard.example"];
      for (let i = 0; i < 10; i++) expect(await instances[i % 2].begin(keys)).toBe(0);
      // On one process, each instance has seen five tries; shared, the eleventh is refused.
      expect(await instances[0].begin(keys)).toBe(shared ? 900 : 0);
      if (!shared) return;
      later(14 * MINUTE);
      expect(await instances[1].begin(keys)).toBe(60);
      later(MINUTE);
      expect(await instances[1].begin(keys)).toBe(0);
    });

    it("a right password takes its try back and clears the account", async () => {
      const [limits] = await twoInstances();
      const lockout = limits.lockout({ limit: 3, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE });
      const keys = ["address:y", "account:a@flowboard.example"];
      for (let i = 0; i < 3; i++) {
        expect(await lockout.begin(keys)).toBe(0);
        await lockout.succeeded(keys);
      }
      for (let i = 0; i < 3; i++) expect(await lockout.begin(keys)).toBe(0);
      expect(await lockout.begin(keys)).toBe(900);
    });

    it("tries are counted in a window of 15 minutes from the first", async () => {
      const [limits] = await twoInstances();
      const lockout = limits.lockout({ limit: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE });
      for (let i = 0; i < 9; i++) await lockout.begin(["k"]);
      later(15 * MINUTE);
      for (let i = 0; i < 10; i++) expect(await lockout.begin(["k"])).toBe(0);
      expect(await lockout.begin(["k"])).toBe(900);
    });

    it(`an address key hides the address, holds for the day, changes the next, and is ${shared ? "the same" : "each process's own"} on two instances`, async () => {
      const [first, second] = await twoInstances();
      const today = await first.addressKey(request("203.0.113.9"));
      expect(today).not.toContain("203.0.113.9");
      expect(today).toMatch(/^[\w-]{43}$/);
      later(MINUTE);
      expect(await first.addressKey(request("203.0.113.9"))).toBe(today);
      expect(await first.addressKey(request("203.0.113.10"))).not.toBe(today);
      expect((await second.addressKey(request("203.0.113.9"))) === today).toBe(shared);
      later(24 * 60 * MINUTE);
      expect(await first.addressKey(request("203.0.113.9"))).not.toBe(today);
    });
  });
}
