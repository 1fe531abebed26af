// Makes sure nginx is there for the cluster benchmark and its test (three instances behind
// the generated nginx config). As root on Debian it installs the distribution's `nginx`
// package when none is found, as the Chromium and PostgreSQL steps do; elsewhere it says
// what to do.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findNginx } from "./nginx-harness.mjs";

if (findNginx()) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || !existsSync("/etc/debian_version")) {
  console.error(
    "No nginx found for the cluster test: install your system's nginx (Debian: apt-get install nginx).",
  );
  process.exit(1);
}
console.log("Installing Debian's nginx package for the cluster test...");
const run = (args) =>
  spawnSync("apt-get", args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
if (
  (run(["install", "-y", "-qq", "--no-install-recommends", "nginx"]).status !== 0 &&
    (run(["update", "-qq"]).status !== 0 ||
      run(["install", "-y", "-qq", "--no-install-recommends", "nginx"]).status !== 0)) ||
  !findNginx()
) {
  console.error("Could not install nginx with apt-get; install it by hand.");
  process.exit(1);
}
