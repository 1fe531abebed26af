// `npm run record-unit-times`: writes tests/support/unit-file-times.json, the order the unit
// tests run in (tests/support/recorded-time-sequencer.mjs), from each file's time in the
// last run of the whole step, as Vitest keeps it in its cache. Run `npm run test:unit`
// first; run this after adding or much changing a slow test file, and commit the result.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isMain } from "../pipeline/is-main.mjs";
import { FILE_TIMES } from "../tests/support/recorded-time-sequencer.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const cacheRoot = path.join(root, "node_modules/.vite/vitest");

/** Vitest's cache of the last run: `[key, { duration (ms), failed }]` for each file. */
function cachedResults() {
  const files = existsSync(cacheRoot)
    ? readdirSync(cacheRoot)
        .map((folder) => path.join(cacheRoot, folder, "results.json"))
        .filter((file) => existsSync(file))
    : [];
  if (files.length === 0)
    throw new Error(`No Vitest results under ${cacheRoot}: run \`npm run test:unit\` first.`);
  return files.flatMap((file) => JSON.parse(readFileSync(file, "utf8")).results);
}

/** A unit-test file, as opposed to the checks over a build (`*.check.ts`), which share the cache. */
const UNIT_TEST = /\.test\.[cm]?[jt]sx?$/;

/**
 * Each unit-test file's time in seconds, to a tenth, keys sorted (a stable diff); files that
 * `exists` says are gone (the cache keeps them) left out.
 */
export function fileTimes(results, exists = (file) => existsSync(path.join(root, file))) {
  const seconds = new Map(
    results
      .filter(([key]) => UNIT_TEST.test(key) && exists(key.slice(key.indexOf(":") + 1)))
      .map(([key, { duration }]) => [key, Math.round(duration / 100) / 10]),
  );
  return Object.fromEntries([...seconds].sort(([a], [b]) => (a < b ? -1 : 1)));
}

if (isMain(import.meta.url)) {
  const times = fileTimes(cachedResults());
  writeFileSync(FILE_TIMES, `${JSON.stringify(times, null, 2)}\n`);
  console.log(`${Object.keys(times).length} files' times written to ${fileURLToPath(FILE_TIMES)}.`);
}
