// `npm test`: every check, in order, stopping at the first failure. Each step is a
// package script, so any one can be run alone (npm run lint, npm run test:e2e, ...).
import { spawnSync } from "node:child_process";

const steps = [
  ["lint and format", "lint"],
  ["type check", "typecheck"],
  ["unit tests", "test:unit"],
  ["production build", "build"],
  ["browser tests (e2e, accessibility, console and no-JavaScript)", "test:e2e"],
  ["budgets: bytes, fonts, dead links, Lighthouse", "test:budgets"],
];

let passed = 0;
for (const [name, script] of steps) {
  console.log(`\n=== ${name}: npm run ${script}`);
  const started = Date.now();
  const result = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s (npm run ${script}).`);
    console.log(`checks: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log(`\nchecks: ${passed} passed, 0 failed`);
