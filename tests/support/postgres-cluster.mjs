import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A throwaway PostgreSQL server for the tests: Debian's binaries, a cluster in a
 * temporary folder, reachable only through a Unix socket in that folder (no TCP port),
 * removed by `stop()`. As root it runs as the `postgres` user, as PostgreSQL requires.
 * Resolves to undefined when no PostgreSQL server is installed.
 */
export function startPostgresCluster() {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const root = mkdtempSync(path.join(os.tmpdir(), "site-pg-"));
  const dataDir = path.join(root, "data");
  const asUser = ownerForCluster(root);
  const run = (command, args) => {
    const result = spawnSync(path.join(bin, command), args, {
      encoding: "utf8",
      ...asUser,
      env: { ...process.env, LC_ALL: "C.UTF-8" },
    });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error}`);
  };
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(root, "server.log"),
    "-w",
    "-t",
    "120",
    "-o",
    `-k ${root} -c listen_addresses='' -c fsync=off -c max_connections=200`,
    "start",
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", stop);
    for (const signal of STOPPING_SIGNALS) process.off(signal, onSignal);
    try {
      run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  // A process that dies of an uncaught error skips its own finally blocks, and one stopped
  // by a signal runs no code at all: either would leave the server running and its folder
  // behind (a fleet check's crash once did). "exit" runs synchronous code, as pg_ctl is here.
  const onSignal = (signal) => {
    stop();
    // Alone, this listener stood in for the signal's default: end the process as it would have.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.on("exit", stop);
  for (const signal of STOPPING_SIGNALS) process.once(signal, onSignal);
  return {
    /** A connection string for database `name` of this cluster. */
    url: (name = "postgres") =>
      `postgresql://postgres@localhost/${name}?host=${encodeURIComponent(root)}`,
    stop,
  };
}

const STOPPING_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];

export function findPostgresBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian))
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(debian, version, "bin"));
  return candidates.find((bin) => existsSync(path.join(bin, "initdb")));
}

function ownerForCluster(root) {
  if (process.getuid?.() !== 0) return {};
  const passwd = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const group = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  const uid = Number(passwd.stdout);
  const gid = Number(group.stdout);
  if (!uid) throw new Error("Running as root, PostgreSQL needs the `postgres` user: none found.");
  chownSync(root, uid, gid);
  chmodSync(root, 0o700);
  return { uid, gid };
}
