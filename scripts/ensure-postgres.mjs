// Makes sure Debian's PostgreSQL server is there for the database tests, which run every
// store test on a throwaway cluster as well as on PGlite. As root on Debian it installs the
// distribution's `postgresql` package when no server binaries are found; elsewhere it says
// what to do (or set SKIP_POSTGRES=1 to test on PGlite only).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findPostgresBin } from "../tests/support/postgres-cluster.mjs";

if (process.env.SKIP_POSTGRES === "1" || findPostgresBin()) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || !existsSync("/etc/debian_version")) {
  console.error(
    "No PostgreSQL server found for the database tests. Install your system's PostgreSQL (Debian: apt-get install postgresql), set PG_BIN to its bin folder, or set SKIP_POSTGRES=1 to test on PGlite only.",
  );
  process.exit(1);
}
console.log("Installing Debian's postgresql package for the database tests...");
const run = (args) =>
  spawnSync("apt-get", args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
if (
  run(["update", "-qq"]).status !== 0 ||
  run(["install", "-y", "-qq", "--no-install-recommends", "postgresql"]).status !== 0 ||
  !findPostgresBin()
) {
  console.error("Could not install postgresql with apt-get; install it by hand or set PG_BIN.");
  process.exit(1);
}
