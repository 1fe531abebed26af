// Makes sure a system Chromium is there: the build renders the articles' social images with
// it (pipeline/svg-to-png.mjs), and the browser tests and Lighthouse drive it. `npm run
// build` runs this first, so `npm start` and `npm test` work on a machine that has none.
// Never downloads a browser build: as root on Debian it installs the distribution's
// `chromium` package.
import { findChromium } from "../pipeline/chromium-path.mjs";
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
