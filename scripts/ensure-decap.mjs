// Decap CMS's published bundle (the package's dist/: decap-cms.js and the chunks and files
// it loads), unpacked once into node_modules/.cache from the registry's tarball, checked
// against the pinned sha512. The editor serves only this bundle, which holds all of Decap:
// installing the package brought 581 source packages along, 40% of the install's
// packages and a quarter of its CPU (docs/decisions/024, "The bundle alone").
// `npm run edit` (scripts/edit.mjs) calls it before it starts; `node scripts/ensure-decap.mjs`
// does it alone.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isMain } from "../pipeline/is-main.mjs";

/** The Decap CMS release the editor runs, and its tarball's sha512 as the registry lists it. */
export const DECAP = {
  version: "3.16.3",
  integrity:
    "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==",
};

const repo = fileURLToPath(new URL("..", import.meta.url));

/** Where the bundle's files are, once `ensureDecapBundle` has run. */
export const decapBundleDir = path.join(repo, "node_modules/.cache", `decap-cms-${DECAP.version}`);

/** Whether `dir` holds an unpacked bundle. */
const hasBundle = (dir) => existsSync(path.join(dir, "decap-cms.js"));

/** The tarball's integrity string, as npm writes it: `sha512-<base64>`. */
export const integrityOf = (bytes) =>
  `sha512-${createHash("sha512").update(bytes).digest("base64")}`;

/**
 * Makes sure `dir` holds the pinned release's dist/ (source maps left out): takes the tarball
 * with `npm pack` (npm's cache first, then the registry), refuses one whose sha512 is not the
 * pinned one, and unpacks it beside the folder before moving it in, so an interrupted run
 * leaves nothing half-written.
 */
export function ensureDecapBundle({ pin = DECAP, dir = decapBundleDir, log = console.log } = {}) {
  if (hasBundle(dir)) return dir;
  log(`Fetching Decap CMS ${pin.version}'s bundle (npm pack)...`);
  const parent = path.dirname(dir);
  mkdirSync(parent, { recursive: true });
  const work = mkdtempSync(path.join(parent, "decap-cms-"));
  try {
    const [packed] = JSON.parse(
      execFileSync(
        "npm",
        ["pack", `decap-cms@${pin.version}`, "--json", "--pack-destination", work],
        { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
      ),
    );
    const tarball = path.join(work, packed.filename);
    const integrity = integrityOf(readFileSync(tarball));
    if (integrity !== pin.integrity)
      throw new Error(
        `decap-cms ${pin.version}'s tarball has sha512 ${integrity}, not the pinned ${pin.integrity}`,
      );
    execFileSync("tar", ["-xzf", tarball, "-C", work, "--exclude=*.map", "package/dist"]);
    // Another start may have finished first: its folder stays, and may be in use.
    if (hasBundle(dir)) return dir;
    rmSync(dir, { recursive: true, force: true });
    renameSync(path.join(work, "package/dist"), dir);
    return dir;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** `ensureDecapBundle` for a command: a failure is a sentence and exit status 1. */
export function ensureDecapBundleOrExit() {
  try {
    return ensureDecapBundle();
  } catch (error) {
    console.error(
      `Could not get Decap CMS's bundle: ${error.message}\nCheck that the npm registry is reachable.`,
    );
    process.exit(1);
  }
}

if (isMain(import.meta.url)) console.log(`Decap CMS's bundle: ${ensureDecapBundleOrExit()}`);
