// Makes sure a system Chromium is there: the build renders the articles' social images with
// it (pipeline/svg-to-png.mjs), and the timed browser tests and Lighthouse drive it. `npm run
// build` runs this first, so `npm start` and `npm test` work on a machine that has none.
// With --headless-shell (the browser tests' step) it also makes sure of Chromium's headless
// shell, which the untimed browser tests run in. Never downloads a browser build: as root on
// Debian it installs the distribution's `chromium` and `chromium-headless-shell` packages.
import { findChromium, findHeadlessShell } from "../pipeline/chromium-path.mjs";
import { installDebianPackage } from "./install-debian-package.mjs";

if (!findChromium())
  installDebianPackage({
    name: "chromium",
    why: "the build and the browser tests use it",
    found: findChromium,
    recommends: true,
    otherwise:
      "No Chromium found. Install your system's Chromium (Debian: apt-get install chromium) or set CHROME_PATH to its binary.",
  });

if (process.argv.includes("--headless-shell") && !findHeadlessShell())
  installDebianPackage({
    name: "chromium-headless-shell",
    why: "the browser tests run in it",
    found: findHeadlessShell,
    otherwise:
      "No Chromium headless shell found. Install it (Debian: apt-get install chromium-headless-shell) or set CHROME_HEADLESS_SHELL_PATH to its binary.",
  });
