// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkBytes, checkFont, checkLighthouse, loadBudgets } from "./budgets.mjs";
import { collectRuns, medianResult } from "./lighthouse.mjs";

const budgets = loadBudgets();
const weight = (jsKB, htmlKB, cssKB) => ({
  js: { gzip: jsKB * 1024 },
  html: { br: htmlKB * 1024 },
  css: { br: cssKB * 1024 },
});
const result = (overrides = {}) => ({
  scores: { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 },
  lcpMs: 1200,
  tbtMs: 20,
  cls: 0,
  ...overrides,
});

describe("budgets.json", () => {
  it("holds the issue's budgets", () => {
    expect(budgets.bytes).toMatchObject({ jsGzipKB: 125, htmlBrotliKB: 14, cssBrotliKB: 15 });
    // npm test and npm run audit hold every page to the same figures: no second ceiling.
    expect(Object.keys(budgets.bytes).filter((key) => !key.startsWith("$"))).toEqual([
      "jsGzipKB",
      "htmlBrotliKB",
      "cssBrotliKB",
    ]);
    expect(budgets.lighthouse.minScores).toEqual({
      performance: 0.95,
      accessibility: 1,
      "best-practices": 1,
      seo: 1,
    });
    expect(budgets.lighthouse.maxLargestContentfulPaintMs).toBe(2000);
    expect(budgets.lighthouse.maxTotalBlockingTimeMs).toBe(100);
    expect(budgets.lighthouse.maxCumulativeLayoutShift).toBe(0.01);
    expect(budgets.lighthouse.auditRuns).toBe(3);
    // npm test runs once per route, and judges a miss on the median of three, as audit does.
    expect(budgets.lighthouse).toMatchObject({ testRuns: 1, testRecheckRuns: 3 });
    expect(budgets.lighthouse.testRoutes).toEqual([
      "/",
      "/features/project-management",
      "/features/integrations",
      "/pricing",
      "/contact",
    ]);
  });
});

describe("byte budgets", () => {
  it("passes a page at the limits and names each figure over them", () => {
    expect(checkBytes(weight(125, 14, 15), budgets)).toEqual([]);
    expect(checkBytes(weight(130.25, 14.5, 16), budgets)).toEqual([
      "JavaScript 130.3 KB gzip is over the 125 KB budget",
      "HTML 14.5 KB brotli is over the 14 KB budget",
      "CSS 16.0 KB brotli is over the 15 KB budget",
    ]);
  });
});

describe("font budget", () => {
  const preload = (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2"/>`;
  const font = "/assets/inter-latin-wght-normal-abc.woff2";

  it("wants one preloaded Latin variable WOFF2 that the stylesheet uses", () => {
    expect(checkFont(preload(font), [`@font-face{src:url(${font})}`], budgets)).toEqual([]);
  });

  it("names a missing or extra preload, another subset, and an unpreloaded font", () => {
    expect(checkFont('<link rel="stylesheet" href="/a.css"/>', [], budgets)).toEqual([
      "0 preloaded font files instead of 1",
    ]);
    expect(
      checkFont(
        preload(font) + preload("/assets/inter-cyrillic-wght-normal-x.woff2"),
        [`@font-face{src:url("/assets/inter-greek-wght-normal-y.woff2")}`],
        budgets,
      ),
    ).toEqual([
      "2 preloaded font files instead of 1",
      "preloaded font /assets/inter-cyrillic-wght-normal-x.woff2 is not the latin-wght WOFF2 subset",
      "the stylesheet loads the font inter-greek-wght-normal-y.woff2, which is not preloaded",
    ]);
  });
});

describe("Lighthouse budgets", () => {
  it("passes a result within every budget", () => {
    expect(checkLighthouse(result(), budgets)).toEqual([]);
  });

  it("names each score and metric out of budget", () => {
    const breaches = checkLighthouse(
      result({
        scores: { performance: 0.94, accessibility: 0.98, "best-practices": 1, seo: null },
        lcpMs: 2100,
        tbtMs: 130,
        cls: 0.02,
      }),
      budgets,
    );
    expect(breaches).toEqual([
      "performance score 0.94 is below 0.95",
      "accessibility score 0.98 is below 1",
      "seo score is missing",
      "LCP 2.10 s is over 2 s",
      "TBT 130 ms is over 100 ms",
      "CLS 0.020 is over 0.01",
    ]);
  });
});

describe("Lighthouse runs in npm test", () => {
  const recheck = {
    runs: budgets.lighthouse.testRecheckRuns,
    needed: (median) => checkLighthouse(median, budgets).length > 0,
  };
  const sequence = (...tbts) => {
    let next = 0;
    return async () => result({ tbtMs: tbts[next++] });
  };

  it("stop after one run that meets every budget", async () => {
    const runs = await collectRuns(sequence(40, 300, 300), { runs: 1, recheck });
    expect(runs.map((run) => run.tbtMs)).toEqual([40]);
  });

  it("judge a miss on the median of three: one noisy run passes, a slow page still fails", async () => {
    const noisy = await collectRuns(sequence(130, 60, 70), { runs: 1, recheck });
    expect(checkLighthouse(medianResult(noisy), budgets)).toEqual([]);
    const slow = await collectRuns(sequence(130, 140, 60), { runs: 1, recheck });
    expect(checkLighthouse(medianResult(slow), budgets)).not.toEqual([]);
  });
});
