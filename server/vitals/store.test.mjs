// @vitest-environment node
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricByName } from "../../app/lib/vitals/metrics.js";
import { databaseTargets } from "../../tests/support/databases.mjs";
import { createVitalsRecorder, summariseVitals } from "./store.mjs";

const DAY_MS = 86_400_000;
const NOON = Date.parse("2026-11-24T12:00:00Z");

for (const target of databaseTargets())
  describe(`visitor metric histograms on ${target.name}`, () => {
    let database;
    beforeAll(async () => {
      database = await target.open();
    }, 60_000);
    afterAll(async () => {
      await database?.close();
    });

    const storedTotal = async (where = sql`true`) => {
      const { rows } =
        await sql`select coalesce(sum(count), 0)::float8 as total, count(*)::int as cells from web_vital_histograms where ${where}`.execute(
          database.db,
        );
      return rows[0];
    };

    it("adds each flush's counts to what is stored, one row per bucket", async () => {
      let time = NOON;
      const recorder = createVitalsRecorder(database.db, {
        flushIntervalMs: 60_000,
        now: () => time,
      });
      const beacon = (value) => [
        { route: "/pricing", metric: "LCP", value, navigation: "navigate" },
        { route: "/pricing", metric: "CLS", value: 0, navigation: "navigate" },
      ];
      for (let i = 0; i < 300; i += 1) recorder.add("phone", beacon(1000 + (i % 3) * 1000));
      await recorder.flush();
      for (let i = 0; i < 300; i += 1) recorder.add("phone", beacon(1000 + (i % 3) * 1000));
      time = NOON - DAY_MS;
      recorder.add("desktop", beacon(5000));
      await recorder.close();

      const pricing = sql`route = '/pricing'`;
      expect(await storedTotal(pricing)).toEqual({ total: 1202, cells: 6 });
      const { rows } =
        await sql`select day::text as day, metric, device, bucket, count::float8 as count from web_vital_histograms where route = '/pricing' and metric = 'LCP' order by day, bucket`.execute(
          database.db,
        );
      const buckets = metricByName("LCP").buckets;
      expect(rows).toEqual([
        {
          day: "2026-11-23",
          metric: "LCP",
          device: "desktop",
          bucket: buckets.indexOf(5000),
          count: 1,
        },
        {
          day: "2026-11-24",
          metric: "LCP",
          device: "phone",
          bucket: buckets.indexOf(1000),
          count: 200,
        },
        {
          day: "2026-11-24",
          metric: "LCP",
          device: "phone",
          bucket: buckets.indexOf(2000),
          count: 200,
        },
        {
          day: "2026-11-24",
          metric: "LCP",
          device: "phone",
          bucket: buckets.indexOf(3000),
          count: 200,
        },
      ]);
    });

    it("summarises 28 days per route and device: p75, rating, share good, and a daily series", async () => {
      const recorder = createVitalsRecorder(database.db, { now: () => NOON });
      // 100 INP values on /features at 10, 20, ... 1000 ms: p75 750, 20 % good.
      for (let i = 1; i <= 100; i += 1)
        recorder.add("desktop", [
          { route: "/features", metric: "INP", value: i * 10, navigation: "navigate" },
        ]);
      await recorder.close();
      const old = createVitalsRecorder(database.db, { now: () => NOON - 28 * DAY_MS });
      old.add("desktop", [
        { route: "/features", metric: "INP", value: 9000, navigation: "reload" },
      ]);
      await old.close();

      const summary = await summariseVitals(database.db, { now: NOON });
      expect(summary).toMatchObject({ from: "2026-10-28", to: "2026-11-24", days: 28 });
      const features = summary.rows.find((row) => row.route === "/features");
      expect(features.device).toBe("desktop");
      expect(features.metrics.INP).toEqual({
        p75: 750,
        atLeast: false,
        rating: "poor",
        goodShare: 0.2,
        samples: 100,
      });
      expect(features.metrics.LCP).toBeUndefined();

      const pricingPhone = summary.rows.find(
        (row) => row.route === "/pricing" && row.device === "phone",
      );
      // 600 values, 200 in each of (900, 1000], (1900, 2000] and (2900, 3000]: rank 450 is
      // a quarter into the third bucket.
      expect(pricingPhone.metrics.LCP).toMatchObject({
        p75: 2925,
        rating: "needs-improvement",
        samples: 600,
      });
      expect(pricingPhone.metrics.LCP.goodShare).toBeCloseTo(2 / 3, 10);
      expect(pricingPhone.metrics.CLS).toMatchObject({ p75: 0, rating: "good", goodShare: 1 });

      // One value in (4900, 5000]: three quarters into its bucket.
      expect(summary.series.LCP).toEqual([
        { day: "2026-11-23", device: "desktop", p75: 4975, samples: 1 },
        { day: "2026-11-24", device: "phone", p75: 2925, samples: 600 },
      ]);
      expect(summary.series.INP).toEqual([
        { day: "2026-11-24", device: "desktop", p75: 750, samples: 100 },
      ]);
    });

    it("keeps counts a failed write could not store, and stores them on the next flush", async () => {
      let failNext = true;
      const flaky = new Proxy(database.db, {
        get(db, property) {
          if (property === "insertInto" && failNext) {
            failNext = false;
            throw new Error("connection lost");
          }
          const value = Reflect.get(db, property);
          return typeof value === "function" ? value.bind(db) : value;
        },
      });
      const recorder = createVitalsRecorder(flaky, { now: () => NOON, flushIntervalMs: 60_000 });
      recorder.add("phone", [
        { route: "/about", metric: "TTFB", value: 120, navigation: "navigate" },
      ]);
      await expect(recorder.flush()).rejects.toThrow("connection lost");
      recorder.add("phone", [
        { route: "/about", metric: "TTFB", value: 130, navigation: "navigate" },
      ]);
      await recorder.close();
      expect(await storedTotal(sql`route = '/about'`)).toEqual({ total: 2, cells: 1 });
    });
  });
