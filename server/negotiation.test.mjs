// @vitest-environment node
import { describe, expect, it } from "vitest";
import { chooseEncoding, etagMatches } from "./negotiation.mjs";

const all = { identity: {}, br: {}, gzip: {} };

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0.1", "gzip"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["BR", "br"],
    ["deflate", "identity"],
  ])("Accept-Encoding %j gets %s", (accept, expected) => {
    expect(chooseEncoding(accept, all)).toBe(expected);
  });

  it("only picks codings that were built", () => {
    expect(chooseEncoding("br, gzip", { identity: {}, gzip: {} })).toBe("gzip");
    expect(chooseEncoding("br, gzip", { identity: {} })).toBe("identity");
  });
});

describe("etagMatches", () => {
  it("compares weakly, in lists, and honours *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
