// The browser tests' server keeps its database in a throwaway folder, so tests can read
// back what a form stored (openDatabase({ dataDir }) reaches the running server through its
// relay). playwright.config.ts makes the folder once, in the main process, and passes its
// path to the workers (and the server) in E2E_DATA_DIR; the global teardown removes it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export function e2eDataDir() {
  process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "flowboard-e2e-data-"));
  return process.env.E2E_DATA_DIR;
}

export default function removeE2eDataDir() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
