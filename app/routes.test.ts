// @vitest-environment node
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { articlePagePaths } from "../pipeline/articles/collection";
import { site } from "./content/site";
import { pathWithoutLocale } from "./lib/locales.js";
import {
  adminPaths,
  localizedPages,
  pages,
  parameterisedRouteOf,
  parameterisedRoutes,
  sitePaths,
} from "./lib/page-table.js";
import {
  parameterisedRouteOf as browserRouteOf,
  isAdminPath,
  isServedPage,
  showsLoadingNotice,
} from "./lib/site-paths";
import routes from "./routes";

function pathsOf(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix || "/" : entry.path ? `${prefix}/${entry.path}` : prefix;
    return [...(entry.index || entry.path ? [own] : []), ...pathsOf(entry.children ?? [], own)];
  });
}

describe("route table", () => {
  it("serves exactly the paths listed in site-paths, plus the not-found catch-all", () => {
    // A page that shows prices takes its currency as an optional last segment.
    const paths = pathsOf(routes).map((path) => path.replace(/\/:currency\?$/, ""));
    expect(
      pathsOf(routes)
        .filter((path) => path.endsWith("/:currency?"))
        .map((path) => path.replace(/\/:currency\?$/, ""))
        .sort(),
    ).toEqual(
      [...pages, ...localizedPages]
        .filter((page) => page.showsPrices)
        .map((page) => page.path)
        .sort(),
    );
    // A layout and its index child share a path (/admin): count each path once.
    expect([...new Set(paths.filter((p) => p !== "/*"))].sort()).toEqual(
      [
        ...sitePaths,
        ...localizedPages.map((page) => page.path),
        ...parameterisedRoutes,
        ...adminPaths,
      ].sort(),
    );
    expect(paths).toContain("/*");
  });

  it("prerenders a page for every article and tag, each under exactly one parameterised route", () => {
    const articlePaths = articlePagePaths(process.cwd());
    expect(articlePaths.length).toBeGreaterThan(0);
    for (const path of articlePaths) {
      expect(parameterisedRouteOf(path), path).toBeDefined();
      expect(sitePaths as readonly string[]).not.toContain(path);
    }
    for (const route of parameterisedRoutes) {
      expect(
        articlePaths.some((path) => parameterisedRouteOf(path) === route),
        route,
      ).toBe(true);
    }
    expect(parameterisedRouteOf("/resources/blog/tags")).toBe("/resources/blog/:slug");
    expect(parameterisedRouteOf("/resources/blog/tags/api")).toBe("/resources/blog/tags/:tag");
    expect(parameterisedRouteOf("/resources/blog/Not_A_Slug")).toBeUndefined();
    expect(parameterisedRouteOf("/resources/templates/x")).toBeUndefined();
    // The browser's copy (from the build's constant) reads the same routes, as English
    // names them: a prefixed path is its English path's.
    for (const path of [...articlePaths, "/resources/blog/Not_A_Slug", "/resources/x/y", "/a"])
      expect(browserRouteOf(path), path).toBe(parameterisedRouteOf(pathWithoutLocale(path)));
  });

  it("says Loading... for unknown paths (the not-found page) and not for known ones", () => {
    expect(showsLoadingNotice("/no-such-page")).toBe(true);
    expect(showsLoadingNotice("/features")).toBe(false);
    expect(showsLoadingNotice("/features/")).toBe(false);
    expect(showsLoadingNotice("/")).toBe(false);
    expect(showsLoadingNotice("/resources/blog/five-automations-to-switch-on-first")).toBe(false);
    expect(showsLoadingNotice("/changelog")).toBe(false);
  });

  // The not-found route reached in the app asks the server for these (not-found.tsx).
  it("knows the pages the server has in every language, the articles and the admin, and no other path", () => {
    for (const path of [
      "/pricing",
      "/de/pricing",
      "/ja/",
      "/he",
      "/resources/blog/five-automations-to-switch-on-first",
      "/de/resources/blog/five-automations-to-switch-on-first",
      "/he/resources/guides/getting-started-with-flowboard",
      "/admin/leads",
    ])
      expect(isServedPage(path), path).toBe(true);
    for (const path of ["/no-such-page", "/de/no-such-page", "/de/resources/x/y", "/fr/pricing"])
      expect(isServedPage(path), path).toBe(false);
  });

  // The pages docs/spec/site-spec.md §2.1 marks as loaded on demand.
  it("says Loading... for the on-demand startups solution, demo projects and docs pages", () => {
    for (const path of ["/solutions/startups", "/demo-projects", "/docs", "/docs/"])
      expect(showsLoadingNotice(path)).toBe(true);
    for (const path of ["/use-cases", "/startup", "/solutions/enterprise", "/contact"])
      expect(showsLoadingNotice(path)).toBe(false);
  });
});

function entriesOf(entries: RouteConfigEntry[], prefix = ""): { file: string; path: string }[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${prefix}/${entry.path}` : prefix || "/";
    return [{ file: entry.file, path: own }, ...entriesOf(entry.children ?? [], own)];
  });
}

// Every prerendered page's title is read from the build (tests/built-site: the brand once,
// no two alike). The admin's pages are drawn in the browser only, so theirs are read here.
describe("the admin's titles", () => {
  it("name the brand once and are each their own", async () => {
    const titles = new Map<string, string>();
    for (const { file, path } of entriesOf(routes).filter(({ path }) => isAdminPath(path))) {
      const module = await import(`./${file.replace(/\.tsx$/, "")}.tsx`);
      const tags = module.meta?.({ params: { id: "1" }, location: { pathname: path } } as never) as
        | { title?: string }[]
        | undefined;
      const title = tags?.find((tag) => "title" in tag)?.title;
      expect(title, `${file} has a title`).toBeTruthy();
      expect(title?.split(site.name).length, `${file}: "${title}"`).toBe(2);
      titles.set(`${file} ${path}`, title ?? "");
    }
    expect(titles.size).toBeGreaterThan(1);
    expect(new Set(titles.values()).size, [...titles.values()].join(" / ")).toBe(titles.size);
  });
});
