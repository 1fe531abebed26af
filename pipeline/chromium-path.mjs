import { existsSync } from "node:fs";

/** The system Chromium the tests drive: CHROME_PATH if set, else Debian's /usr/bin/chromium. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
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
