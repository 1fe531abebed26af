// The production server as a child process (server/index.mjs) on a build and a data folder
// of the test's choosing: for tests that kill it, restart it, or reach it from outside.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const entry = fileURLToPath(new URL("../../server/index.mjs", import.meta.url));

/**
 * Starts the server and resolves once it says it is ready: `{ port, child, exited }`
 * (`exited` resolves to the exit code or signal). Rejects if it exits first. `serverEntry`:
 * another checkout's server/index.mjs (an older commit's, beside its own build).
 */
export function startServerProcess({
  buildDir,
  dataDir,
  env = {},
  readyTimeoutMs = 60_000,
  serverEntry = entry,
}) {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? code)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The server did not start in ${readyTimeoutMs} ms:\n${output}`));
    }, readyTimeoutMs);
    const onData = (chunk) => {
      output += chunk;
      const ready = /Site ready on http:\/\/[^:]+:(\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ port: Number(ready[1]), child, exited, output: () => output });
      }
    };
    child.stdout.setEncoding("utf8").on("data", onData);
    child.stderr.setEncoding("utf8").on("data", (chunk) => {
      output += chunk;
    });
    exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${how}) before it was ready:\n${output}`));
    });
  });
}
