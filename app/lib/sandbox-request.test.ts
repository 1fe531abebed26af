import { afterEach, describe, expect, it, vi } from "vitest";
import { SandboxUnavailableError, sandboxUrl, sendToSandbox } from "./sandbox-request";

afterEach(() => vi.unstubAllGlobals());

const json = { "content-type": "application/json; charset=utf-8" };

describe("sandboxUrl", () => {
  const operation = {
    path: "/v1/items/{id}",
    parameters: [
      { name: "id", in: "path" as const, required: true, example: null },
      { name: "limit", in: "query" as const, required: false, example: null },
    ],
  };
  it("fills in path parameters (escaped) and leaves out empty query values", () => {
    expect(sandboxUrl("/sandbox", operation, { id: "12", limit: "" })).toBe("/sandbox/v1/items/12");
    expect(sandboxUrl("/sandbox", operation, { id: "a/b", limit: "5" })).toBe(
      "/sandbox/v1/items/a%2Fb?limit=5",
    );
  });
});

describe("sendToSandbox", () => {
  it("sends the key as a Bearer token with the JSON body, credentials included", async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":"7"}', { status: 201, headers: json }));
    vi.stubGlobal("fetch", fetchMock);
    const exchange = await sendToSandbox({
      method: "POST",
      url: "/sandbox/v1/items",
      key: "sbx_key_1234",
      body: '{"itemName":"x"}',
    });
    expect(fetchMock).toHaveBeenCalledWith("/sandbox/v1/items", {
      method: "POST",
      headers: { authorization: "Bearer sbx_key_1234", "content-type": "application/json" },
      body: '{"itemName":"x"}',
      credentials: "include",
    });
    expect(exchange).toMatchObject({ status: 201, body: '{\n  "id": "7"\n}', error: null });
    expect(exchange.headers).toContainEqual(["content-type", "application/json; charset=utf-8"]);
  });

  it("reports a non-OK answer in the fetcher's `status: body` format, with status and headers", async () => {
    const body = '{"status":401,"error":"unauthorized","message":"Send your key."}';
    vi.stubGlobal("fetch", async () => new Response(body, { status: 401, headers: json }));
    const exchange = await sendToSandbox({ method: "GET", url: "/sandbox/v1/items", key: "" });
    expect(exchange.status).toBe(401);
    expect(exchange.error).toBe(`401: ${body}`);
    expect(JSON.parse(exchange.body)).toMatchObject({ error: "unauthorized" });
  });

  it("says the sandbox is missing when a static host answers with its HTML 404 page", async () => {
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response("<!DOCTYPE html><h1>Page not found</h1>", {
          status: 404,
          headers: { "content-type": "text/html" },
        }),
    );
    await expect(
      sendToSandbox({ method: "GET", url: "/sandbox/v1/items", key: "sbx_key_1234" }),
    ).rejects.toBeInstanceOf(SandboxUnavailableError);
  });

  it("says the sandbox is missing when a host answers 200 with a page, or nothing answers", async () => {
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response("<html></html>", { status: 200, headers: { "content-type": "text/html" } }),
    );
    await expect(
      sendToSandbox({ method: "GET", url: "/sandbox/v1/items", key: "sbx_key_1234" }),
    ).rejects.toBeInstanceOf(SandboxUnavailableError);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(
      sendToSandbox({ method: "DELETE", url: "/sandbox/v1/items/1", key: "sbx_key_1234" }),
    ).rejects.toBeInstanceOf(SandboxUnavailableError);
  });

  it("takes a 204 without a body as an answer", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
    const exchange = await sendToSandbox({
      method: "DELETE",
      url: "/sandbox/v1/items/1",
      key: "k_12345678",
    });
    expect(exchange).toMatchObject({ status: 204, body: "", error: null });
  });
});
