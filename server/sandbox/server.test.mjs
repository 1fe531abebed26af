// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFixtureBuild } from "../../tests/support/fixture-build.mjs";
import { buildServer } from "../app.mjs";

let app;
let build;

beforeAll(async () => {
  build = await makeFixtureBuild();
  app = buildServer({ root: build.clientDir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await build?.cleanup();
});

describe("the production server with a build that publishes openapi.json", () => {
  it("serves the document and its text copies with their content types", async () => {
    const types = {
      "/openapi.json": "application/json; charset=utf-8",
      "/openapi.yaml": "application/yaml; charset=utf-8",
      "/resources/api-docs.md": "text/markdown; charset=utf-8",
      "/llms.txt": "text/plain; charset=utf-8",
    };
    for (const [url, type] of Object.entries(types)) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toBe(type);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect((await app.inject({ url: "/openapi.json" })).json().openapi).toBe("3.1.0");
    expect((await app.inject({ url: "/openapi.yaml" })).body).toMatch(/^openapi: 3\.1\.0$/m);
    expect((await app.inject({ url: "/llms.txt" })).body).toContain(
      "(https://flowboard.example/resources/api-docs.md)",
    );
  });

  it("answers the sandbox with the site's security headers and no-store", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/sandbox/v1/items",
      headers: { authorization: "Bearer server_test_key", "content-type": "application/json" },
      payload: JSON.stringify({ boardId: "4815162342", itemName: "From the server test" }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("connect-src 'self'");
    expect(response.headers["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const listed = await app.inject({
      url: "/sandbox/v1/items",
      headers: { authorization: "Bearer server_test_key" },
    });
    expect(listed.json().items[0].itemName).toBe("From the server test");
  });

  it("gives a sandbox path's bad escape a JSON 400, and leaves the site's 405 alone", async () => {
    const bad = await app.inject({ method: "DELETE", url: "/sandbox/v1/items/%E0%A4%A" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("invalid_request");
    const site = await app.inject({ method: "POST", url: "/features" });
    expect(site.statusCode).toBe(405);
    expect(site.headers["content-type"]).toBe("text/plain; charset=utf-8");
  });
});
