import { existsSync } from "node:fs";

/** The system Chromium the tests drive: CHROME_PATH if set, else Debian's /usr/bin/chromium. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the same Blink and V8 as
 * `chromium`): the browser tests' engine, where no clock is read. It draws no browser UI
 * and keeps no GPU process busy, so a whole browser run took 308 s of CPU in it against
 * 429 s in `chromium --headless` (docs/decisions/007). CHROME_HEADLESS_SHELL_PATH if set.
 */
export function findHeadlessShell() {
  const candidates = [
    process.env.CHROME_HEADLESS_SHELL_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/lib/chromium/chromium-headless-shell",
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/** Flags for a headless Chromium that makes no request of its own on this closed network. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
