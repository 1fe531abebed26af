// @vitest-environment node
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFixtureBuild } from "../tests/support/fixture-build.mjs";
import { headerDisagreements } from "../tests/support/header-agreement.mjs";
import { listenLocally, request } from "../tests/support/raw-http.mjs";
import { buildServer } from "./app.mjs";

let fixture;
let app;
let port;
const get = async (urlPath) => {
  const { status, headers } = await request(port, urlPath);
  return { status, headers };
};

beforeAll(async () => {
  fixture = await makeFixtureBuild();
  app = buildServer({ root: fixture.clientDir });
  port = await listenLocally(app);
});

afterAll(async () => {
  await app?.close();
  await fixture?.cleanup();
});

describe("the server, _headers and nginx.conf", () => {
  it("send the same headers for every page, the not-found page, and every file", async () => {
    expect(await headerDisagreements({ buildDir: fixture.buildDir, get })).toEqual([]);
  });

  it("would notice a deploy file that drifted from the server", async () => {
    const conf = path.join(fixture.buildDir, "nginx.conf");
    const original = await readFile(conf, "utf8");
    try {
      await writeFile(conf, original.replace('"no-cache";', '"max-age=600";'));
      const problems = await headerDisagreements({ buildDir: fixture.buildDir, get });
      expect(problems.some((line) => line.includes("Cache-Control (nginx)"))).toBe(true);
    } finally {
      await writeFile(conf, original);
    }
    const headersFile = path.join(fixture.clientDir, "_headers");
    const headers = await readFile(headersFile, "utf8");
    try {
      await writeFile(headersFile, headers.replace("frame-ancestors 'none'", "frame-ancestors *"));
      const problems = await headerDisagreements({ buildDir: fixture.buildDir, get });
      expect(problems.some((line) => line.includes("frame-ancestors *"))).toBe(true);
    } finally {
      await writeFile(headersFile, headers);
    }
  });
});
