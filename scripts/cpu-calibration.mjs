// One CPU slowdown for every speed measurement (Lighthouse in `npm run audit` and
// `npm test`'s budget step, the traces of `npm run profile`, the interaction test), fitted
// to the machine it runs on, so every host emulates the same mid-range phone.
//
// Lighthouse's mobile preset slows the CPU 4x, which is right for a host whose
// `benchmarkIndex` is about 1,533; a faster host emulates a faster phone with the same 4x.
// Lighthouse's own guidance (docs/throttling.md, its CPU-throttling calculator) fits the
// multiplier to the host: index 1,300 = 3x, 1,533 = 4x, 2,000 = 6x, one more per 233.
// The index is Lighthouse's own benchmark (computeBenchmarkIndex, about a second of work
// in the page), run a few times in the system Chromium; its median is used, as one run
// varies by a fifth on a busy machine.
//
// CPU_SLOWDOWN=<n> forces a multiplier (to compare with an old 4x figure, say); the index
// is still measured and printed.
import { chromium } from "@playwright/test";
import { chromiumFlags, findChromium } from "../pipeline/chromium-path.mjs";
import { importMeasureTool } from "./measure-tools.mjs";

/** The calculator's anchor: an index of 1,300 is a 3x slowdown, plus 1x per 233 above. */
export const CALCULATOR = { index: 1300, multiplier: 3, indexPerStep: 233 };
/**
 * Below 1x the emulated phone would be faster than the host. Above 20x (an index over
 * about 5,700) the benchmark reads a short burst of a fast core more than the host's
 * sustained speed, and the slowdown would turn a few milliseconds of noise into a long task.
 */
export const MULTIPLIER_RANGE = { min: 1, max: 20 };
/** Warm-up runs of the benchmark; the median is used. */
export const BENCHMARK_RUNS = 5;

/** The calculator's multiplier for a benchmark index, clamped, to one decimal. */
export function multiplierFor(benchmarkIndex) {
  const raw = CALCULATOR.multiplier + (benchmarkIndex - CALCULATOR.index) / CALCULATOR.indexPerStep;
  const clamped = Math.min(MULTIPLIER_RANGE.max, Math.max(MULTIPLIER_RANGE.min, raw));
  return Math.round(clamped * 10) / 10;
}

function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Lighthouse's benchmark, `runs` times in a blank page of the system Chromium. */
export async function measureBenchmarkIndex(runs = BENCHMARK_RUNS) {
  const { pageFunctions } = await importMeasureTool("lighthouse/core/lib/page-functions.js");
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
  try {
    const page = await browser.newPage();
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await page.evaluate(source));
    return { benchmarkIndex: Math.round(medianOf(samples)), samples };
  } finally {
    await browser.close();
  }
}

let calibration;

/**
 * The host's benchmark index and the CPU slowdown to use, measured once per process:
 * `{ benchmarkIndex, samples, multiplier, forced }`.
 */
export function calibrateCpu() {
  calibration ??= measureBenchmarkIndex().then(({ benchmarkIndex, samples }) => {
    const forced = Number(process.env.CPU_SLOWDOWN) || undefined;
    return { benchmarkIndex, samples, multiplier: forced ?? multiplierFor(benchmarkIndex), forced };
  });
  return calibration;
}

/** One line for a report: the index, its samples and the multiplier. */
export function describeCalibration({ benchmarkIndex, samples, multiplier, forced }) {
  const how = forced
    ? "forced by CPU_SLOWDOWN"
    : `${CALCULATOR.multiplier} + (index − ${CALCULATOR.index}) / ${CALCULATOR.indexPerStep}, clamped to ${MULTIPLIER_RANGE.min}–${MULTIPLIER_RANGE.max}`;
  return `host benchmarkIndex ${benchmarkIndex} (median of ${samples.join(", ")}), CPU slowdown ${multiplier}x (${how})`;
}
