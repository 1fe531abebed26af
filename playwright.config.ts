import { rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, findChromium } from "./scripts/chromium-path.mjs";

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * The test server's database: a folder of its own per port, emptied when a run starts (the
 * runner loads this file first; its workers inherit E2E_DATA_DIR and leave it alone). Tests
 * read what the server stored through openDatabase({ dataDir }), which reaches the server's
 * PGlite through its relay.
 */
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = path.join(tmpdir(), `flowboard-e2e-data-${port}`);
  rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}

/**
 * Browser tests against the production server in the system Chromium, at a desktop and a
 * phone width. Tests tagged @desktop or @phone run only at that width.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker per core (two on the 2-core machines this runs on): each test drives one
  // Chromium page, and the server and the browser share the same cores.
  workers: Math.max(1, Math.min(4, availableParallelism())),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: chromiumFlags },
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        channel: undefined,
      },
    },
    {
      name: "phone",
      grepInvert: /@desktop/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices["Pixel 7"].userAgent,
      },
    },
  ],
  webServer: {
    command: "node server/index.mjs",
    url: baseURL,
    // Every browser test's page sends its metrics from 127.0.0.1: the per-address beacon
    // cap is lifted.
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: process.env.E2E_DATA_DIR,
      SITE_URL: baseURL,
      // A test fills the contact form faster than a person can.
      FORMS_MIN_FILL_MS: "0",
      VITALS_BEACONS_PER_MINUTE: "100000",
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
