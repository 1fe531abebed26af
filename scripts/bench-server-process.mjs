// The production server as a benchmark runs it: a child process on a free port, its log
// written to a file (a benchmark's load would fill a pipe), ready once it says so.
import { spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.mjs";

const entry = fileURLToPath(new URL("../server/index.mjs", import.meta.url));

/**
 * Starts server/index.mjs with `env` over the defaults (info log, loopback), logging to
 * `logFile`; resolves to `{ port, stop }` once it is ready, where `stop` ends it with SIGTERM
 * and resolves to its exit code. `nodeArgs` go before the entry (a CPU profile, say).
 * @param {{ env: Record<string, string>, logFile: string, nodeArgs?: string[] }} options
 */
export async function startBenchServer({ env, logFile, nodeArgs = [] }) {
  const log = openSync(logFile, "w");
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", log, log],
  });
  const started = Date.now();
  while (!readFileSync(logFile, "utf8").includes("Site ready on")) {
    if (child.exitCode !== null) throw new Error(readFileSync(logFile, "utf8"));
    if (Date.now() - started > 60_000) throw new Error("The server did not start in 60 s.");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    port,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
