import { createHmac, randomBytes } from "node:crypto";
import { sql } from "kysely";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";

/**
 * Counters every instance of the site agrees on: rate limits, the login lockout and the
 * daily secret behind address keys. With a PostgreSQL server (DATABASE_URL) several
 * instances share them through its tables (`rate_limit`, `address_secret`); with the
 * embedded database one process owns the data, so they live in its memory, as a restart
 * forgets them. The counting itself is rate-limiter-flexible's, on either store.
 *
 * `createLimits(database)` → `{ shared, rateLimiter(options), lockout(options), addressKey(request) }`.
 */
export function createLimits(database) {
  const pool = database?.kind === "postgres" ? database.pool : undefined;
  const counter = ({ name, points, windowMs, local = false }) => {
    const options = { keyPrefix: name, points, duration: Math.ceil(windowMs / 1000) };
    if (!pool || local) return new RateLimiterMemory(options);
    // The table is the migrations' (one schema for every store); expired rows are swept by
    // the library every five minutes.
    return new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: "pool",
      tableName: "rate_limit",
      tableCreated: true,
    });
  };
  const secrets = pool ? sharedSecrets(database.db) : memorySecrets();
  // The visit hash's secret is in the database whenever there is one (PGlite too): a restart
  // in the middle of a day must not count every visitor of that day a second time.
  const visitorSecrets = database?.db ? sharedSecrets(database.db) : memorySecrets();

  return {
    shared: Boolean(pool),
    /**
     * A fixed window: at most `limit` hits per key in `windowMs`. `hit(key)` resolves to
     * `{ allowed, retryAfterSeconds }`; every hit counts, refused ones too. `local: true`
     * keeps the count in this process even in a fleet: for a route so frequent that a
     * round trip to PostgreSQL per request would cost more than the flood it stops.
     */
    rateLimiter({ name, limit, windowMs, local }) {
      const limiter = counter({ name, points: limit, windowMs, local });
      return {
        async hit(key) {
          try {
            await limiter.consume(key);
            return { allowed: true, retryAfterSeconds: 0 };
          } catch (refusal) {
            if (!(refusal instanceof RateLimiterRes)) throw refusal;
            return { allowed: false, retryAfterSeconds: secondsOf(refusal) };
          }
        },
        reset: (key) => limiter.delete(key),
      };
    },
    /**
     * Failed logins per key (an address key, an account): a key with `limit` tries in
     * `windowMs` that were not a right password is refused for `lockMs`, right password or
     * not. A try is counted before its password is checked, so tries racing on several
     * instances are all counted; a right password takes its try back.
     */
    lockout({ name = "login", limit, windowMs, lockMs }) {
      const tries = counter({ name, points: limit, windowMs });
      return {
        /** Counts a try on every key; resolves to the seconds to wait, 0 when none is locked. */
        async begin(keys) {
          let wait = 0;
          for (const key of keys) {
            const counted = await tries.penalty(key, 1);
            if (counted.consumedPoints <= limit) continue;
            // The first try past the limit starts the lock; later ones leave it running.
            const locked =
              counted.consumedPoints === limit + 1
                ? await tries.block(key, Math.ceil(lockMs / 1000))
                : counted;
            wait = Math.max(wait, secondsOf(locked));
          }
          return wait;
        },
        /** A right password: the account starts afresh, and the address gets its try back. */
        async succeeded([addressKey, ...accounts]) {
          await tries.reward(addressKey, 1);
          for (const account of accounts) await tries.delete(account);
        },
      };
    },
    /**
     * The client's address as a key for counting, never the address itself: an HMAC with a
     * secret made at random each day and then forgotten, so a key cannot be turned back into
     * an address, nor matched across days.
     */
    visitorSecret: (now = Date.now()) => visitorSecrets.forDay(Math.floor(now / DAY_MS)),
    async addressKey(request, now = Date.now()) {
      const secret = await secrets.forDay(Math.floor(now / DAY_MS));
      return createHmac("sha256", secret).update(String(request.ip)).digest("base64url");
    },
  };
}

const DAY_MS = 86_400_000;
const secondsOf = (result) => Math.max(1, Math.ceil(result.msBeforeNext / 1000));

/** One process: the day's secret in memory, gone with the process. */
function memorySecrets() {
  let current = { day: -1, secret: Buffer.alloc(0) };
  return {
    async forDay(day) {
      if (current.day !== day) current = { day, secret: randomBytes(32) };
      return current.secret;
    },
  };
}

/**
 * A fleet: the first instance to need a day's secret writes it and every other reads the
 * same row; earlier days' rows are deleted as a new day begins.
 */
function sharedSecrets(db) {
  let current = { day: -1, secret: Buffer.alloc(0) };
  return {
    async forDay(day) {
      if (current.day === day) return current.secret;
      await sql`insert into address_secret (day, secret) values (${day}, ${randomBytes(32)})
        on conflict (day) do nothing`.execute(db);
      const { rows } = await sql`select secret from address_secret where day = ${day}`.execute(db);
      await sql`delete from address_secret where day < ${day}`.execute(db);
      current = { day, secret: Buffer.from(rows[0].secret) };
      return current.secret;
    },
  };
}
