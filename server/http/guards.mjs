import { createHmac, randomBytes } from "node:crypto";

/**
 * Guards shared by every route that changes something (forms, newsletter, admin, metrics).
 *
 * `refuseCrossSite(request)`: a state-changing request must come from a page of this
 * site. Browsers send `Sec-Fetch-Site` (same-origin for our own pages, none for a typed
 * address) and `Origin` on every POST; either one naming another site is refused. A
 * request with neither (curl, an old browser) passes: it carries no ambient credentials a
 * forged cross-site post could abuse. Returns undefined when the request may go on, or
 * the reason to answer 403 with.
 */
export function refuseCrossSite(request) {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none")
    return "This form can only be sent from a page of this site.";
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  const host = request.headers.host;
  let originHost;
  try {
    originHost = new URL(origin).host;
  } catch {
    return "This form can only be sent from a page of this site.";
  }
  if (!host || originHost !== host) return "This form can only be sent from a page of this site.";
  return undefined;
}

/**
 * The client's address as a key for counting, never the address itself: an HMAC with a
 * secret that is made in memory and replaced every day, so a key cannot be turned back
 * into an address, cannot be matched across days, and nothing of it survives a restart.
 */
export function addressKey(request, now = Date.now()) {
  const day = Math.floor(now / DAY_MS);
  if (day !== salt.day) salt = { day, secret: randomBytes(32) };
  return createHmac("sha256", salt.secret).update(String(request.ip)).digest("base64url");
}
const DAY_MS = 86_400_000;
let salt = { day: -1, secret: Buffer.alloc(0) };

/**
 * A fixed-window counter in memory: at most `limit` hits per key in `windowMs`.
 * `hit(key)` answers `{ allowed, retryAfterSeconds }`. Keys are dropped once their window
 * has passed, so memory stays bounded by the traffic of one window; `maxKeys` bounds it
 * under a flood of distinct keys (the oldest windows are forgotten first).
 */
export function createRateLimiter({ limit, windowMs, maxKeys = 100_000, now = Date.now }) {
  const windows = new Map();
  return {
    hit(key) {
      const time = now();
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        windows.delete(key);
        window = { start: time, count: 0 };
        windows.set(key, window);
        if (windows.size > maxKeys) windows.delete(windows.keys().next().value);
        if (windows.size % 1024 === 0) sweep(time);
      }
      window.count += 1;
      const allowed = window.count <= limit;
      const retryAfterSeconds = allowed ? 0 : Math.ceil((window.start + windowMs - time) / 1000);
      return { allowed, retryAfterSeconds };
    },
    reset(key) {
      windows.delete(key);
    },
  };
  function sweep(time) {
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
  }
}
