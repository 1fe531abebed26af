// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientRootOf } from "../../server/build-paths.mjs";
import { metaPolicy } from "../../tests/support/deploy-config-readers.mjs";
import { makeFixtureBuild } from "../../tests/support/fixture-build.mjs";
import { finishBuild } from "./index.mjs";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  metaContentSecurityPolicy,
} from "./security-headers.mjs";

let fixture;
const read = (...parts) => readFileSync(path.join(fixture.clientDir, ...parts));

beforeAll(async () => {
  fixture = await makeFixtureBuild();
});

afterAll(async () => {
  await fixture?.cleanup();
});

describe("postbuild", () => {
  it("turns the prerendered not-found page into 404.html and drops the SPA fallback", () => {
    expect(existsSync(path.join(fixture.clientDir, "404"))).toBe(false);
    expect(existsSync(path.join(fixture.clientDir, "__spa-fallback.html"))).toBe(false);
    expect(read("404.html").toString()).toContain("<h1>Page not found</h1>");
  });

  it("gives 404.html its own script policy in a <meta>, right after the charset", () => {
    const html = read("404.html").toString();
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
    );
    expect(metaPolicy(html)).toBe(metaContentSecurityPolicy(inlineScriptHashes(html)));
  });

  it("lists every page but the not-found page in sitemap.xml, named by robots.txt", () => {
    const sitemap = read("sitemap.xml").toString();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toEqual([
      "https://flowboard.example/",
      "https://flowboard.example/features",
      "https://flowboard.example/features/sales-crm",
    ]);
    expect(read("robots.txt").toString()).toContain(
      "Sitemap: https://flowboard.example/sitemap.xml",
    );
  });

  it("records each page's policy from its final HTML, for the server and the deploy files", () => {
    const data = JSON.parse(readFileSync(path.join(fixture.buildDir, "site-headers.json"), "utf8"));
    expect(data.pages.map((page) => page.route)).toEqual(["/", "/features", "/features/sales-crm"]);
    for (const page of [...data.pages, data.notFound]) {
      const html = read(page.file).toString();
      expect(page.contentSecurityPolicy).toBe(contentSecurityPolicy(inlineScriptHashes(html)));
    }
    expect(existsSync(path.join(fixture.clientDir, "_headers"))).toBe(true);
    expect(existsSync(path.join(fixture.buildDir, "nginx.conf"))).toBe(true);
    expect(existsSync(path.join(fixture.clientDir, "nginx.conf"))).toBe(false);
    expect(existsSync(path.join(fixture.clientDir, "site-headers.json"))).toBe(false);
  });

  it("compresses the final files once, keeping only copies smaller than the original", () => {
    for (const name of ["index.html", "404.html", "assets/entry-Xy9.js", "sitemap.xml"]) {
      const original = read(name);
      expect(brotliDecompressSync(read(`${name}.br`)).equals(original), name).toBe(true);
      expect(gunzipSync(read(`${name}.gz`)).equals(original), name).toBe(true);
    }
    expect(existsSync(path.join(fixture.clientDir, "assets/inter-latin-Q1w2.woff2.br"))).toBe(
      false,
    );
  });

  it("stops with a clear message when the not-found page was not prerendered", async () => {
    const buildDir = await mkdtemp(path.join(tmpdir(), "flowboard-broken-"));
    const clientDir = clientRootOf(buildDir);
    try {
      await mkdir(clientDir);
      await writeFile(path.join(clientDir, "index.html"), "<!DOCTYPE html>");
      await expect(finishBuild(buildDir)).rejects.toThrow(/404\/index.html is missing/);
    } finally {
      await rm(buildDir, { recursive: true, force: true });
    }
  });

  it("stops with a clear message when part of a page was left to load in the browser", async () => {
    const buildDir = await mkdtemp(path.join(tmpdir(), "flowboard-pending-"));
    const clientDir = clientRootOf(buildDir);
    try {
      await mkdir(path.join(clientDir, "404"), { recursive: true });
      await mkdir(path.join(clientDir, "pricing"));
      await writeFile(path.join(clientDir, "404", "index.html"), "<!DOCTYPE html>");
      await writeFile(path.join(clientDir, "index.html"), "<!DOCTYPE html><main></main>");
      await writeFile(
        path.join(clientDir, "pricing", "index.html"),
        '<!DOCTYPE html><main><!--$?--><template id="B:0"></template><!--/$--></main>',
      );
      await expect(finishBuild(buildDir)).rejects.toThrow(
        /part of \/pricing was not rendered into the HTML/,
      );
    } finally {
      await rm(buildDir, { recursive: true, force: true });
    }
  });
});
