// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  bundlePageLoader,
  findManifest,
  findVitalsReporter,
  hydrateOnIntent,
  publicManifests,
  REPORTER_EXPORT,
} from "./hydrate-on-intent.mjs";

// The shape React Router 7 prerenders: modulepreload links in <head>, a bootstrap module.
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-2.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-5.js");</script></body></html>`;

// The inlined loader's behaviour is app/lib/page-loader's, unit-tested there; this step only
// bundles it and hands it the page's rewritten bootstrap.
const loaderSource = "var PageLoader=(function(){return{startPage(){}}})();";
const inline = (html, file, options = {}) =>
  hydrateOnIntent(html, file, { loaderSource, ...options }).match(
    /<script type="module">([\s\S]*)<\/script>/,
  )?.[1];

describe("bundlePageLoader", () => {
  it("bundles app/lib/page-loader into one script that defines PageLoader.startPage", async () => {
    const source = await bundlePageLoader();
    expect(source).toMatch(/^var PageLoader=/);
    expect(source).not.toMatch(/^\s*(import|export)\b/m);
    const scope = new Function(`${source}; return PageLoader;`)();
    expect(typeof scope.startPage).toBe("function");
  });
});

describe("bundlePageLoader for a page with a held region", () => {
  it("adds holdRegions, which every other page's loader leaves out", async () => {
    const [plain, withRegions] = await Promise.all([
      bundlePageLoader(),
      bundlePageLoader("withRegions"),
    ]);
    const scope = new Function(`${withRegions}; return PageLoader;`)();
    expect(typeof scope.holdRegions).toBe("function");
    expect(typeof scope.startPage).toBe("function");
    expect(new Function(`${plain}; return PageLoader;`)().holdRegions).toBeUndefined();
    expect(plain.length).toBeLessThan(withRegions.length);
  });
});

describe("hydrateOnIntent", () => {
  it("gives a page with a held region the loader that holds its presses, and only that page", () => {
    const regionsLoaderSource =
      "var PageLoader=(function(){return{startPage(){},holdRegions(){}}})();";
    const board = page.replace(
      "<main>Hello</main>",
      '<main><fieldset data-hydrate-region="" disabled=""></fieldset></main>',
    );
    const options = { regionsLoaderSource };
    const script = inline(board, "demo-projects/index.html", options);
    expect(script?.startsWith(regionsLoaderSource)).toBe(true);
    expect(script).toContain("holdRegions: PageLoader.holdRegions,");
    const other = inline(page, "index.html", options);
    expect(other?.startsWith(loaderSource)).toBe(true);
    expect(other).not.toContain("holdRegions");
  });

  it("hands the page loader the preloads and the bootstrap's imports, to run on intent", () => {
    const html = hydrateOnIntent(page, "index.html", { loaderSource });
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(inline(page, "index.html")).toBe(
      [
        loaderSource,
        "PageLoader.startPage({",
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
    expect(() => hydrateOnIntent(page, "index.html")).toThrow(/no page loader to inline/);
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

  it("gives public pages the visitor metrics' reporter, never the team's pages", () => {
    const options = { vitalsReporter: "/assets/vitals-reporter-x1.js" };
    expect(inline(page, "pricing.html", options)).toContain(
      '\nvitalsReporter: "/assets/vitals-reporter-x1.js",\n',
    );
    expect(inline(page, "admin/login.html", options)).not.toContain("vitals-reporter");
    expect(inline(page, "__spa-fallback.html", options)).not.toContain("vitals-reporter");
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
    expect(() => hydrateOnIntent(changed, "index.html", { loaderSource })).toThrow(
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
