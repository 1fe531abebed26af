// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { playwrightTimings, slowestReport, vitestTimings } from "./slowest-tests.mjs";

const playwrightReport = {
  suites: [
    {
      title: "a.spec.ts",
      specs: [
        {
          title: "loads",
          tests: [{ projectName: "phone", results: [{ duration: 4200, status: "passed" }] }],
        },
      ],
      suites: [
        {
          title: "menu",
          specs: [
            {
              title: "opens",
              tests: [
                {
                  projectName: "desktop",
                  results: [
                    { duration: 30000, status: "timedOut", retry: 0 },
                    { duration: 900, status: "passed", retry: 1 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  stats: { expected: 1, unexpected: 0, flaky: 1, duration: 61000 },
};
const vitestReport = {
  testResults: [
    {
      name: path.resolve("app/x.test.ts"),
      assertionResults: [{ fullName: "x works", duration: 1500, status: "passed" }],
    },
  ],
};

describe("slowest tests", () => {
  test("reads every try of every Playwright test, with its project and suites", () => {
    expect(playwrightTimings(playwrightReport)).toEqual([
      { name: "e2e [phone] a.spec.ts › loads", ms: 4200, status: "passed" },
      { name: "e2e [desktop] a.spec.ts › menu › opens", ms: 30000, status: "timedOut" },
      { name: "e2e [desktop] a.spec.ts › menu › opens (retry 1)", ms: 900, status: "passed" },
    ]);
    expect(vitestTimings(vitestReport)).toEqual([
      { name: "unit app/x.test.ts › x works", ms: 1500, status: "passed" },
    ]);
  });

  test("prints the slowest first, marks what did not pass, and the e2e totals", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "timings-"));
    try {
      expect(slowestReport(dir)).toEqual([]);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "e2e.json"), JSON.stringify(playwrightReport));
      writeFileSync(path.join(dir, "unit.json"), JSON.stringify(vitestReport));
      expect(slowestReport(dir, 2)).toEqual([
        "2 slowest tests (of 4):",
        "   30.0s  e2e [desktop] a.spec.ts › menu › opens [timedOut]",
        "    4.2s  e2e [phone] a.spec.ts › loads",
        "e2e: 1 passed, 0 failed, 1 flaky in 61.0s",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
