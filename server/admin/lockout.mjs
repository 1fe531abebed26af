/**
 * Failed logins, counted in memory per key (an address key and an account): after `limit`
 * failures within `windowMs`, every further try on that key is refused for `lockMs`,
 * right password or not. Nothing is written down: a restart forgets it, which costs an
 * attacker a restart they cannot cause. Memory is bounded by `maxKeys` (oldest first).
 */
export const LOGIN_LOCKOUT = { limit: 10, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 };

export function createLockout({
  limit = LOGIN_LOCKOUT.limit,
  windowMs = LOGIN_LOCKOUT.windowMs,
  lockMs = LOGIN_LOCKOUT.lockMs,
  maxKeys = 50_000,
  now = Date.now,
} = {}) {
  /** key -> { failures: number[] (times), lockedUntil: number } */
  const entries = new Map();

  function entryOf(key, time) {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.lockedUntil && entry.lockedUntil <= time) {
      entries.delete(key);
      return undefined;
    }
    entry.failures = entry.failures.filter((at) => time - at < windowMs);
    if (!entry.lockedUntil && entry.failures.length === 0) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    /** Seconds until the first locked key among `keys` opens again; 0 when none is locked. */
    retryAfterSeconds(keys) {
      const time = now();
      let until = 0;
      for (const key of keys) until = Math.max(until, entryOf(key, time)?.lockedUntil ?? 0);
      return until > time ? Math.ceil((until - time) / 1000) : 0;
    },
    fail(keys) {
      const time = now();
      for (const key of keys) {
        const entry = entryOf(key, time) ?? { failures: [], lockedUntil: 0 };
        entries.delete(key);
        entries.set(key, entry);
        entry.failures.push(time);
        if (entry.failures.length >= limit) entry.lockedUntil = time + lockMs;
      }
      while (entries.size > maxKeys) entries.delete(entries.keys().next().value);
    },
    succeed(key) {
      entries.delete(key);
    },
  };
}
