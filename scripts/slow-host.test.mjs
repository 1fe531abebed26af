// @vitest-environment node
import { describe, expect, test } from "vitest";
import { PERIOD_US, parseArguments, quotaFor } from "./slow-host.mjs";

describe("slow-host", () => {
  test("leaves cores / slower of the CPU: two cores 2.7x slower get 0.74 of a core", () => {
    expect(quotaFor(2, 2.7)).toBe(7_407);
    expect(quotaFor(2, 2.7) / PERIOD_US).toBeCloseTo(0.74, 2);
    expect(quotaFor(2, 1)).toBe(2 * PERIOD_US);
  });

  test("reads --slower and the command after --, 2x by default", () => {
    expect(parseArguments(["--slower=3", "--", "npm", "test"])).toEqual({
      slower: 3,
      command: ["npm", "test"],
    });
    expect(parseArguments(["--", "npm", "run", "test:e2e", "--", "--project=phone"])).toEqual({
      slower: 2,
      command: ["npm", "run", "test:e2e", "--", "--project=phone"],
    });
  });

  test("refuses a host faster than this one, a word for a number, and no command", () => {
    expect(() => parseArguments(["--slower=0.5", "--", "true"])).toThrow(/at least 1/);
    expect(() => parseArguments(["--slower=fast", "--", "true"])).toThrow(/at least 1/);
    expect(() => parseArguments(["--slower=2"])).toThrow(/Name the command/);
  });
});
