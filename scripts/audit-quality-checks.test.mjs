// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { failuresByRoute, routeTestsPattern, SITE_WIDE } from "./audit-quality-checks.mjs";

describe("the audit's browser checks, per route", () => {
  const test = (status, projectName, route) => ({
    status,
    projectName,
    annotations: route ? [{ type: "route", description: route }] : [],
  });

  it("lists each route's failures, an empty list for a route that passed, and the rest site-wide", () => {
    const report = {
      suites: [
        {
          suites: [
            {
              specs: [
                {
                  title: "/: marks, links, axe",
                  tests: [test("expected", "desktop", "/"), test("expected", "phone", "/")],
                },
                {
                  title: "/pricing: marks, links, axe",
                  tests: [
                    test("expected", "desktop", "/pricing"),
                    test("unexpected", "phone", "/pricing"),
                  ],
                },
              ],
            },
          ],
          specs: [{ title: "links without JavaScript", tests: [test("timedOut", "desktop")] }],
        },
      ],
    };
    expect([...failuresByRoute(report)]).toEqual([
      ["/", []],
      ["/pricing", ["/pricing: marks, links, axe (phone, unexpected)"]],
      [SITE_WIDE, ["links without JavaScript (desktop, timedOut)"]],
    ]);
  });

  it("maps a report with no tests to no route, so every route reads as not run", () => {
    expect(failuresByRoute({ suites: [] }).size).toBe(0);
    expect(failuresByRoute({}).size).toBe(0);
  });

  it("selects a route's own test by the title every-route.spec.ts gives it, and no other route's", () => {
    const spec = readFileSync("tests/e2e/every-route.spec.ts", "utf8");
    const words = /`\$\{route\}: (marks[^`]*)`/.exec(spec)?.[1];
    expect(words, "the per-page test's title in every-route.spec.ts").toBeDefined();
    const title = (route) => `desktop every-route.spec.ts ${route}: ${words}`;
    const pattern = new RegExp(routeTestsPattern(["/pricing", "/"]));
    expect(pattern.test(title("/pricing"))).toBe(true);
    expect(pattern.test(title("/"))).toBe(true);
    expect(pattern.test(title("/features"))).toBe(false);
    expect(new RegExp(routeTestsPattern(["/"])).test(title("/pricing"))).toBe(false);
  });
});
