// @vitest-environment node
import { describe, expect, it } from "vitest";
import { failuresByRoute, SITE_WIDE } from "./audit-quality-checks.mjs";

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

  it("lists a failed walk under each route it names, and a passed one's routes as passed", () => {
    const walk = (status, routes) => ({
      status,
      projectName: "phone",
      annotations: routes.map((route) => ({ type: "route", description: route })),
    });
    const report = {
      suites: [
        {
          specs: [
            { title: "leg 1", tests: [walk("expected", ["/", "/features"])] },
            { title: "leg 2", tests: [walk("unexpected", ["/about", "/careers"])] },
          ],
        },
      ],
    };
    expect([...failuresByRoute(report)]).toEqual([
      ["/", []],
      ["/features", []],
      ["/about", ["leg 2 (phone, unexpected)"]],
      ["/careers", ["leg 2 (phone, unexpected)"]],
    ]);
  });
});
