import type { QueryFunctionContext } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient, getQueryFn, throwIfResNotOk } from "./query-client";

const context = (key: string) => ({ queryKey: [key] }) as unknown as QueryFunctionContext;

function fakeFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("query client defaults", () => {
  it("never goes stale and never refetches or retries on its own", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
    expect(typeof queries?.queryFn).toBe("function");
  });
});

describe("default query function", () => {
  it("GETs the first key element with credentials and parses JSON", async () => {
    const fetchMock = fakeFetch(new Response(JSON.stringify({ id: 7 }), { status: 200 }));
    const result = await getQueryFn({ on401: "throw" })(context("/api/v1/users/me"));
    expect(result).toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/users/me", { credentials: "include" });
  });

  it("throws `status: body` for a non-OK response", async () => {
    fakeFetch(new Response("Board not found", { status: 404 }));
    await expect(getQueryFn({ on401: "throw" })(context("/x"))).rejects.toThrow(
      "404: Board not found",
    );
  });

  it("uses the status text when the body is empty", async () => {
    await expect(
      throwIfResNotOk(new Response("", { status: 503, statusText: "Service Unavailable" })),
    ).rejects.toThrow("503: Service Unavailable");
  });

  it("throws on 401 when so configured, and yields null when configured to", async () => {
    fakeFetch(new Response("Unauthorized", { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })(context("/me"))).rejects.toThrow(
      "401: Unauthorized",
    );
    fakeFetch(new Response("Unauthorized", { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })(context("/me"))).resolves.toBeNull();
  });

  it("is what the client runs for a query with no function of its own", async () => {
    fakeFetch(new Response(JSON.stringify([1, 2]), { status: 200 }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ["/api/v1/projects"] })).resolves.toEqual([1, 2]);
  });
});
