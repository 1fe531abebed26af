// @vitest-environment node
import { describe, expect, it } from "vitest";
import { metricByName, metrics } from "../../app/lib/vitals/metrics.js";
import { bucketOf, percentile, shareAtMost } from "./histogram.mjs";

/** Counts values into a metric's buckets, as the recorder does. */
function histogram(bounds, values) {
  const counts = new Map();
  for (const value of values) {
    const bucket = bucketOf(bounds, value);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return counts;
}

/** The exact nearest-rank percentile of a list. */
function exactPercentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
}

/** A deterministic pseudo-random source (mulberry32), so a failure can be replayed. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Width of the bucket a value falls in. */
function widthAt(bounds, value) {
  const index = bucketOf(bounds, value);
  return bounds[index] - (index === 0 ? 0 : bounds[index - 1]);
}

const lcp = metricByName("LCP");
const cls = metricByName("CLS");
const inp = metricByName("INP");

describe("buckets", () => {
  it("counts a value in the bucket whose inclusive upper bound it reaches", () => {
    expect(bucketOf(lcp.buckets, 0)).toBe(0);
    expect(bucketOf(lcp.buckets, 0.001)).toBe(1);
    expect(bucketOf(lcp.buckets, 100)).toBe(1);
    expect(bucketOf(lcp.buckets, 100.01)).toBe(2);
    expect(bucketOf(lcp.buckets, 2500)).toBe(lcp.buckets.indexOf(2500));
    expect(bucketOf(lcp.buckets, 10_000_000)).toBe(lcp.buckets.length);
    expect(bucketOf(cls.buckets, 0.1)).toBe(cls.buckets.indexOf(0.1));
    expect(bucketOf(cls.buckets, 0.10001)).toBe(cls.buckets.indexOf(0.1) + 1);
  });

  it("has every published threshold as a bucket bound, bounds rising", () => {
    for (const metric of metrics) {
      expect(metric.buckets, metric.name).toContain(metric.good);
      expect(metric.buckets, metric.name).toContain(metric.poor);
      for (let i = 1; i < metric.buckets.length; i += 1)
        expect(metric.buckets[i]).toBeGreaterThan(metric.buckets[i - 1]);
    }
  });
});

describe("75th percentile from a histogram", () => {
  it("reads 7,500 ms from LCP values spread evenly over 0 to 10 s", () => {
    const values = Array.from({ length: 10_000 }, (_, i) => i + 1);
    const p75 = percentile(lcp.buckets, histogram(lcp.buckets, values), 0.75);
    expect(p75).toEqual({ value: 7500, overflow: false });
  });

  it("reads 0 when most visits had no layout shift at all", () => {
    const counts = histogram(cls.buckets, [...Array(80).fill(0), ...Array(20).fill(0.3)]);
    expect(percentile(cls.buckets, counts, 0.75)).toEqual({ value: 0, overflow: false });
  });

  it("reads the value itself when every visit had the same one", () => {
    const counts = histogram(inp.buckets, Array(40).fill(180));
    const p75 = percentile(inp.buckets, counts, 0.75);
    // All in (175, 200]: the estimate stays inside that bucket.
    expect(p75.value).toBeGreaterThan(175);
    expect(p75.value).toBeLessThanOrEqual(200);
  });

  it("is within one bucket of the exact percentile for skewed distributions", () => {
    const next = random(26);
    const distributions = {
      // Log-normal page loads around 1.8 s, as field LCP tends to look.
      "log-normal LCP": [lcp, () => Math.exp(Math.log(1800) + 0.6 * gaussian(next))],
      // Exponential interaction delays with a mean of 150 ms.
      "exponential INP": [inp, () => -150 * Math.log(1 - next())],
      // Mostly no shift, a tail of large ones.
      "CLS with a tail": [cls, () => (next() < 0.6 ? 0 : next() * 0.5)],
    };
    for (const [name, [metric, draw]] of Object.entries(distributions)) {
      const values = Array.from({ length: 20_000 }, draw);
      for (const fraction of [0.5, 0.75, 0.9]) {
        const exact = exactPercentile(values, fraction);
        const estimate = percentile(metric.buckets, histogram(metric.buckets, values), fraction);
        expect(
          Math.abs(estimate.value - exact),
          `${name} p${fraction * 100}: ${estimate.value} against ${exact}`,
        ).toBeLessThanOrEqual(widthAt(metric.buckets, exact));
      }
    }
  });

  it("gives the top bucket's floor, flagged, when the percentile is past the last bound", () => {
    const counts = histogram(lcp.buckets, [1000, 45_000, 50_000, 60_000]);
    expect(percentile(lcp.buckets, counts, 0.75)).toEqual({ value: 30_000, overflow: true });
  });

  it("is undefined with nothing counted", () => {
    expect(percentile(lcp.buckets, new Map(), 0.75)).toBeUndefined();
  });
});

describe("share of good values", () => {
  it("is exact at the threshold", () => {
    const values = [2500, 2500, 2501, 4000, 100, 9000, 0, 2400];
    const share = shareAtMost(lcp.buckets, histogram(lcp.buckets, values), lcp.good);
    expect(share).toBe(5 / 8);
  });

  it("refuses a limit that is not a bound", () => {
    expect(() => shareAtMost(lcp.buckets, new Map([[0, 1]]), 2550)).toThrow(/not a bucket bound/);
  });
});

/** A standard normal draw (Box-Muller). */
function gaussian(next) {
  return Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}
