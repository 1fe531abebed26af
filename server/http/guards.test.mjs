// @vitest-environment node
import { describe, expect, it } from "vitest";
import { addressKey, createRateLimiter, refuseCrossSite } from "./guards.mjs";

const request = (headers) => ({ headers: { host: "example.test", ...headers }, ip: "203.0.113.9" });

describe("refuseCrossSite", () => {
  it("lets the site's own pages and header-less clients through", () => {
    expect(refuseCrossSite(request({ origin: "https://example.test" }))).toBeUndefined();
    expect(refuseCrossSite(request({ "sec-fetch-site": "same-origin" }))).toBeUndefined();
    expect(refuseCrossSite(request({}))).toBeUndefined();
  });
  it("refuses another site, a look-alike host, a null or malformed origin", () => {
    for (const headers of [
      { origin: "https://evil.test" },
      { origin: "https://example.test.evil.test" },
      { origin: "null" },
      { origin: "not a url" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "same-origin", origin: "https://evil.test" },
    ])
      expect(refuseCrossSite(request(headers))).toMatch(/from a page of this site/);
  });
});

describe("addressKey", () => {
  it("never contains the address and changes from one day to the next", () => {
    const today = addressKey(request({}), 0);
    expect(today).not.toContain("203.0.113.9");
    expect(addressKey(request({}), 1000)).toBe(today);
    expect(addressKey(request({}), 86_400_000)).not.toBe(today);
  });
});

describe("createRateLimiter", () => {
  it("allows the limit in a window, then says how long to wait, then allows again", () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => time });
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(true);
    time = 15_000;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit("b").allowed).toBe(true);
    time = 60_000;
    expect(limiter.hit("a").allowed).toBe(true);
  });
  it("stays bounded under a flood of distinct keys", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 10 });
    for (let index = 0; index < 1000; index++) limiter.hit(`key-${index}`);
    expect(limiter.hit("key-999").allowed).toBe(false);
    expect(limiter.hit("key-0").allowed).toBe(true);
  });
});
