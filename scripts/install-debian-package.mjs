import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** The lock the ensure-* steps take in turn around apt-get. */
const APT_LOCK = "/run/lock/flowboard-apt-get.lock";

/**
 * The ensure-* steps' one way to add a system package: as root on Debian, apt-get installs
 * `name` (after an index update) and `found()` must then hold; anywhere else it prints
 * `otherwise` and exits 1, as it does when the install fails. Never downloads anything but
 * the distribution's own packages.
 * @param {{ name: string, why: string, found: () => unknown, otherwise: string, recommends?: boolean }} options
 */
export function installDebianPackage({ name, why, found, otherwise, recommends = false }) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !existsSync("/etc/debian_version")) {
    console.error(otherwise);
    process.exit(1);
  }
  console.log(`Installing Debian's ${name} package (${why})...`);
  // One apt-get at a time: `npm test` runs some steps beside others (decision 056), and two
  // steps' ensure-* may install at once, where apt-get would fail at once on the other's lock
  // (its DPkg::Lock::Timeout does not cover the package lists' lock of `apt-get update`).
  // util-linux's flock, a required package on Debian, waits for the other to finish.
  const run = (args) =>
    spawnSync("flock", [APT_LOCK, "apt-get", ...args], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  const install = [
    "install",
    "-y",
    "-qq",
    ...(recommends ? [] : ["--no-install-recommends"]),
    name,
  ];
  if (run(["update", "-qq"]).status !== 0 || run(install).status !== 0 || !found()) {
    console.error(`Could not install ${name} with apt-get. ${otherwise}`);
    process.exit(1);
  }
}
