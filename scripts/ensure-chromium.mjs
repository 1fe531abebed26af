// Makes sure a system Chromium is there: the build renders the articles' social images with
// it (pipeline/svg-to-png.mjs), and the browser tests and Lighthouse drive it. `npm run
// build` runs this first, so `npm start` and `npm test` work on a machine that has none.
// Never downloads a browser build: as root on Debian it installs the distribution's
// `chromium` package.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "../pipeline/chromium-path.mjs";

const found = findChromium();
if (found) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || !existsSync("/etc/debian_version")) {
  console.error(
    "No Chromium found. Install your system's Chromium (Debian: apt-get install chromium) or set CHROME_PATH to its binary.",
  );
  process.exit(1);
}

console.log("Installing Debian's chromium package (the build and the browser tests use it)...");
const run = (args) =>
  spawnSync("apt-get", args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
if (
  run(["update", "-qq"]).status !== 0 ||
  run(["install", "-y", "-qq", "chromium"]).status !== 0 ||
  !findChromium()
) {
  console.error("Could not install chromium with apt-get; install it by hand or set CHROME_PATH.");
  process.exit(1);
}
