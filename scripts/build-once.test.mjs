import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildOnce } from "./build-once.mjs";

let dir;
let built;
let lock;
let builds;
/** A build that takes a moment and leaves its output, as the preview's does. */
const job = (onWait) => ({
  lock,
  stale: () => !existsSync(built),
  onWait,
  build: async () => {
    builds += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    writeFileSync(built, "bundle");
  },
});

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "build-once-"));
  built = path.join(dir, "preview.js");
  lock = path.join(dir, "preview.lock");
  builds = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("one build at a time of what several editors share (build-once.mjs)", () => {
  it("builds once for two starts at the same moment: the second waits and uses that build", async () => {
    let waited = 0;
    const results = await Promise.all([
      buildOnce(job(() => (waited += 1))),
      buildOnce(job(() => (waited += 1))),
    ]);
    expect(builds).toBe(1);
    expect(results.sort()).toEqual([false, true]);
    expect(waited).toBe(1);
    expect(existsSync(lock)).toBe(false);
  });

  it("builds nothing when the build in place is up to date", async () => {
    writeFileSync(built, "bundle");
    expect(await buildOnce(job())).toBe(false);
    expect(builds).toBe(0);
  });

  it("takes over a lock left by a process that has ended, or by one stopped before naming itself", async () => {
    const ended = spawnSync(process.execPath, ["-e", "process.pid"]).pid;
    mkdirSync(lock);
    writeFileSync(path.join(lock, "pid"), String(ended));
    expect(await buildOnce(job())).toBe(true);

    rmSync(built);
    mkdirSync(lock);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    expect(await buildOnce(job())).toBe(true);
    expect(builds).toBe(2);
  });

  it("lets the lock go when the build fails, for the next start to try again", async () => {
    const failing = { ...job(), build: () => Promise.reject(new Error("the build failed")) };
    await expect(buildOnce(failing)).rejects.toThrow("the build failed");
    expect(existsSync(lock)).toBe(false);
    expect(await buildOnce(job())).toBe(true);
  });
});
