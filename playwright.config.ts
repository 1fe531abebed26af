import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, findChromium, findHeadlessShell } from "./pipeline/chromium-path.mjs";
import { e2eDataDir } from "./tests/support/e2e-data-dir.mjs";

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = e2eDataDir();

/**
 * Browser tests against the production server in the system Chromium, at a desktop and a
 * phone width. Tests tagged @desktop or @phone run only at that width.
 */
const desktop = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  channel: undefined,
};
const phone = {
  viewport: { width: 390, height: 844 },
  // Scale 1: Chromium renders in software here, and a phone's scale 3 paints nine times
  // the pixels for the same layout, text and roles. phone-scale.spec.ts keeps the real
  // scale where it can matter (sub-pixel widths, hairlines).
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  userAgent: devices["Pixel 7"].userAgent,
};
const timed = /first-interaction\.spec\.ts$/;
/**
 * A failed test keeps a screenshot of each page open when it failed and the page's requests
 * and console, which the fixtures attach (fixtures.ts, failure-screenshots.ts), and the
 * failing step's call log and the page's accessibility tree (Playwright's error context).
 * Playwright's own failure screenshots are off: they draw every page after every test, in
 * case of a failure (a screenshot per test, 11-21 s of CPU a run). It keeps no trace:
 * recording one on every passing test cost the runner 9 s of CPU in 305 for a whole run (its
 * screencast had cost a fifth, its DOM snapshots another fifth). Rerun a failure with
 * --trace=on for every action, the snapshots and the screencast.
 */
const untimed = {
  trace: "off",
  screenshot: "off",
  // Chromium's headless shell: the same engine without a browser's UI and GPU process, 28%
  // less CPU for a whole run (pipeline/chromium-path.mjs). The timed tests keep the full
  // Chromium that Lighthouse and the audit measure with.
  launchOptions: { executablePath: findHeadlessShell(), args: chromiumFlags },
} as const;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker per core (two on the 2-core machines this runs on): each test drives one
  // Chromium page, and the server and the browser share the same cores.
  workers: Math.max(1, Math.min(4, availableParallelism())),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // The JSON report feeds the ten slowest tests `npm test` prints at the end; the last
  // reporter prints the documents loaded and contexts opened (tests/support/browser-use.mjs).
  reporter: [
    ["list"],
    ["json", { outputFile: "reports/timings/e2e.json" }],
    ["./tests/support/browser-use.mjs"],
  ],
  globalTeardown: "./tests/support/e2e-data-dir.mjs",
  // A ceiling for a test that hangs, not a wait: the heaviest tests (every-route.spec.ts on
  // /resources/api-docs and /demo-projects at phone width: a load, a scroll, the page without
  // JavaScript and two axe scans) took 28-35 s on a slower host of this class, against 7-10 s
  // on a faster one (docs/decisions/007).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // A worker's tests share one browser context and page, which Playwright resets between
    // them (cookies, storage, cache, routes, init scripts, the clock, emulation, the page's
    // headers, the pointer): a context per test doubled what the suite opened
    // (docs/testing.md). A test that sets what the reset keeps asks for it as an option and
    // gets a context of its own (tests/e2e/fixtures.ts refuses the rest), as does a test with
    // other context options (JavaScript off, touch).
    reuseContext: true,
    // The timed tests keep the trace's screencast: it keeps headless Chromium drawing frames
    // as a screen would. Without it a tap answered by CSS alone (the pricing billing switch)
    // waited up to a second for its next frame at the calibrated CPU slowdown, and
    // first-interaction.spec.ts read 700 to 1,200 ms for a 136 ms answer. The other
    // projects trace without it (`untimed`).
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: true },
    launchOptions: { executablePath: findChromium(), args: chromiumFlags },
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone/,
      testIgnore: timed,
      use: { ...desktop, ...untimed },
    },
    {
      name: "phone",
      grepInvert: /@desktop/,
      testIgnore: timed,
      use: { ...phone, ...untimed },
    },
    // Response times at a calibrated CPU slowdown: the audit's (`npm run audit`, on a quiet
    // machine, scripts/audit-quality-checks.mjs), not npm test's, which runs the two projects
    // above on any host, busy or not. One test at a time (the audit runs them on one
    // worker): a second browser busy on the same two cores would be measured too.
    {
      name: "desktop timed",
      testMatch: timed,
      grepInvert: /@phone/,
      fullyParallel: false,
      use: desktop,
    },
    {
      name: "phone timed",
      testMatch: timed,
      grepInvert: /@desktop/,
      fullyParallel: false,
      use: phone,
      dependencies: ["desktop timed"],
    },
  ],
  webServer: {
    command: "node server/index.mjs",
    url: baseURL,
    // A throwaway database; tests name their own client address (X-Forwarded-For, trusted
    // from 127.0.0.1) so each has its own rate limit, and fill forms faster than a person.
    // Every page sends its metrics and its page views from 127.0.0.1, so the per-address
    // beacon caps are lifted (their 429s are tested in server/analytics and server/vitals).
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      SITE_URL: baseURL,
      TRUST_PROXY: "127.0.0.1",
      FORMS_MIN_FILL_MS: "0",
      DATABASE_URL: "",
      VITALS_BEACONS_PER_MINUTE: "100000",
      ANALYTICS_EVENTS_PER_MINUTE: "100000",
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
