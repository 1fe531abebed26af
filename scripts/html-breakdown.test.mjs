import { describe, expect, it } from "vitest";
import { breakdown } from "./html-breakdown.mjs";

// Words a compressor cannot fold away: a fixed pseudo-random sequence.
const words = (n, seed = 7) =>
  Array.from({ length: n }, (_, i) =>
    ((seed * (i + 1) * 2654435761) % 4294967296).toString(36),
  ).join(" ");
const page = `<!doctype html><html><head><title>T</title></head><body><header class="sticky top-0"><a href="/">Home</a></header><main id="main"><p class="text-lg">${words(400)}</p></main><footer class="border-t">© Flowboard</footer><script>window.__reactRouterContext.streamController.enqueue("${words(300, 13)}");</script></body></html>`;

describe("html breakdown", () => {
  it("finds each part of a page and counts what the page's brotli size falls by without it", () => {
    const { raw, brotli, rows } = breakdown(page);
    const row = (name) => rows.find((r) => r.name.startsWith(name));
    expect(raw).toBe(Buffer.byteLength(page));
    expect(brotli).toBeLessThan(raw);
    expect(row("route data")).toMatchObject({ count: 1 });
    expect(row("route data").brotliSaved).toBeGreaterThan(500);
    expect(row("<main>").count).toBe(1);
    expect(row("class attributes").count).toBe(3);
    expect(row("inline <svg>")).toMatchObject({ count: 0, raw: 0, brotliSaved: 0 });
  });
});
