// The measuring tools (Lighthouse, its Chromium launcher, autocannon) live in a package of
// their own, tools/measure, installed on their first use: the audit, the peer comparison, the
// profiles and the load benchmarks need them; `npm test` and `npm start` do not
// (docs/decisions/031 has what that saves).
//
// `importMeasureTool("lighthouse")` installs them if they are missing or their package files
// changed (scripts/locked-install.mjs), then imports the module from there;
// `node scripts/measure-tools.mjs` installs alone.
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isMain } from "../pipeline/is-main.mjs";
import { installLocked, isInstalled } from "./locked-install.mjs";

/** The tools' package: its package.json and lock file say what is installed, and at which version. */
export const measureToolsDir = fileURLToPath(new URL("../tools/measure/", import.meta.url));
const lock = path.join(measureToolsDir, ".installing");
/** How long a second process waits for another's install before it gives up. */
const INSTALL_WAIT_MS = 10 * 60_000;
/** Set once this process has found the tools installed: later imports skip the check. */
let ready = false;

/** Whether the process named in the lock file still runs (a lock being written counts as held). */
function holderRuns() {
  let pid;
  try {
    pid = Number(readFileSync(lock, "utf8"));
  } catch {
    return false;
  }
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Installs the tools' locked versions unless they are there already. One process installs
 * at a time: a second (the audit's browser workers calibrate at once) waits for the first.
 */
export function ensureMeasureTools({ log = console.log } = {}) {
  if (ready || isInstalled(measureToolsDir)) {
    ready = true;
    return;
  }
  const deadline = Date.now() + INSTALL_WAIT_MS;
  for (;;) {
    try {
      const handle = openSync(lock, "wx");
      writeFileSync(handle, String(process.pid));
      closeSync(handle);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      // A lock whose process has ended (an install stopped by Ctrl+C) is taken over.
      if (!holderRuns()) {
        rmSync(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline)
        throw new Error(
          `another install of the measuring tools holds ${lock}; remove it if none runs`,
        );
      sleep(500);
    }
  }
  try {
    // The process that held the lock may have installed them meanwhile.
    if (!isInstalled(measureToolsDir)) {
      log("Installing the measuring tools (Lighthouse, autocannon) into tools/measure, once...");
      if (installLocked(measureToolsDir) !== 0)
        throw new Error(
          "npm install in tools/measure failed (see above): check that the npm registry is reachable",
        );
    }
    ready = true;
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * A module of the measuring tools, by its specifier ("lighthouse", "autocannon",
 * "lighthouse/core/lib/page-functions.js"), installed first if need be. A file path inside a
 * package is taken as it is, as the project's own imports of it did.
 */
export async function importMeasureTool(specifier) {
  ensureMeasureTools();
  const require = createRequire(path.join(measureToolsDir, "package.json"));
  const { packageName, file } = splitSpecifier(specifier);
  const packageDir = path.dirname(require.resolve(`${packageName}/package.json`));
  const entry = file ? path.join(packageDir, file) : require.resolve(packageName);
  return import(pathToFileURL(entry).href);
}

/** A bare specifier's package name (scoped or not) and the file path inside it, if any. */
export function splitSpecifier(specifier) {
  const parts = specifier.split("/");
  const nameParts = specifier.startsWith("@") ? 2 : 1;
  return {
    packageName: parts.slice(0, nameParts).join("/"),
    file: parts.slice(nameParts).join("/"),
  };
}

if (isMain(import.meta.url)) {
  try {
    ensureMeasureTools();
    console.log(`The measuring tools are installed in ${measureToolsDir}node_modules.`);
  } catch (error) {
    console.error(`Could not install the measuring tools: ${error.message}`);
    process.exit(1);
  }
}
