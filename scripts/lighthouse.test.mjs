// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "../pipeline/postbuild/security-headers.mjs";
import { describeFloor, FLOOR_PAGE, serveFloorPage } from "./lighthouse.mjs";

describe("the floor page the audit measures beside the routes", () => {
  it("is served as HTML at any path with the site's headers: one heading, one paragraph, no stylesheet or script", async () => {
    const server = await serveFloorPage();
    try {
      const response = await fetch(`${server.origin}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      // The headers of every page of the site, so its load takes the same path as a route's.
      for (const [name, value] of Object.entries(securityHeaders))
        expect(response.headers.get(name), name).toBe(value);
      expect(response.headers.get("content-security-policy")).toBe(contentSecurityPolicy());
      const html = await response.text();
      expect(html).toBe(FLOOR_PAGE);
      expect(html.match(/<h1>/g)).toHaveLength(1);
      expect(html.match(/<p>/g)).toHaveLength(1);
      expect(html).not.toMatch(/<script|<style|<link|<img/);
      // What Lighthouse's SEO and best-practice audits read, so only speed tells it apart.
      expect(html).toMatch(/<html lang="en">/);
      expect(html).toMatch(/<meta name="viewport"/);
      expect(html).toMatch(/<meta name="description"/);
    } finally {
      await server.stop();
    }
  });

  it("is described in one line with its scores and times", () => {
    const floor = {
      scores: { performance: 0.96 },
      lcpMs: 820,
      tbtMs: 240.4,
      mainThreadMs: 983,
      runs: 3,
    };
    expect(describeFloor(floor)).toBe(
      "performance 96, LCP 0.82 s, TBT 240 ms, main thread 983 ms (median of 3; a page of one heading and one paragraph with the site's headers, no stylesheet or script)",
    );
  });
});
