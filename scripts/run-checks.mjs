// `npm test`: every check, in order, stopping at the first failure. Each step is a
// package script, so any one can be run alone (npm run lint, npm run test:e2e, ...).
// At the end (pass or fail) it prints each step's time and the ten slowest tests.
//
// `npm run check` (--quick): the inner loop, everything that needs no browser: lint, types,
// unit tests and the checks of the built pages in Node, on the existing build, or on a new
// one when there is none or the sources are newer than it.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { clientRoot } from "../server/build-paths.mjs";
import { makeScratchFolder } from "./scratch-folder.mjs";
import { slowestReport, TIMINGS_DIR } from "./slowest-tests.mjs";

/** Folders whose files the build reads. */
const BUILD_SOURCES = [
  "app",
  "content",
  "pipeline",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "openapi.yaml",
];

/** The newest modification time of a file under `entry` (a file or folder), in ms. */
function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  // A test file changes no page.
  if (!stat.isDirectory()) return /\.test\.[cm]?[jt]sx?$/.test(entry) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, name)));
  return latest;
}

/** Why the build must be made again before the built pages are checked, or null. */
function staleBuild(index = path.join(clientRoot, "index.html")) {
  if (!existsSync(index)) return "there is no build";
  const built = statSync(index).mtimeMs;
  const changed = BUILD_SOURCES.find((source) => newest(source) > built);
  return changed ? `${changed} changed since the last build` : null;
}

const quick = process.argv.includes("--quick");
const buildStep = ["production build", "build"];
const quickSteps = [
  ["lint and format", "lint"],
  ["type check", "typecheck"],
  ["unit tests", "test:unit"],
  [
    "built pages, in Node: status, headers, CSP hashes, SEO tags, one h1, links, valid HTML",
    "test:built-site",
  ],
];
if (quick) {
  const why = staleBuild();
  if (why) {
    console.log(`npm run check builds first: ${why}.`);
    quickSteps.splice(3, 0, buildStep);
  }
}

const fullSteps = [
  ["lint and format", "lint"],
  ["type check", "typecheck"],
  ["unit tests", "test:unit"],
  ["production build", "build"],
  [
    "built pages, in Node: status, headers, CSP hashes, SEO tags, one h1, links, valid HTML",
    "test:built-site",
  ],
  ["a fleet: three instances behind nginx, an instance killed, the mail server late", "test:fleet"],
  ["browser tests (e2e, accessibility, console and no-JavaScript)", "test:e2e"],
  ["budgets: bytes and fonts of every page", "test:budgets"],
];
const steps = quick ? quickSteps : fullSteps;

// The steps' scratch files in memory where the host has it to spare (scratch-folder.mjs).
const scratch = makeScratchFolder();
console.log(scratch.note);

/**
 * The unit step's PGlite dump with every migration applied (PGLITE_TEMPLATE,
 * tests/support/pglite-template-setup.mjs), kept in the scratch folder for the steps after
 * it: the browser tests' server then starts its new database from the dump, 2.2 s of CPU
 * against 4.3 s for PGlite's initdb and the migrations. Kept only in a folder this run
 * removes as it ends.
 */
const keptTemplate = scratch.folder && path.join(scratch.folder, "pglite-migrated.tar");
if (keptTemplate) process.env.PGLITE_TEMPLATE_KEEP = keptTemplate;
function passTemplateOn(script) {
  if (script !== "test:unit" || !keptTemplate || !existsSync(keptTemplate)) return;
  delete process.env.PGLITE_TEMPLATE_KEEP;
  process.env.PGLITE_TEMPLATE = keptTemplate;
}

// Timings of an earlier run must not pass for this one's.
rmSync(TIMINGS_DIR, { recursive: true, force: true });

const times = [];
const runStarted = Date.now();
function summary() {
  console.log("\nstep times:");
  for (const [name, seconds] of times) console.log(`${seconds.padStart(8)}s  ${name}`);
  // Steps run beside another overlap: their times add up to more than the run took.
  const wall = ((Date.now() - runStarted) / 1000).toFixed(1);
  console.log(`${wall.padStart(8)}s  all the steps, from the first's start to the last's end`);
  const slowest = slowestReport();
  if (slowest.length > 0) console.log(`\n${slowest.join("\n")}`);
}

/** Runs a step with its output shown as it comes, and records its time. */
function runStep(name, script) {
  console.log(`\n=== ${name}: npm run ${script}`);
  const started = Date.now();
  const child = spawn("npm", ["run", "--silent", script], { stdio: "inherit" });
  return new Promise((resolve) =>
    child.on("close", (status) =>
      resolve({ name, script, ok: status === 0, seconds: (Date.now() - started) / 1000 }),
    ),
  );
}

/** The steps running beside another, stopped if the run stops at a failure or is stopped. */
const besideChildren = new Set();
function stopBeside() {
  for (const child of besideChildren) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // It ended meanwhile.
    }
  }
}
// On any way out: a failure's exit, or a stop (the scratch folder's handlers, and these, exit).
process.on("exit", stopBeside);
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
])
  process.on(signal, () => process.exit(code));
/** Runs a step beside another (BESIDE), its output held until it ends. */
function startStep(name, script) {
  const started = Date.now();
  // At a lower priority than the step it runs beside: it takes the core that step leaves
  // idle, and where the host is bound by CPU that step keeps the cores it would have had.
  const command = ["npm", "run", "--silent", script];
  const [file, ...args] = process.platform === "win32" ? command : ["nice", "-n", "10", ...command];
  // A process group of its own, so that a stop reaches every process the step started.
  const child = spawn(file, args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
  besideChildren.add(child);
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) =>
    child.on("close", (status) => {
      besideChildren.delete(child);
      console.log(`\n=== ${name}: npm run ${script} (ran beside ${BESIDE[script]})\n${output}`);
      resolve({ name, script, ok: status === 0, seconds: (Date.now() - started) / 1000 });
    }),
  );
}

let passed = 0;
function record({ name, script, ok, seconds }) {
  times.push([`${name} (npm run ${script})`, seconds.toFixed(1)]);
  if (!ok) {
    console.error(`\n✗ ${name} failed after ${seconds.toFixed(1)}s (npm run ${script}).`);
    summary();
    console.log(`checks: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✓ ${name} (${seconds.toFixed(1)}s)`);
  passTemplateOn(script);
}

/**
 * Steps that run beside another, at a lower priority, their output held until they end. In
 * the quick loop, lint and the type check run beside the unit tests, which wait on processes
 * and sockets much of their time. In `npm test` the production build runs beside the unit
 * tests (no unit test reads build/: they serve fixture builds of their own), the checks of
 * the built pages beside the fleet, and the budgets beside the browser tests (each reads the
 * finished build, none writes it): on a quiet two-core host the unit step kept a core idle
 * about a third of its time, and the fleet about half of its (docs/decisions/056). The step
 * in front is the one whose processes meet ceilings (the unit tests' 30 s, the fleet's
 * instances under load and a kill), the one beside it batch work. What runs beside a step
 * has passed before any step after it starts, so the built pages are checked on a finished
 * build and the browser tests start after both. (On a host three times slower, bound by
 * CPU, the unit tests with the type check beside them, at the same priority, took 245 s
 * against 210 s for the two in turn.)
 */
const BESIDE = quick
  ? { lint: "test:unit", typecheck: "test:unit" }
  : { build: "test:unit", "test:built-site": "test:fleet", "test:budgets": "test:e2e" };
const besideRuns = [];
for (const [name, script] of steps) {
  if (BESIDE[script]) continue;
  // What ran beside a step is settled before anything that needs it to have passed.
  for (const run of besideRuns.splice(0)) record(await run);
  for (const [otherName, other] of steps)
    if (BESIDE[other] === script) besideRuns.push(startStep(otherName, other));
  record(await runStep(name, script));
}
for (const run of besideRuns) record(await run);
summary();
console.log(`\nchecks: ${passed} passed, 0 failed`);
