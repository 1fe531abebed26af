// @vitest-environment node

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  bundlePageLoader,
  findManifest,
  findVitalsReporter,
  hydrateOnIntent,
  publicManifests,
  REPORTER_EXPORT,
  sharedPreloads,
  writePageLoader,
} from "./hydrate-on-intent.mjs";

// The shape React Router 7 prerenders: modulepreload links in <head>, a bootstrap module.
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-2.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-5.js");</script></body></html>`;

// The loader's behaviour is app/lib/page-loader's, unit-tested there; this step bundles it
// as a module of the build's assets and hands it the page's rewritten bootstrap.
const loaderUrl = "/assets/page-loader-Ab1.js";
const regionsLoaderUrl = "/assets/page-loader-regions-Cd2.js";
const moduleScript = (html) => html.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1];
const inline = (html, file, options = {}) =>
  moduleScript(hydrateOnIntent(html, file, { loaderUrl, ...options }));

/** A bundled loader's exports, read as a browser would import it. */
async function importBundle(source) {
  const url = `data:text/javascript;base64,${Buffer.from(source).toString("base64")}`;
  return import(url);
}

describe("bundlePageLoader", () => {
  it("bundles app/lib/page-loader into one module that exports startPage and imports nothing", async () => {
    const source = await bundlePageLoader();
    // No static import (the metrics reporter's is dynamic, after idle).
    expect(source).not.toMatch(/\bimport\s*[{*"`]/);
    const loader = await importBundle(source);
    expect(typeof loader.startPage).toBe("function");
    expect(loader.holdRegions).toBeUndefined();
  });

  it("bundles holdRegions apart, for a page with a held region to add to it", async () => {
    const regions = await importBundle(await bundlePageLoader("regions"));
    expect(typeof regions.holdRegions).toBe("function");
    expect(regions.startPage).toBeUndefined();
  });
});

describe("writePageLoader", () => {
  it("writes the loader with what public pages share under a name that changes with it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "page-loader-"));
    try {
      const shared = { preloads: ["/assets/framework-1.js"], vitalsReporter: "/assets/v-1.js" };
      const url = await writePageLoader(dir, "plain", shared);
      expect(url).toMatch(/^\/assets\/page-loader-[\w-]{8}\.js$/);
      const loader = await importBundle(readFileSync(path.join(dir, path.basename(url)), "utf8"));
      expect(loader.publicPage).toEqual(shared);
      const other = await writePageLoader(dir, "plain", { ...shared, vitalsReporter: "/v-2.js" });
      expect(other).not.toBe(url);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("sharedPreloads", () => {
  it("names the modules every page preloads, in the first page's order", () => {
    const pageWith = (...hrefs) =>
      hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("");
    expect(
      sharedPreloads([
        pageWith("/a.js", "/b.js", "/c.js"),
        pageWith("/c.js", "/a.js"),
        "<p>no scripts</p>",
      ]),
    ).toEqual(["/a.js", "/c.js"]);
    expect(sharedPreloads([])).toEqual([]);
  });
});

describe("hydrateOnIntent", () => {
  it("gives a page with a held region the loader that holds its presses, and only that page", () => {
    const board = page.replace(
      "<main>Hello</main>",
      '<main><fieldset data-hydrate-region="" disabled=""></fieldset></main>',
    );
    const options = { regionsLoaderUrl };
    const boardHtml = hydrateOnIntent(board, "demo-projects/index.html", { loaderUrl, ...options });
    const script = moduleScript(boardHtml);
    expect(script).toContain(
      `import { startPage } from "${loaderUrl}";\nimport { holdRegions } from "${regionsLoaderUrl}";`,
    );
    expect(script).toContain("\nholdRegions,\n");
    expect(() => hydrateOnIntent(board, "demo-projects/index.html", { loaderUrl })).toThrow(
      "demo-projects/index.html: a held region, and no loader part to hold it",
    );
    const other = inline(page, "index.html", options);
    expect(other).toContain(`import { startPage } from "${loaderUrl}";`);
    expect(other).not.toContain("holdRegions");
  });

  it("starts the loader where React Router's script was, and hands it the bootstrap's imports", () => {
    const html = hydrateOnIntent(page, "index.html", { loaderUrl });
    // No preload link: with JavaScript off the browser would fetch the module and refuse it.
    expect(html).not.toContain('rel="modulepreload"');
    // Hydration expects a script element where React Router rendered one.
    expect(html).toMatch(
      /<\/script><script type="module">import \{ startPage \}[^<]*<\/script><\/body>/,
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(moduleScript(html)).toBe(
      [
        `import { startPage } from "${loaderUrl}";`,
        "startPage({",
        'preloads: ["/assets/manifest-1.js","/assets/framework-2.js"],',
        "load: async (nextTask) => {",
        "await nextTask();",
        'await import("/assets/manifest-1.js");',
        "await nextTask();",
        'const route0 = await import("/assets/root-3.js");',
        "await nextTask();",
        'const route1 = await import("/assets/home-4.js");',
        'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
        "await nextTask();",
        'performance.mark("flowboard:hydrate-start");',
        'import("/assets/entry.client-5.js");',
        "},",
        "});",
      ].join("\n"),
    );
  });

  it("will not write a page without the loader to start it", () => {
    expect(() => hydrateOnIntent(page, "index.html")).toThrow(/no page loader to start it/);
  });

  it("keeps a route whose clientLoader React Router split into a chunk of its own", () => {
    const split = page.replace(
      'import * as route1 from "/assets/home-4.js";',
      'import * as route1_clientLoader from "/assets/post-6.js";\nimport * as route1_main from "/assets/post-main-7.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
    );
    const loader = inline(split, "post.html");
    expect(loader).toContain(
      [
        'const route1_clientLoader = await import("/assets/post-6.js");',
        // Each module is evaluated in a task of its own (main's loader, decision 008).
        "await nextTask();",
        'const route1_main = await import("/assets/post-main-7.js");',
        "const route1 = {...route1_clientLoader,...route1_main};",
      ].join("\n"),
    );
  });

  it("loads the fallback of routes that are not prerendered at once, other pages on intent", () => {
    expect(inline(page, "__spa-fallback.html")).toContain("\nliveOnArrival: true,\n");
    expect(inline(page, "admin/__spa-fallback.html")).toContain("\nliveOnArrival: true,\n");
    expect(inline(page, "index.html")).not.toContain("liveOnArrival");
  });

  it("gives public pages what they share from the loader's module, never the team's pages", () => {
    const publicOptions = {
      preloads: ["/assets/framework-2.js"],
      vitalsReporter: "/assets/vitals-reporter-x1.js",
    };
    const options = { publicOptions };
    const pricing = inline(page, "pricing.html", options);
    expect(pricing).toContain(`import { startPage, publicPage } from "${loaderUrl}";`);
    expect(pricing).toContain(
      '\n...publicPage,\npreloads: publicPage.preloads.concat(["/assets/manifest-1.js"]),\n',
    );
    for (const team of ["admin/login.html", "__spa-fallback.html"]) {
      const script = inline(page, team, options);
      expect(script).not.toContain("publicPage");
      expect(script).toContain('preloads: ["/assets/manifest-1.js","/assets/framework-2.js"],');
    }
    // A public page that does not preload what the others share is a build this step misread.
    const lean = page.replace('<link rel="modulepreload" href="/assets/framework-2.js"/>', "");
    expect(() => hydrateOnIntent(lean, "about.html", { loaderUrl, publicOptions })).toThrow(
      "about.html: does not preload every module the public pages share",
    );
  });

  it("finds exactly one reporter chunk and knows the export it calls", () => {
    expect(findVitalsReporter("assets", ["a.js", "vitals-reporter-Ab_1.js"])).toBe(
      "/assets/vitals-reporter-Ab_1.js",
    );
    expect(() => findVitalsReporter("assets", ["a.js"])).toThrow(/found 0/);
    expect(REPORTER_EXPORT.test("…;export{G as startReporting,q as x};")).toBe(true);
    expect(REPORTER_EXPORT.test("…;export{G as reportVitals};")).toBe(false);
  });

  it("leaves a page without scripts alone", () => {
    const plain = "<html><head></head><body><p>Static</p></body></html>";
    expect(hydrateOnIntent(plain)).toBe(plain);
  });

  it("fails on a bootstrap statement it does not know, rather than half-rewrite it", () => {
    const changed = page.replace("import(", "window.somethingNew();\nimport(");
    expect(() => hydrateOnIntent(changed, "index.html", { loaderUrl })).toThrow(
      "index.html: unknown statement in the bootstrap script: window.somethingNew();",
    );
  });

  it("gives public pages their language's route manifest, without the admin's routes", () => {
    const manifest = {
      entry: { module: "/assets/entry.client-a.js", imports: [], css: [] },
      routes: {
        root: { id: "root", path: "", module: "/assets/root-a.js" },
        "routes/home": { id: "routes/home", parentId: "root", index: true },
        "routes/pricing": { id: "routes/pricing", parentId: "root", path: "pricing" },
        "de:/": { id: "de:/", parentId: "root", path: "de" },
        "de:/pricing": { id: "de:/pricing", parentId: "root", path: "de/pricing" },
        "ja:/pricing": { id: "ja:/pricing", parentId: "root", path: "ja/pricing" },
        "routes/blog-post": {
          id: "routes/blog-post",
          parentId: "root",
          path: "resources/blog/:slug",
        },
        "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
        "routes/admin/admin-layout": { id: "routes/admin/admin-layout", path: "admin" },
        "routes/admin/admin-leads": { id: "routes/admin/admin-leads", index: true },
      },
      url: "/assets/manifest-a.js",
      version: "a",
    };
    const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    const manifests = publicManifests(source);
    const read = (code) => JSON.parse(manifests[code].replace(/^[^{]*/, "").replace(/;$/, ""));
    expect(Object.keys(manifests)).toEqual(["en", "de", "ja", "he"]);
    expect(Object.keys(read("en").routes)).toEqual([
      "root",
      "routes/home",
      "routes/pricing",
      "routes/blog-post",
      "routes/not-found",
    ]);
    expect(Object.keys(read("de").routes)).toEqual([
      "root",
      "de:/",
      "de:/pricing",
      "routes/not-found",
    ]);
    expect(Object.keys(read("he").routes)).toEqual(["root", "routes/not-found"]);
    expect(read("ja").entry).toEqual(manifest.entry);
    expect(read("ja").version).toBe("a");
    expect(manifests.en.startsWith("window.__reactRouterManifest={")).toBe(true);
    // A manifest without admin routes, or in another shape, fails the build.
    const noAdmin = { ...manifest, routes: { root: manifest.routes.root } };
    expect(() =>
      publicManifests(`window.__reactRouterManifest=${JSON.stringify(noAdmin)};`),
    ).toThrow(/no routes\/admin\//);
    expect(() => publicManifests("export default {};")).toThrow(/not the one assignment/);
    expect(findManifest("assets", ["manifest-Ab1.js", "public-manifest-x.js"])).toBe(
      "/assets/manifest-Ab1.js",
    );
    expect(() => findManifest("assets", ["a.js"])).toThrow(/found 0/);
  });
});
