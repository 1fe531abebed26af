import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

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
  const run = (args) =>
    spawnSync("apt-get", args, {
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
