// @vitest-environment node
import { describe, expect, it } from "vitest";
import { budgetOptions, GATES } from "./check-budgets.mjs";

describe("check-budgets options", () => {
  it("holds npm test's gate, on its own routes, unless told otherwise", () => {
    expect(budgetOptions([])).toEqual({ gate: "test", record: false, routes: null });
  });

  it("reads the gate and the routes, trimmed, empty names dropped", () => {
    expect(budgetOptions(["--gate=audit", "--routes=/, /pricing,,"])).toEqual({
      gate: "audit",
      record: false,
      routes: ["/", "/pricing"],
    });
    // Named but empty: no route at all, not the gate's own list.
    expect(budgetOptions(["--routes="]).routes).toEqual([]);
  });

  it("knows the two gates only, and tells how to build in each one's words", () => {
    expect(Object.keys(GATES)).toEqual(["test", "audit"]);
    expect(Object.hasOwn(GATES, "constructor")).toBe(false);
    expect(GATES.test.howToBuild).toBe("run `npm run build` first");
    expect(GATES.audit.howToBuild).toBe("run `npm run build` first (`npm run audit` does)");
  });
});
