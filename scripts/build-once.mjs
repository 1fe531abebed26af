// One build at a time of something several processes share, such as the editor's preview
// bundle (scripts/edit.mjs): the browser tests start two editors at once, one over a copy of
// the tree whose node_modules links to this one's cache. The lock is a folder made beside
// the build (mkdir is atomic) holding the builder's pid. A process that finds it waits for
// that build and uses it, instead of building its own and putting it in place under the
// other, whose open page would then ask for files that are gone. A lock left by a process
// that has ended is taken over.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pid the lock names, or 0 while its maker has yet to write it. */
function holderOf(lock) {
  try {
    return Number(readFileSync(path.join(lock, "pid"), "utf8"));
  } catch {
    return 0;
  }
}

/** When `folder` was made, or now when it is gone already. */
function madeAt(folder) {
  try {
    return statSync(folder).mtimeMs;
  } catch {
    return Date.now();
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** Waits until this process holds `lock`; `onWait` is called once if another holds it. */
async function takeLock(lock, onWait) {
  mkdirSync(path.dirname(lock), { recursive: true });
  let waited = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, "pid"), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    const holder = holderOf(lock);
    // A lock just made has no pid yet: its maker writes it next (one still without it after
    // ten seconds was left by a process stopped in between).
    const orphaned = holder ? !alive(holder) : Date.now() - madeAt(lock) > 10_000;
    if (orphaned) rmSync(lock, { recursive: true, force: true });
    else {
      if (!waited) onWait?.();
      waited = true;
      await sleep(250);
    }
  }
}

/**
 * Runs `build` when `stale()` says the build in place is out of date, holding `lock` while
 * it does; a process that held the lock before may have built it meanwhile, so `stale()` is
 * asked again once the lock is taken. Resolves true when this call built.
 */
export async function buildOnce({ lock, stale, build, onWait }) {
  if (!stale()) return false;
  await takeLock(lock, onWait);
  try {
    if (!stale()) return false;
    await build();
    return true;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
