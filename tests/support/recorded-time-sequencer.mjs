// The order the unit tests run in: the longest file first, by each file's time in a recorded
// run of the whole step (unit-file-times.json), the same on every machine.
//
// Vitest orders files by its cache of the last run's times, and where it has none, as in a
// fresh clone (where CI runs), by file size. In a fresh clone's order the step took 91.5 and
// 91.7 s of wall time and 147-150 s of CPU at 1x; in the cached order 80.0 and 82.3 s and
// 128-132 s (two runs each, alternated, docs/testing.md). Longest first keeps the two
// workers busy to the end; and as a worker's files share its modules (isolate: false), which
// files meet in one worker counts too.
//
// `npm run record-unit-times` writes the file again from the last run of the whole step.
// A file it does not list (a new one) runs first, as Vitest runs a file it has never timed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer } from "vitest/node";

/** The recorded times: `<project>:<file from the root>` → seconds. */
export const FILE_TIMES = new URL("./unit-file-times.json", import.meta.url);

/** The recorded times in `file`. */
export function readFileTimes(file = FILE_TIMES) {
  return JSON.parse(readFileSync(file, "utf8"));
}

/**
 * `files` (Vitest's test specifications) in the order to run them: project by project; a file
 * that failed in the last run first (`failed(key)`); a file with no recorded time next; then
 * the longest first, by `times`; ties by name.
 */
export function orderByRecordedTime(files, { root, times, failed = () => false }) {
  const keyOf = (file) => `${file.project.name}:${path.relative(root, file.moduleId)}`;
  return [...files].sort((a, b) => {
    if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
    const [keyA, keyB] = [keyOf(a), keyOf(b)];
    const [failedA, failedB] = [failed(keyA), failed(keyB)];
    if (failedA !== failedB) return failedA ? -1 : 1;
    const timeA = times[keyA] ?? Number.POSITIVE_INFINITY;
    const timeB = times[keyB] ?? Number.POSITIVE_INFINITY;
    if (timeA !== timeB) return timeA > timeB ? -1 : 1;
    return keyA < keyB ? -1 : 1;
  });
}

/** Vitest's sequencer with the recorded order (vitest.config.ts, `sequence.sequencer`). */
export class RecordedTimeSequencer extends BaseSequencer {
  async sort(files) {
    return orderByRecordedTime(files, {
      root: this.ctx.config.root,
      times: readFileTimes(),
      failed: (key) => this.ctx.cache.getFileTestResults(key)?.failed ?? false,
    });
  }
}
