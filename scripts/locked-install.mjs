// Installs a folder's locked dependencies (its package.json and package-lock.json) when they
// are missing or were installed from other versions of those two files: the project's own
// (scripts/ensure-deps.mjs, before `npm start` and `npm test`) and the measuring tools'
// (scripts/measure-tools.mjs, on their first use). Node's own modules only: it runs before
// anything is installed.
//
// `npm install` rather than `npm ci`: the registry mirror this project is built against
// serves only Linux builds of platform-specific optional packages (Biome, Rollup,
// Tailwind's oxide), so the lock file cannot list the other platforms' variants and
// `npm ci` rejects it as out of sync. `npm install` installs exactly the locked versions
// and leaves the lock file untouched.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const fingerprint = (dir) =>
  createHash("sha256")
    .update(readFileSync(path.join(dir, "package.json")))
    .update(readFileSync(path.join(dir, "package-lock.json")))
    .digest("hex");
const stampOf = (dir) => path.join(dir, "node_modules/.install-fingerprint");

/** Whether `dir`'s node_modules was installed from its package files as they are now. */
export function isInstalled(dir) {
  const stamp = stampOf(dir);
  return existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint(dir);
}

/**
 * Runs `npm install` in `dir`, its output shown, and marks the install with the package
 * files' fingerprint when it succeeds. Returns npm's exit status.
 */
export function installLocked(dir) {
  // --prefer-offline: the lock file names every version and its checksum, so a package in
  // npm's cache is taken from it without asking the registry whether it changed (anything
  // missing is still fetched). Into a fresh clone with the cache warm, that is 14.7-15.3 s of
  // npm's own CPU down to 10.6-11.3 (four runs each, /usr/bin/time).
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"], {
    cwd: dir,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status === 0) writeFileSync(stampOf(dir), fingerprint(dir));
  return result.status ?? 1;
}
