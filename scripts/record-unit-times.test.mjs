import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import {
  environmentOf,
  FILE_TIMES,
  orderByRecordedTime,
  readFileTimes,
} from "../tests/support/recorded-time-sequencer.mjs";
import { fileTimes } from "./record-unit-times.mjs";

const root = "/repo";
const spec = (project, file) => ({ project: { name: project }, moduleId: `${root}/${file}` });
const names = (files) => files.map((file) => `${file.project.name}:${file.moduleId.slice(6)}`);
/** Each file's environment by its name: "…-node…" files run in Node, the rest in jsdom. */
const environment = (file) =>
  file.project.name === "node" || file.moduleId.includes("-node") ? "node" : "jsdom";

test("files run in groups of one project and environment, the longest group first; in each a new file first, then the longest first", () => {
  const files = [
    spec("node", "server/quick.test.mjs"),
    spec("node", "server/new.test.mjs"),
    spec("dom", "app/b.test.ts"),
    spec("dom", "app/c-node.test.ts"),
    spec("node", "server/drill.test.mjs"),
    spec("dom", "app/a.test.ts"),
    spec("dom", "app/d-node.test.ts"),
  ];
  const times = {
    "node:server/quick.test.mjs": 0.2,
    "node:server/drill.test.mjs": 30.5,
    "dom:app/a.test.ts": 1.3,
    "dom:app/b.test.ts": 1.3,
    "dom:app/c-node.test.ts": 0.4,
    "dom:app/d-node.test.ts": 2.1,
  };
  expect(names(orderByRecordedTime(files, { root, times, environment }))).toEqual([
    "node:server/new.test.mjs",
    "node:server/drill.test.mjs",
    "node:server/quick.test.mjs",
    "dom:app/a.test.ts",
    "dom:app/b.test.ts",
    "dom:app/d-node.test.ts",
    "dom:app/c-node.test.ts",
  ]);
});

test("a file that failed in the last run goes first in its group", () => {
  const files = [spec("node", "server/drill.test.mjs"), spec("node", "server/quick.test.mjs")];
  const times = { "node:server/drill.test.mjs": 30.5, "node:server/quick.test.mjs": 0.2 };
  const failed = (key) => key === "node:server/quick.test.mjs";
  expect(names(orderByRecordedTime(files, { root, times, failed, environment }))).toEqual([
    "node:server/quick.test.mjs",
    "node:server/drill.test.mjs",
  ]);
});

test("a file's environment is the one its comment names, else its project's", () => {
  // Split, so that Vitest does not read this file's own environment from it.
  const marker = ["@vitest", "environment"].join("-");
  const sources = {
    "/repo/app/a.test.ts": `// ${marker} node\nimport { it } from "vitest";`,
    "/repo/app/b.test.tsx": 'import { render } from "@testing-library/react";',
  };
  const readSource = (moduleId) => sources[moduleId];
  const inDom = (file) => ({
    moduleId: `${root}/${file}`,
    project: { config: { environment: "jsdom" } },
  });
  expect(environmentOf(inDom("app/a.test.ts"), readSource)).toBe("node");
  expect(environmentOf(inDom("app/b.test.tsx"), readSource)).toBe("jsdom");
  // A file of the repository, read from the disk: the page loader's, which needs a document.
  const headScript = fileURLToPath(
    new URL("../pipeline/postbuild/head-script.test.mjs", import.meta.url),
  );
  expect(
    environmentOf({ moduleId: headScript, project: { config: { environment: "node" } } }),
  ).toBe("jsdom");
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
