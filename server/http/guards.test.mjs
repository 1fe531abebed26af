// @vitest-environment node
import { describe, expect, it } from "vitest";
import { refuseCrossSite } from "./guards.mjs";

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
      expect(refuseCrossSite(request(headers))).toEqual(expect.stringMatching(/\S/));
  });
});
