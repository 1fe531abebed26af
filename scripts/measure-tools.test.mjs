import { describe, expect, it } from "vitest";
import { splitSpecifier } from "./measure-tools.mjs";

describe("a measuring tool's specifier", () => {
  it("names a package, or a file inside one, scoped or not", () => {
    expect(splitSpecifier("autocannon")).toEqual({ packageName: "autocannon", file: "" });
    expect(splitSpecifier("lighthouse/core/lib/page-functions.js")).toEqual({
      packageName: "lighthouse",
      file: "core/lib/page-functions.js",
    });
    expect(splitSpecifier("@scope/tool")).toEqual({ packageName: "@scope/tool", file: "" });
    expect(splitSpecifier("@scope/tool/dist/run.js")).toEqual({
      packageName: "@scope/tool",
      file: "dist/run.js",
    });
  });
});
