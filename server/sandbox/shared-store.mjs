import { createHash } from "node:crypto";
import { sql } from "kysely";
import { DEFAULT_LIMITS, SandboxStore } from "./store.mjs";

/**
 * The sandbox's worlds in PostgreSQL, for a fleet (DATABASE_URL): a client that creates an
 * item through one instance lists it through another. Same bounds as the memory store
 * (store.mjs): records per key, keys held (the least recently used go first), a TTL after
 * the last request, and the per-key rate limit, all counted in the row, so every instance
 * sees the same figures. Each request runs in a transaction holding its key's row
 * (`select ... for update`): two requests with one key, on any instances, take turns.
 * Keys are stored as SHA-256 hashes; worlds as JSON (docs/decisions/020).
 */
export class SharedSandboxStore {
  constructor(db, seeds, limits = DEFAULT_LIMITS, now = () => Date.now()) {
    this.db = db;
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    this.now = now;
    // The memory store makes new worlds the same way.
    this.seeded = new SandboxStore(seeds, this.limits, now);
  }

  async withWorld(key, answer) {
    const hash = createHash("sha256").update(key).digest("base64url");
    return this.db.transaction().execute(async (trx) => {
      const time = this.now();
      let row = await this.#lock(trx, hash);
      let created = false;
      if (!row) {
        const fresh = this.seeded.create(time);
        const inserted = await sql`insert into sandbox_world
            (key_hash, world, last_used, window_start, requests)
          values (${hash}, ${toJson(fresh)}, ${time}, ${time}, 0)
          on conflict (key_hash) do nothing returning key_hash`.execute(trx);
        created = inserted.rows.length > 0;
        // Another instance made the same key's world a moment ago: use that one.
        row = created
          ? { world: toJson(fresh), last_used: time, window_start: time, requests: 0 }
          : await this.#lock(trx, hash);
      }
      // A world unused past the TTL is gone, as in memory: the key starts afresh.
      const expired = time - Number(row.last_used) > this.limits.ttlMs;
      const world = expired ? this.seeded.create(time) : fromJson(row.world);
      let windowStart = expired ? time : Number(row.window_start);
      let requests = expired ? 0 : row.requests;
      if (time - windowStart >= this.limits.windowMs) {
        windowStart = time;
        requests = 0;
      }
      requests += 1;
      const allowed = requests <= this.limits.requestsPerWindow;
      const result = answer({
        world,
        allowed,
        remaining: Math.max(0, this.limits.requestsPerWindow - requests),
        retryAfter: Math.max(1, Math.ceil((windowStart + this.limits.windowMs - time) / 1000)),
      });
      await sql`update sandbox_world set world = ${toJson(world)}, last_used = ${time},
        window_start = ${windowStart}, requests = ${requests} where key_hash = ${hash}`.execute(
        trx,
      );
      if (created) await this.#bound(trx, time);
      return result;
    });
  }

  /** Keys held now (tests, the benchmark). */
  async size() {
    const { rows } = await sql`select count(*)::int as n from sandbox_world`.execute(this.db);
    return rows[0].n;
  }

  #lock(trx, hash) {
    return sql`select world, last_used, window_start, requests from sandbox_world
      where key_hash = ${hash} for update`
      .execute(trx)
      .then(({ rows }) => rows[0]);
  }

  /** A new key was added: forget worlds past the TTL, then the stalest beyond maxKeys. */
  async #bound(trx, time) {
    await sql`delete from sandbox_world where last_used < ${time - this.limits.ttlMs}`.execute(trx);
    await sql`delete from sandbox_world where key_hash in (
        select key_hash from sandbox_world order by last_used desc offset ${this.limits.maxKeys}
      )`.execute(trx);
  }
}

/** A world as JSON: its maps as lists, its next ids as strings. */
function toJson(world) {
  return JSON.stringify({
    items: [...world.items.values()],
    tasks: [...world.tasks.values()],
    projects: world.projects,
    user: world.user,
    nextIds: { items: String(world.nextIds.items), tasks: String(world.nextIds.tasks) },
  });
}

function fromJson(stored) {
  const world = typeof stored === "string" ? JSON.parse(stored) : stored;
  const byId = (records) => new Map(records.map((record) => [record.id, record]));
  return {
    items: byId(world.items),
    tasks: byId(world.tasks),
    projects: world.projects,
    user: world.user,
    nextIds: { items: BigInt(world.nextIds.items), tasks: BigInt(world.nextIds.tasks) },
  };
}
