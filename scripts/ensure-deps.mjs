// Installs the locked dependencies when node_modules is missing or was installed from a
// different package.json / package-lock.json, so `npm start` and `npm test` work on a
// fresh clone (scripts/locked-install.mjs).
import { fileURLToPath } from "node:url";
import { installLocked, isInstalled } from "./locked-install.mjs";

const repo = fileURLToPath(new URL("..", import.meta.url));

if (!isInstalled(repo)) {
  console.log("Installing the locked dependencies (npm install)...");
  const status = installLocked(repo);
  if (status !== 0) {
    console.error(
      "Installing dependencies failed: see the output above. Check that the npm registry is reachable.",
    );
    process.exit(status);
  }
}
