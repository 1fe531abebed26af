// Runs a command as if on a slower host of the same class: the command and everything it
// starts share a CPU quota of (cores / slower) through a Linux cgroup, so `npm test` can be
// timed as on a machine two or three times slower without finding one.
//
//   node scripts/slow-host.mjs --slower=2.7 -- npm test
//
// What it emulates is the total CPU time a slower host would have; a single busy thread may
// still run at up to (cores / slower) of a core per period, which a truly slower core would
// not, so a one-thread burst reads faster than on such a host. Needs root and the cgroup
// `cpu` controller (v1, or v2 with `cpu` enabled). Prints the wall time at the end and exits
// with the command's status.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { isMain } from "../pipeline/is-main.mjs";

/** A short period keeps the quota smooth: a 100 ms period lets a burst run, then stalls it. */
export const PERIOD_US = 10_000;

/** `--slower=N -- command...` → { slower, command }. */
export function parseArguments(argv) {
  const separator = argv.indexOf("--");
  const options = separator === -1 ? argv : argv.slice(0, separator);
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  const slowerOption = options.find((option) => option.startsWith("--slower="));
  const slower = slowerOption ? Number(slowerOption.slice("--slower=".length)) : 2;
  if (!Number.isFinite(slower) || slower < 1)
    throw new Error(`--slower must be a number of at least 1 (got ${slowerOption})`);
  if (command.length === 0)
    throw new Error("Name the command after --: node scripts/slow-host.mjs --slower=2 -- npm test");
  return { slower, command };
}

/** The quota, in microseconds per period, that leaves `cores / slower` cores' worth of CPU. */
export function quotaFor(cores, slower, period = PERIOD_US) {
  return Math.round((period * cores) / slower);
}

/** Where to make the group, and how to write its limit, for the cgroup layout of this host. */
function cgroupLayout(name) {
  const v1 = "/sys/fs/cgroup/cpu";
  if (existsSync(path.join(v1, "cpu.cfs_quota_us"))) {
    const dir = path.join(v1, name);
    return {
      dir,
      limit: (quota) => {
        writeFileSync(path.join(dir, "cpu.cfs_period_us"), String(PERIOD_US));
        writeFileSync(path.join(dir, "cpu.cfs_quota_us"), String(quota));
      },
    };
  }
  const v2 = "/sys/fs/cgroup";
  const controllers = path.join(v2, "cgroup.controllers");
  if (existsSync(controllers) && readFileSync(controllers, "utf8").split(/\s+/).includes("cpu")) {
    const dir = path.join(v2, name);
    return {
      dir,
      limit: (quota) => writeFileSync(path.join(dir, "cpu.max"), `${quota} ${PERIOD_US}`),
    };
  }
  return null;
}

/** Runs the command of `argv` in a CPU-limited group; resolves to the exit status to end with. */
async function main(argv) {
  const { slower, command } = parseArguments(argv);
  const layout = cgroupLayout(`slow-host-${process.pid}`);
  if (!layout) {
    console.error("No cgroup cpu controller here: slow-host needs Linux cgroups (v1 or v2).");
    return 2;
  }
  const cores = availableParallelism();
  const quota = quotaFor(cores, slower);
  try {
    mkdirSync(layout.dir);
    layout.limit(quota);
  } catch (error) {
    console.error(`Could not make a CPU-limited cgroup (${error.code}): run as root.`);
    return 2;
  }
  console.log(
    `slow-host: ${command.join(" ")} with ${(quota / PERIOD_US).toFixed(2)} of ${cores} cores (a host ${slower}x slower)`,
  );
  const started = Date.now();
  // The shell joins the group before it becomes the command, so every process the command
  // starts is in it from its first instruction.
  const child = spawn(
    "/bin/sh",
    ["-c", 'echo $$ > "$0/cgroup.procs" && exec "$@"', layout.dir, ...command],
    { stdio: "inherit" },
  );
  const forward = (signal) => child.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  const code = await new Promise((resolve) =>
    child.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  const minutes = (Date.now() - started) / 60_000;
  console.log(
    `slow-host: exit ${code} after ${Math.floor(minutes)} min ${Math.round((minutes % 1) * 60)} s at ${slower}x slower`,
  );
  try {
    rmdirSync(layout.dir);
  } catch {
    console.error(`slow-host: ${layout.dir} still has processes; remove it once they end.`);
  }
  return code;
}

if (isMain(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
