import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * The two-person publishing test (tests/publish-e2e, `npm run test:publish-browser`): an
 * editor and a publisher in Chromium against the production server, publishing through the
 * real content check and `npm run build` (docs/decisions/052). Kept out of `npm test`: its
 * publish changes what the shared server serves, and its one real build takes a minute of
 * CPU (several minutes on a busy host). Its own server, database and content repository, on
 * E2E_PORT as the other browser tests.
 */
export default defineConfig({
  ...base,
  testDir: "tests/publish-e2e",
  fullyParallel: false,
  workers: 1,
  reporter: [["list"]],
  // The editor's work, one real build (check and build: a minute of CPU, three to four on a
  // host loaded as this one is), the checks on the site and a rollback.
  timeout: 900_000,
  // An action that cannot happen fails at once rather than at the test's ceiling.
  projects: [{ name: "desktop", use: { ...base.projects?.[0]?.use, actionTimeout: 30_000 } }],
});
