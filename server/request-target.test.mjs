// @vitest-environment node
import { describe, expect, it } from "vitest";
import { MAX_PATH_LENGTH, parseTarget, safeQuery } from "./request-target.mjs";

describe("parseTarget", () => {
  it("reads clean origin-form targets", () => {
    expect(parseTarget("/")).toEqual({ path: "/", trailingSlash: false, query: "" });
    expect(parseTarget("/features?x=1")).toEqual({
      path: "/features",
      trailingSlash: false,
      query: "?x=1",
    });
    expect(parseTarget("/features/")).toEqual({
      path: "/features",
      trailingSlash: true,
      query: "",
    });
    expect(parseTarget("/caf%C3%A9")?.path).toBe("/café");
    expect(parseTarget("/%252e%252e")?.path).toBe("/%2e%2e");
    expect(parseTarget("/.env")?.path).toBe("/.env");
  });

  it.each([
    ["absolute-form", "http://evil.example/"],
    ["protocol-relative", "//evil.example/features"],
    ["asterisk", "*"],
    ["empty segment", "/features//x"],
    ["dot-dot", "/../secret"],
    ["encoded dot-dot", "/%2e%2e/secret"],
    ["encoded dot", "/%2e/features"],
    ["mixed dot-dot", "/.%2E/secret"],
    ["encoded slash", "/assets%2f..%2fsecret"],
    ["encoded backslash", "/..%5csecret"],
    ["backslash", "/..\\secret"],
    ["NUL", "/index.html%00.png"],
    ["control character", "/a%0d%0aLocation:%20x"],
    ["bad escape", "/%zz"],
    ["truncated escape", "/%E0%A4%A"],
    ["overlong UTF-8 dot", "/%c0%ae%c0%ae/secret"],
    ["raw non-ASCII", "/caf\u00e9"],
    ["too long", `/${"a".repeat(MAX_PATH_LENGTH)}`],
  ])("refuses %s", (_name, target) => {
    expect(parseTarget(target)).toBeNull();
  });

  it("accepts a path exactly at the length limit", () => {
    expect(parseTarget(`/${"a".repeat(MAX_PATH_LENGTH - 1)}`)).not.toBeNull();
  });
});

describe("safeQuery", () => {
  it("keeps printable queries and drops anything else", () => {
    expect(safeQuery("?utm_source=news&x=%2F")).toBe("?utm_source=news&x=%2F");
    expect(safeQuery("?x=\u00e9")).toBe("");
  });
});
