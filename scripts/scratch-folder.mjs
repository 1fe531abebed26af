// Where `npm test` and `npm run check` have the tests write their scratch files: a folder
// in memory when the host has one to spare, named to the steps by TMPDIR.
//
// The tests write a great deal they throw away: each PGlite database a test or a server it
// starts opens on disk is a folder of 1,086 files (41 MB) from the suite's template, and the
// editor's test copies the repository. On this host's disk creating those files is the
// cost, not their bytes: `tar` unpacked the template in 1.0 s of system CPU into /tmp and in
// 0.02 s into /dev/shm. The unit step read 118-120 s of CPU with /tmp and 104.5 s with
// /dev/shm (docs/testing.md).
//
// Only a tmpfs with room to spare is used, and a TMPDIR set by whoever runs the checks is
// theirs to keep. Nothing the tests write there is meant to outlive the run.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statfsSync } from "node:fs";
import path from "node:path";
import { isAlive } from "../server/process-alive.mjs";

/** The magic number statfs gives a tmpfs, a file system held in memory. */
export const TMPFS_MAGIC = 0x01021994;
/** Free space a folder in memory must have to be used: the unit step held 691 MB at its peak. */
export const MIN_FREE_BYTES = 2 * 1024 ** 3;
export const MEMORY_ROOT = "/dev/shm";

/**
 * The folder in memory to use as TMPDIR, or why not, as `{ root }` or `{ reason }`.
 * `statfs` is `fs.statfsSync`, passed in by the tests.
 */
export function chooseScratchRoot({
  env = process.env,
  platform = process.platform,
  statfs = statfsSync,
} = {}) {
  if (env.TMPDIR) return { reason: `TMPDIR is set (${env.TMPDIR})` };
  if (platform !== "linux") return { reason: `no ${MEMORY_ROOT} on ${platform}` };
  let stats;
  try {
    stats = statfs(MEMORY_ROOT);
  } catch {
    return { reason: `${MEMORY_ROOT} cannot be read` };
  }
  if (stats.type !== TMPFS_MAGIC) return { reason: `${MEMORY_ROOT} is not held in memory` };
  const free = stats.bavail * stats.bsize;
  if (free < MIN_FREE_BYTES)
    return {
      reason: `${MEMORY_ROOT} has ${(free / 1024 ** 2).toFixed(0)} MB free, under ${MIN_FREE_BYTES / 1024 ** 3} GB`,
    };
  return { root: MEMORY_ROOT };
}

/** A run's folder is named by its process, so a later run can tell a folder left behind. */
const FOLDER = /^flowboard-checks-(\d+)-/;

/**
 * Removes the folders of runs that ended without removing theirs (killed by kill -9, or a
 * machine stopped): each holds memory until the next boot. Returns their names.
 */
export function removeLeftFolders(root, isRunning = isAlive) {
  const left = readdirSync(root).filter((name) => {
    const pid = FOLDER.exec(name)?.[1];
    return pid !== undefined && !isRunning(Number(pid));
  });
  for (const name of left) rmSync(path.join(root, name), { recursive: true, force: true });
  return left;
}

/**
 * Makes this run's scratch folder in memory and names it in `env.TMPDIR` for the steps it
 * starts; removes it when this process ends, by Ctrl+C too. Returns the folder (undefined
 * when there is none) and a line saying where scratch files go.
 */
export function makeScratchFolder(env = process.env) {
  const choice = chooseScratchRoot({ env });
  if (!choice.root)
    return { note: `scratch files: the system's temporary folder (${choice.reason})` };
  removeLeftFolders(choice.root);
  const folder = mkdtempSync(path.join(choice.root, `flowboard-checks-${process.pid}-`));
  // As open as /tmp: the test's PostgreSQL and nginx workers run as users of their own.
  chmodSync(folder, 0o1777);
  env.TMPDIR = folder;
  const remove = () => rmSync(folder, { recursive: true, force: true });
  process.on("exit", remove);
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ])
    process.on(signal, () => process.exit(code));
  return { folder, note: `scratch files: ${folder}, in memory (scripts/scratch-folder.mjs)` };
}
