// Installs the locked dependencies when node_modules is missing or older than
// package-lock.json, so `npm start` and `npm test` work on a fresh clone.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const lock = readFileSync("package-lock.json");
const wanted = createHash("sha256").update(lock).digest("hex");
const stamp = "node_modules/.lock-hash";

if (existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) process.exit(0);

console.log("Installing dependencies from package-lock.json (npm ci)...");
const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { stdio: "inherit" });
if (result.status !== 0) {
  console.error("npm ci failed: see the output above. Check that the npm registry is reachable.");
  process.exit(result.status ?? 1);
}
writeFileSync(stamp, wanted);
