// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cachedRender } from "./svg-to-png.mjs";

const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const cacheDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), "social-cache-"));
  folders.push(folder);
  return path.join(folder, "cache");
};
const job = (text) => ({ svg: `<svg><text>${text}</text></svg>`, width: 1200, height: 630 });

/** A renderer that records what it was asked for and answers each SVG's own bytes. */
function recordingRenderer() {
  const asked = [];
  return {
    asked,
    render: async (jobs) => {
      asked.push(jobs.map(({ svg }) => svg));
      return jobs.map(({ svg }) => Buffer.from(`png of ${svg}`));
    },
  };
}

describe("cachedRender", () => {
  it("renders only the pictures it has not rendered before, in the order asked", async () => {
    const dir = cacheDir();
    const renderer = recordingRenderer();
    const first = await cachedRender([job("a"), job("b")], { cacheDir: dir, ...renderer });
    const second = await cachedRender([job("b"), job("new"), job("a")], {
      cacheDir: dir,
      ...renderer,
    });
    expect(renderer.asked).toEqual([
      ["<svg><text>a</text></svg>", "<svg><text>b</text></svg>"],
      ["<svg><text>new</text></svg>"],
    ]);
    expect(first.map(String)).toEqual([
      "png of <svg><text>a</text></svg>",
      "png of <svg><text>b</text></svg>",
    ]);
    expect(second.map(String)).toEqual([
      "png of <svg><text>b</text></svg>",
      "png of <svg><text>new</text></svg>",
      "png of <svg><text>a</text></svg>",
    ]);
    expect(readdirSync(dir)).toHaveLength(3);
  });

  it("starts no renderer when every picture is kept, and renders again for another Chromium or size", async () => {
    const dir = cacheDir();
    const renderer = recordingRenderer();
    await cachedRender([job("a")], { cacheDir: dir, stamp: "chromium 1", ...renderer });
    await cachedRender([job("a")], { cacheDir: dir, stamp: "chromium 1", ...renderer });
    expect(renderer.asked).toHaveLength(1);
    await cachedRender([job("a")], { cacheDir: dir, stamp: "chromium 2", ...renderer });
    await cachedRender([{ ...job("a"), width: 600 }], {
      cacheDir: dir,
      stamp: "chromium 2",
      ...renderer,
    });
    expect(renderer.asked).toHaveLength(3);
  });
});
