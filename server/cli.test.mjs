// @vitest-environment node
// The real CLI (`npm start` runs it) as a child process, over real sockets.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../tests/support/databases.mjs";
import { makeFixtureBuild } from "../tests/support/fixture-build.mjs";
import { request } from "../tests/support/raw-http.mjs";

const cli = fileURLToPath(new URL("./index.mjs", import.meta.url));
const BIG_FILE_BYTES = 48 * 1024 * 1024;

let fixture;
// These tests are about the process (signals, logs, refusals), not its database: with the
// run's PostgreSQL cluster each start skips PGlite's start-up, a few seconds of CPU each
// (34 s for this file's seven starts, 5 s without). `npm start` on PGlite is what the
// browser tests' server runs.
let databaseUrl = "";

beforeAll(async () => {
  // A download big enough to still be in flight while the server is told to stop.
  fixture = await makeFixtureBuild({ extraFiles: { "big.bin": randomBytes(BIG_FILE_BYTES) } });
  const postgresUrl = inject("postgresUrl");
  if (postgresUrl) databaseUrl = await createDatabase(postgresUrl);
});

const dataDirs = [];
afterAll(async () => {
  await fixture?.cleanup();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** Starts the CLI, on a database of its own; resolves once it prints its address. */
function startCli(env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "flowboard-cli-data-"));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, [cli], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      BUILD_DIR: fixture.buildDir,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { stdout: "", stderr: "" };
  child.stdout.on("data", (chunk) => {
    output.stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output.stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = new Promise((resolve, reject) => {
    const check = () => {
      const match = /Site ready on http:\/\/localhost:(\d+)/.exec(output.stdout);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on("data", check);
    exited.then((code) => reject(new Error(`CLI exited (${code}): ${output.stderr}`)));
  });
  // Tests that expect the CLI to refuse to start never wait for it to be ready.
  ready.catch(() => {});
  return { child, output, ready, exited };
}

const within = (promise, ms) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

describe("npm start (server/index.mjs)", () => {
  it("finishes an in-flight download on SIGTERM, drops new connections, then exits 0", async () => {
    const server = startCli({ LOG_LEVEL: "warn" });
    const port = await server.ready;
    let whileDraining;
    const download = new Promise((resolve, reject) => {
      const req = http.get({ host: "127.0.0.1", port, path: "/big.bin", agent: false }, (res) => {
        let received = 0;
        res.on("data", (chunk) => {
          received += chunk.length;
          if (whileDraining) return;
          // Stop reading, so the rest of the body is still on its way when SIGTERM lands.
          res.pause();
          server.child.kill("SIGTERM");
          whileDraining = new Promise((done) => setTimeout(done, 400)).then(async () => {
            const stillRunning = server.child.exitCode === null;
            const newConnection = await request(port, "/healthz").then(
              (response) => `answered ${response.status}`,
              () => "dropped",
            );
            res.resume();
            return { stillRunning, newConnection };
          });
        });
        res.on("end", () => resolve(received));
        res.on("error", reject);
      });
      req.on("error", reject);
    });
    expect(await within(download, 15_000)).toBe(BIG_FILE_BYTES);
    expect(await whileDraining).toEqual({ stillRunning: true, newConnection: "dropped" });
    expect(await within(server.exited, 5_000)).toBe(0);
  }, 60_000);

  it("stops accepting connections and exits 0 on SIGINT", async () => {
    const server = startCli({ LOG_LEVEL: "warn" });
    const port = await server.ready;
    expect((await request(port, "/healthz")).status).toBe(200);
    server.child.kill("SIGINT");
    expect(await within(server.exited, 5_000)).toBe(0);
    const refused = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.on("connect", () => resolve(false));
      socket.on("error", () => resolve(true));
    });
    expect(refused).toBe(true);
  }, 60_000);

  it("writes one structured log line per request at LOG_LEVEL=info, none at warn", async () => {
    const verbose = startCli({ LOG_LEVEL: "info" });
    const port = await verbose.ready;
    await request(port, "/features?from=log-test");
    verbose.child.kill("SIGTERM");
    await verbose.exited;
    const entries = verbose.output.stdout
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line));
    const completed = entries.find(
      (entry) => entry.msg === "request completed" && entry.res?.statusCode === 200,
    );
    expect(completed).toMatchObject({ level: 30, reqId: expect.any(String) });
    expect(entries.some((entry) => entry.req?.url === "/features?from=log-test")).toBe(true);

    const quiet = startCli({ LOG_LEVEL: "warn" });
    await request(await quiet.ready, "/features");
    quiet.child.kill("SIGTERM");
    await quiet.exited;
    expect(quiet.output.stdout.split("\n").filter((line) => line.startsWith("{"))).toEqual([]);
  }, 60_000);

  it("explains a missing build, a busy port and a bad LOG_LEVEL in one line each", async () => {
    const missing = startCli({ BUILD_DIR: path.join(fixture.buildDir, "nowhere") });
    expect(await missing.exited).toBe(1);
    expect(missing.output.stderr.trim()).toMatch(/^No complete build in .*npm run build/);

    const first = startCli({ LOG_LEVEL: "warn" });
    const port = await first.ready;
    const second = startCli({ PORT: String(port), LOG_LEVEL: "warn" });
    expect(await second.exited).toBe(1);
    expect(second.output.stderr.trim()).toBe(
      `Port ${port} on 127.0.0.1 is already in use: stop what is using it, or set PORT to a free port (PORT=3001 npm start).`,
    );
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const badLevel = startCli({ LOG_LEVEL: "loud" });
    expect(await badLevel.exited).toBe(1);
    expect(badLevel.output.stderr).toMatch(/LOG_LEVEL must be one of/);
  }, 60_000);

  it("says to install dependencies when node_modules is missing", async () => {
    // The server's own files, somewhere no node_modules can be found above them.
    const bare = await mkdtemp(path.join(tmpdir(), "server-without-deps-"));
    try {
      await cp(path.dirname(cli), path.join(bare, "server"), { recursive: true });
      const child = spawn(process.execPath, [path.join(bare, "server", "index.mjs")], {
        env: { ...process.env, PORT: "0", BUILD_DIR: fixture.buildDir },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
      });
      const code = await new Promise((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        "The server's dependencies are not installed: run `npm install` (or `npm start`, which installs, builds and serves).",
      );
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  }, 60_000);
});
