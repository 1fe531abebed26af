import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { site } from "./content/site";
import { isLoadedOnDemand, sitePaths } from "./lib/site-paths";
import routes from "./routes";

function pathsOf(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix || "/" : entry.path ? `${prefix}/${entry.path}` : prefix;
    return [...(entry.index || entry.path ? [own] : []), ...pathsOf(entry.children ?? [], own)];
  });
}

describe("route table", () => {
  it("serves exactly the paths listed in site-paths, plus the not-found catch-all", () => {
    const paths = pathsOf(routes);
    expect(paths.filter((p) => p !== "/*").sort()).toEqual([...sitePaths].sort());
    expect(paths).toContain("/*");
  });

  it("treats unknown paths as loaded on demand (the not-found page) and known ones not", () => {
    expect(isLoadedOnDemand("/no-such-page")).toBe(true);
    expect(isLoadedOnDemand("/features")).toBe(false);
    expect(isLoadedOnDemand("/features/")).toBe(false);
    expect(isLoadedOnDemand("/")).toBe(false);
  });

  it("loads the startups solution, demo projects and docs pages on demand (spec 2.1)", () => {
    for (const path of ["/solutions/startups", "/demo-projects", "/docs", "/docs/"])
      expect(isLoadedOnDemand(path)).toBe(true);
    for (const path of ["/use-cases", "/startup", "/solutions/enterprise", "/contact"])
      expect(isLoadedOnDemand(path)).toBe(false);
  });
});

function filesOf(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...filesOf(entry.children ?? [])]);
}

describe("every route's title", () => {
  it("names the brand once and is its own", async () => {
    const titles = new Map<string, string>();
    for (const file of filesOf(routes)) {
      const module = await import(`./${file.replace(/\.tsx$/, "")}.tsx`);
      const tags = module.meta?.({} as never) as { title?: string }[] | undefined;
      const title = tags?.find((tag) => "title" in tag)?.title;
      expect(title, `${file} has a title`).toBeTruthy();
      expect(title?.split(site.name).length, `${file}: "${title}"`).toBe(2);
      titles.set(file, title ?? "");
    }
    expect(new Set(titles.values()).size, [...titles.values()].join(" / ")).toBe(titles.size);
  });
});
