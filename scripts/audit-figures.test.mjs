// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  describeGrowth,
  readFigures,
  recordFigures,
  routeFigures,
  routesThatGrew,
  writeFigures,
} from "./audit-figures.mjs";

const result = (mainThreadMs, extra = {}) => ({
  mainThreadMs,
  tbtMs: 20,
  lcpMs: 1200,
  cls: 0,
  scores: { performance: 1 },
  benchmarkIndex: 2500,
  ...extra,
});
const floorOf = (mainThreadMs) => ({ mainThreadMs, tbtMs: 0, lcpMs: 700 });
const measured = {
  floor: floorOf(400),
  calibration: { benchmarkIndex: 2512.4, multiplier: 8.2, samples: [2500] },
  lighthouseVersion: "12.8.0",
  commit: "abc1234",
  date: "2026-12-08",
};

describe("the audit's record of each route's figures", () => {
  it("keeps each route's main thread as a multiple of the run's floor, with how it was measured", () => {
    const figures = recordFigures({ ...measured, results: new Map([["/", result(1000)]]) }, null);
    expect(figures).toMatchObject({
      recorded: "2026-12-08",
      commit: "abc1234",
      calibration: { benchmarkIndex: 2512, multiplier: 8.2 },
      floor: { mainThreadMs: 400 },
      routes: { "/": { mainThreadMs: 1000, timesFloor: 2.5, tbtMs: 20, performance: 1 } },
    });
  });

  it("keeps the routes not measured this time from the previous record, sorted by route", () => {
    const previous = recordFigures(
      {
        ...measured,
        results: new Map([
          ["/pricing", result(1200)],
          ["/about", result(800)],
        ]),
      },
      null,
    );
    const figures = recordFigures(
      { ...measured, floor: floorOf(500), results: new Map([["/about", result(1000)]]) },
      previous,
    );
    expect(Object.keys(figures.routes)).toEqual(["/about", "/pricing"]);
    expect(figures.routes["/about"].timesFloor).toBe(2);
    expect(figures.routes["/pricing"].timesFloor).toBe(3);
  });

  it("reads back what it writes", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "audit-figures-"));
    try {
      const file = path.join(folder, "audit-figures.json");
      expect(readFigures(file)).toBeNull();
      const figures = recordFigures({ ...measured, results: new Map([["/", result(900)]]) }, null);
      writeFigures(figures, file);
      expect(readFigures(file)).toEqual(figures);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("a route's growth over the record", () => {
  const record = recordFigures(
    {
      ...measured,
      results: new Map([
        ["/", result(1000)],
        ["/about", result(800)],
        ["/pricing", result(1200)],
      ]),
    },
    null,
  );

  it("names a route whose multiple of the floor grew by more than the share, largest first", () => {
    const now = new Map([
      ["/", result(1200)], // 3.0 against 2.5: +20%
      ["/about", result(900)], // 2.25 against 2.0: +12.5%
      ["/pricing", result(1800)], // 4.5 against 3.0: +50%
    ]);
    const grown = routesThatGrew(record, now, floorOf(400), 0.15);
    expect(grown.map((growth) => growth.route)).toEqual(["/pricing", "/"]);
    expect(grown[1].growth).toBeCloseTo(0.2);
    expect(describeGrowth(grown[1], record, 0.15)).toBe(
      "/: main-thread work grew 20% over the record of 2026-12-08 (abc1234): 3.00 times the floor's, 2.50 then; over 15% (audit-figures.json)",
    );
  });

  it("does not read a slower host as growth: the floor moves with the route", () => {
    // The whole machine 40% slower: every figure and the floor with it.
    const now = new Map([
      ["/", result(1400)],
      ["/pricing", result(1680)],
    ]);
    expect(routesThatGrew(record, now, floorOf(560), 0.15)).toEqual([]);
  });

  it("reads a route that grew while the floor did not, even when the host is quieter", () => {
    expect(routesThatGrew(record, new Map([["/", result(1000)]]), floorOf(300), 0.15)).toEqual([
      expect.objectContaining({ route: "/", growth: expect.closeTo(1 / 3, 5) }),
    ]);
  });

  it("judges nothing without a record, a floor, or the route in the record", () => {
    const now = new Map([["/new-page", result(5000)]]);
    expect(routesThatGrew(null, now, floorOf(400), 0.15)).toEqual([]);
    expect(routesThatGrew(record, new Map([["/", result(5000)]]), floorOf(0), 0.15)).toEqual([]);
    expect(routesThatGrew(record, now, floorOf(400), 0.15)).toEqual([]);
  });

  it("keeps exactly the share: 15% is not over 15%", () => {
    expect(routesThatGrew(record, new Map([["/", result(1150)]]), floorOf(400), 0.15)).toEqual([]);
  });

  it("keeps the figures of one result as the record holds them", () => {
    expect(routeFigures(result(1234.56, { cls: 0.01234 }), floorOf(400))).toEqual({
      mainThreadMs: 1235,
      timesFloor: 3.086,
      tbtMs: 20,
      lcpMs: 1200,
      cls: 0.012,
      performance: 1,
      benchmarkIndex: 2500,
    });
  });
});
