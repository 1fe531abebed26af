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
// Files of one project and environment run together (orderByRecordedTime says why): the
// step starts 7 workers instead of 15, and read 119-120 s of CPU against 125 (two runs
// each, alternated).
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
 * The environment a file runs in: the one its comments name, as Vitest reads them (the
 * first `@vitest-environment <name>` anywhere in the file), or its project's.
 */
export function environmentOf(file, readSource = (moduleId) => readFileSync(moduleId, "utf8")) {
  const named = /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(readSource(file.moduleId));
  return named?.[1] ?? file.project.config?.environment ?? "node";
}

/**
 * `files` (Vitest's test specifications) in the order to run them, in groups of one project
 * and one environment, the group with the most recorded time first. Within a group: a file
 * that failed in the last run first (`failed(key)`), a file with no recorded time next, then
 * the longest first, by `times`; ties by name.
 *
 * Why groups: a worker goes on to the next file only if that file is of its project and
 * environment; otherwise Vitest stops it and starts another, which imports its modules
 * again (Vitest 4's pool, `isEqualRunner`), as the app's files that run in Node did when
 * ordered by time alone among those that need a document.
 */
export function orderByRecordedTime(
  files,
  { root, times, failed = () => false, environment = environmentOf },
) {
  const keyOf = (file) => `${file.project.name}:${path.relative(root, file.moduleId)}`;
  // Each file's group, read once: the comparisons below ask for it many times.
  const groups = new Map(files.map((file) => [file, `${file.project.name} ${environment(file)}`]));
  const groupOf = (file) => groups.get(file);
  const timeOf = (file) => times[keyOf(file)] ?? Number.POSITIVE_INFINITY;
  const groupTime = new Map();
  for (const file of files) {
    const time = times[keyOf(file)] ?? 0;
    groupTime.set(groupOf(file), (groupTime.get(groupOf(file)) ?? 0) + time);
  }
  return [...files].sort((a, b) => {
    const [groupA, groupB] = [groupOf(a), groupOf(b)];
    if (groupA !== groupB) {
      const [totalA, totalB] = [groupTime.get(groupA), groupTime.get(groupB)];
      if (totalA !== totalB) return totalA > totalB ? -1 : 1;
      return groupA < groupB ? -1 : 1;
    }
    const [keyA, keyB] = [keyOf(a), keyOf(b)];
    const [failedA, failedB] = [failed(keyA), failed(keyB)];
    if (failedA !== failedB) return failedA ? -1 : 1;
    const [timeA, timeB] = [timeOf(a), timeOf(b)];
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
