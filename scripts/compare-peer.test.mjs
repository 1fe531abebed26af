import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { absentPages, figuresBehind, groupsTable, parseArguments } from "./compare-peer.mjs";

const figures = (tbtMs, mainThreadMs, lcpMs, cls) => ({ tbtMs, mainThreadMs, lcpMs, cls });

describe("the peer comparison", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "peer-"));
  writeFileSync(path.join(folder, "index.html"), "<!doctype html><title>Peer</title>");
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("takes the peer's built folder, and says what is wrong with a bad one", () => {
    expect(parseArguments([folder])).toEqual({
      peers: [{ name: "peer", folder }],
      routes: ["/", "/pricing", "/about"],
      runs: 3,
      coop: false,
      groups: false,
    });
    expect(parseArguments([folder, "--groups"]).groups).toBe(true);
    expect(parseArguments([folder, "--routes=/", "--runs=1", "--coop"])).toMatchObject({
      routes: ["/"],
      runs: 1,
      coop: true,
    });
    expect(parseArguments([folder, folder]).peers).toEqual([
      { name: path.basename(folder), folder },
      { name: path.basename(folder), folder },
    ]);
    expect(parseArguments([`before=${folder}`, "--routes=every"])).toMatchObject({
      peers: [{ name: "before", folder }],
      routes: "every",
    });
    expect(parseArguments([]).error).toMatch(/Name the peer's built folder/);
    expect(parseArguments([path.join(folder, "nope")]).error).toMatch(/has no index.html/);
    expect(parseArguments([folder, "--runs=0"]).error).toMatch(/--runs/);
  });

  it("serves a build root of this site with its own nginx.conf, a peer's folder without", () => {
    const build = mkdtempSync(path.join(tmpdir(), "build-"));
    mkdirSync(path.join(build, "client"));
    writeFileSync(path.join(build, "client", "index.html"), "<!doctype html><title>Old</title>");
    writeFileSync(path.join(build, "nginx.conf"), "server {}");
    try {
      expect(parseArguments([`before=${build}`, folder]).peers).toEqual([
        {
          name: "before",
          folder: path.join(build, "client"),
          nginxConf: path.join(build, "nginx.conf"),
        },
        { name: path.basename(folder), folder },
      ]);
      rmSync(path.join(build, "nginx.conf"));
      expect(parseArguments([build]).error).toMatch(/or a build root of this site/);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });

  it("gives each site's main thread by Lighthouse's groups, leaving out pages a peer lacks", () => {
    const results = {
      "ours /": { groups: { styleLayout: 410.4, parseHTML: 90 }, elements: 701 },
      "peer /": { groups: { styleLayout: 500, scriptEvaluation: 120.6 }, elements: 900 },
      "ours /docs": { groups: { styleLayout: 300 }, elements: 400 },
    };
    const table = groupsTable(
      ["/", "/docs"],
      [{ name: "ours" }, { name: "peer" }],
      new Set(["peer /docs"]),
      (key) => results[key],
    );
    expect(table.split("\n")).toEqual([
      "| by group, ms | styleLayout | parseHTML | scriptEvaluation | elements |",
      "|---|---:|---:|---:|---:|",
      "| ours / | 410 | 90 | 0 | 701 |",
      "| peer / | 500 | 0 | 121 | 900 |",
      "| ours /docs | 300 | 0 | 0 | 400 |",
    ]);
  });

  it("calls ours ahead only when every figure is lower, CLS lower or both 0", () => {
    expect(figuresBehind(figures(40, 900, 1200, 0), figures(50, 1000, 1700, 0.01))).toEqual([]);
    expect(figuresBehind(figures(40, 900, 1200, 0), figures(50, 1000, 1700, 0))).toEqual([]);
    expect(figuresBehind(figures(71, 971, 1200, 0), figures(0, 1072, 1730, 0.013))).toEqual([
      "TBT ms",
    ]);
    expect(figuresBehind(figures(50, 1000, 1700, 0.02), figures(50, 900, 1200, 0.01))).toEqual([
      "TBT ms",
      "main thread ms",
      "LCP s",
      "CLS",
    ]);
  });

  it("leaves out the routes a peer has no page for, so every page of ours can be measured", async () => {
    const pages = { "http://peer/pricing": 200, "http://peer/careers": 404 };
    const get = async (url) => ({ status: pages[url] ?? 500, body: null });
    const absent = await absentPages(
      [{ name: "peer", origin: "http://peer" }],
      ["/pricing", "/careers", "/x"],
      get,
    );
    expect([...absent]).toEqual(["peer /careers", "peer /x"]);
  });
});
