// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeFixtureBuild } from "../../tests/support/fixture-build.mjs";
import { startServerProcess } from "../../tests/support/server-process.mjs";
import { openDatabase } from "../db/database.mjs";
import { findRelease, insertPublish } from "./store.mjs";

// kill -9 of the server while a publish builds (the real `npm run build`, stopped a few
// seconds in): the live release is the one served after the restart, the publish shows as
// failed with its commit, and the build the dead server started does not run on.
vi.setConfig({ testTimeout: 180_000 });

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const head = execFileSync("git", ["-C", repoRoot, "rev-parse", "HEAD"], {
  encoding: "utf8",
}).trim();

let fixture;
let dataDir;
const started = [];
beforeAll(async () => {
  fixture = await makeFixtureBuild();
  dataDir = mkdtempSync(path.join(tmpdir(), "flowboard-release-crash-"));
});
afterAll(async () => {
  for (const server of started) server.child.kill("SIGKILL");
  await fixture?.cleanup();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Reads the release through the running server (it owns the database's files). */
async function withDatabase(use) {
  const database = await openDatabase({ url: "", dataDir });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

describe("a publish under kill -9", () => {
  it("leaves the live release serving, and shows the publish as failed with its commit", async () => {
    const first = await startServerProcess({ buildDir: fixture.buildDir, dataDir });
    started.push(first);
    const home = async (port) => {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      return { status: response.status, body: await response.text() };
    };
    const before = await home(first.port);
    expect(before.status).toBe(200);

    const queued = await withDatabase((db) =>
      insertPublish(db, { commit: head, by: "publisher@flowboard.example", source: repoRoot }),
    );
    // The check passes and the build starts, with its process group on record.
    const building = await vi.waitFor(
      async () => {
        const row = await withDatabase((db) => findRelease(db, queued.id));
        expect(row.state).toBe("building");
        expect(row.worker_pid).toBeGreaterThan(0);
        return row;
      },
      { timeout: 120_000, interval: 250 },
    );
    // Visitors are served the live release meanwhile.
    expect(await home(first.port)).toEqual(before);

    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    expect(groupAlive(building.worker_pid)).toBe(true);

    const second = await startServerProcess({ buildDir: fixture.buildDir, dataDir });
    started.push(second);
    expect(await home(second.port)).toEqual(before);
    const after = await withDatabase((db) => findRelease(db, queued.id));
    expect(after.state).toBe("failed");
    expect(after.error).toMatch(/stopped while this publish was building/);
    expect(after.commit_id).toBe(head);
    // The build the dead server started was stopped, and its checkout removed.
    await vi.waitFor(() => expect(groupAlive(building.worker_pid)).toBe(false), {
      timeout: 10_000,
    });
    expect(readdirSync(path.join(dataDir, "releases", ".work"))).toEqual([]);
    expect(existsSync(path.join(dataDir, "releases", String(queued.id)))).toBe(false);

    second.child.kill("SIGTERM");
    await second.exited;
  });
});
