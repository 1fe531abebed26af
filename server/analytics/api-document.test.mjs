// @vitest-environment node
import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { FILTER_KEYS, OTHER_KEYS, SORTS } from "./filters.mjs";
import { RANGES } from "./report.mjs";
import { API_SCOPES } from "./sharing.mjs";

// openapi-analytics.yaml, the analytics API's description beside the public API's
// (docs/decisions/053), held to what the server reads; sharing.test.mjs drives the routes.
const document = parse(readFileSync("openapi-analytics.yaml", "utf8"));

describe("openapi-analytics.yaml", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes the three routes under /api, each with the one scope the server asks of its key", () => {
    expect(document.servers.map((server) => server.url)).toEqual(["/api"]);
    const scopes = Object.fromEntries(
      Object.entries(document.paths).map(([path, { get, ...other }]) => {
        expect(Object.keys(other), path).toEqual([]);
        return [path, get.security.flatMap((item) => item.analyticsKey)];
      }),
    );
    expect(scopes).toEqual({
      "/analytics": ["analytics:read"],
      "/analytics.csv": ["analytics:read"],
      "/analytics/now": ["analytics:live"],
    });
    expect(Object.keys(API_SCOPES).sort()).toEqual(["analytics:live", "analytics:read"]);
    expect(document.components.securitySchemes.analyticsKey).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
  });

  it("names every query parameter the dashboard reads, with its choices", () => {
    const names = document.paths["/analytics"].get.parameters.map((parameter) =>
      parameter.$ref.split("/").at(-1),
    );
    expect(names.sort()).toEqual([...FILTER_KEYS, ...OTHER_KEYS].sort());
    const { parameters } = document.components;
    expect(parameters.range.schema.enum.sort()).toEqual([...Object.keys(RANGES), "custom"].sort());
    expect(parameters.sort.schema.enum.sort()).toEqual(Object.keys(SORTS).sort());
  });
});
