import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import {
  FILE_TIMES,
  orderByRecordedTime,
  readFileTimes,
} from "../tests/support/recorded-time-sequencer.mjs";
import { fileTimes } from "./record-unit-times.mjs";

const root = "/repo";
const spec = (project, file) => ({ project: { name: project }, moduleId: `${root}/${file}` });
const names = (files) => files.map((file) => `${file.project.name}:${file.moduleId.slice(6)}`);

test("files run project by project, a new file first, then the longest first", () => {
  const files = [
    spec("node", "server/quick.test.mjs"),
    spec("node", "server/new.test.mjs"),
    spec("dom", "app/b.test.ts"),
    spec("node", "server/drill.test.mjs"),
    spec("dom", "app/a.test.ts"),
  ];
  const times = {
    "node:server/quick.test.mjs": 0.2,
    "node:server/drill.test.mjs": 30.5,
    "dom:app/a.test.ts": 1.3,
    "dom:app/b.test.ts": 1.3,
  };
  expect(names(orderByRecordedTime(files, { root, times }))).toEqual([
    "dom:app/a.test.ts",
    "dom:app/b.test.ts",
    "node:server/new.test.mjs",
    "node:server/drill.test.mjs",
    "node:server/quick.test.mjs",
  ]);
});

test("a file that failed in the last run goes first in its project", () => {
  const files = [spec("node", "server/drill.test.mjs"), spec("node", "server/quick.test.mjs")];
  const times = { "node:server/drill.test.mjs": 30.5, "node:server/quick.test.mjs": 0.2 };
  const failed = (key) => key === "node:server/quick.test.mjs";
  expect(names(orderByRecordedTime(files, { root, times, failed }))).toEqual([
    "node:server/quick.test.mjs",
    "node:server/drill.test.mjs",
  ]);
});

test("the recorded times are the unit-test files' durations in seconds, to a tenth, without files now gone", () => {
  const results = [
    ["node:server/gone.test.mjs", { duration: 900, failed: false }],
    ["node:server/drill.test.mjs", { duration: 30_512.4, failed: false }],
    ["dom:app/a.test.ts", { duration: 1_260, failed: true }],
    [":tests/built-site/built-site.check.ts", { duration: 8_700, failed: false }],
  ];
  const exists = (file) => file !== "server/gone.test.mjs";
  expect(fileTimes(results, exists)).toEqual({
    "dom:app/a.test.ts": 1.3,
    "node:server/drill.test.mjs": 30.5,
  });
});

test("the committed times name unit-test files that exist, each with a time", () => {
  const times = readFileTimes(FILE_TIMES);
  expect(Object.keys(times).length).toBeGreaterThan(50);
  for (const [key, seconds] of Object.entries(times)) {
    expect(key).toMatch(/^(dom|node):.+\.test\.[cm]?[jt]sx?$/);
    const file = key.slice(key.indexOf(":") + 1);
    expect(existsSync(fileURLToPath(new URL(`../${file}`, import.meta.url))), key).toBe(true);
    expect(seconds, key).toBeGreaterThanOrEqual(0);
  }
});
