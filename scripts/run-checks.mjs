// `npm test`: every check, in order, stopping at the first failure. Each step is a
// package script, so any one can be run alone (npm run lint, npm run test:e2e, ...).
// At the end (pass or fail) it prints each step's time and the ten slowest tests.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { slowestReport, TIMINGS_DIR } from "./slowest-tests.mjs";

const steps = [
  ["lint and format", "lint"],
  ["type check", "typecheck"],
  ["unit tests", "test:unit"],
  ["production build", "build"],
  ["built pages, in Node: status, headers, CSP hashes, SEO tags, one h1, links", "test:built-site"],
  ["browser tests (e2e, accessibility, console and no-JavaScript)", "test:e2e"],
  ["budgets: bytes, fonts, dead links, Lighthouse", "test:budgets"],
];

// Timings of an earlier run must not pass for this one's.
rmSync(TIMINGS_DIR, { recursive: true, force: true });

const times = [];
function summary() {
  console.log("\nstep times:");
  for (const [name, seconds] of times) console.log(`${seconds.padStart(8)}s  ${name}`);
  const slowest = slowestReport();
  if (slowest.length > 0) console.log(`\n${slowest.join("\n")}`);
}

let passed = 0;
for (const [name, script] of steps) {
  console.log(`\n=== ${name}: npm run ${script}`);
  const started = Date.now();
  const result = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  times.push([`${name} (npm run ${script})`, seconds]);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s (npm run ${script}).`);
    summary();
    console.log(`checks: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✓ ${name} (${seconds}s)`);
}
summary();
console.log(`\nchecks: ${passed} passed, 0 failed`);
