// How much browser the e2e step used: the browser contexts it opened and the documents it
// loaded (a page load, or a frame's, such as the no-JavaScript copy of a page drawn in a
// frame). Each worker writes its own counts when it stops (tests/e2e/fixtures.ts); the
// reporter below adds them up and prints one line at the end of the run, so a change that
// loads more pages shows in the next run's output. Loads and contexts are what the suite's
// time follows on a slow host (docs/testing.md).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export const BROWSER_USE_DIR = path.resolve("reports/timings/browser-use");

/** Counts kept by one worker, written to a file of its own when the worker stops. */
export function workerCounts(workerIndex) {
  /** @type {{ contexts: number, loads: number, byFile: Record<string, { contexts: number, loads: number }> }} */
  const counts = { contexts: 0, loads: 0, byFile: {} };
  return {
    counts,
    save() {
      mkdirSync(BROWSER_USE_DIR, { recursive: true });
      writeFileSync(
        path.join(BROWSER_USE_DIR, `worker-${workerIndex}-${process.pid}.json`),
        JSON.stringify(counts),
      );
    },
  };
}

/** The sum of every worker's counts in `dir`. */
export function totalCounts(dir = BROWSER_USE_DIR) {
  const total = { contexts: 0, loads: 0, workers: 0, byFile: {} };
  let files = [];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith(".json"));
  } catch {
    return total;
  }
  for (const name of files) {
    const counts = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
    total.contexts += counts.contexts;
    total.loads += counts.loads;
    total.workers += 1;
    for (const [file, { contexts, loads }] of Object.entries(counts.byFile ?? {})) {
      total.byFile[file] ??= { contexts: 0, loads: 0 };
      total.byFile[file].contexts += contexts;
      total.byFile[file].loads += loads;
    }
  }
  return total;
}

/** A Playwright reporter: clears the last run's counts, then prints this run's. */
export default class BrowserUseReporter {
  onBegin() {
    rmSync(BROWSER_USE_DIR, { recursive: true, force: true });
  }

  onEnd() {
    const { contexts, loads, byFile, workers } = totalCounts();
    // Listing tests (--list) runs none.
    if (workers === 0) return;
    console.log(`browser use: ${loads} documents loaded, ${contexts} browser contexts opened`);
    const most = Object.entries(byFile)
      .sort(([, a], [, b]) => b.loads - a.loads)
      .slice(0, 5)
      .map(([file, counts]) => `${file} ${counts.loads} (${counts.contexts})`);
    if (most.length > 0) console.log(`  most loads (contexts): ${most.join(", ")}`);
  }

  printsToStdio() {
    return false;
  }
}
