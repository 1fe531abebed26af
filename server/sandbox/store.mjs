// The sandbox's memory: one small world per sandbox key, seeded from the document's
// examples, bounded in keys, records and time. Nothing is ever written to disk.

export const DEFAULT_LIMITS = {
  /** Sandbox keys held at once; the least recently used goes first when a new one arrives. */
  maxKeys: 500,
  /** Items, and tasks, one key may hold. */
  maxRecordsPerKey: 50,
  /** A key's world is forgotten this long after its last request. */
  ttlMs: 30 * 60 * 1000,
  /** Requests one key may make per window before it gets 429. */
  requestsPerWindow: 30,
  windowMs: 60 * 1000,
  /** Largest request body accepted, in bytes. */
  bodyLimit: 16 * 1024,
};

const clone = (value) => structuredClone(value);

/** The records every new key starts with, taken from the examples of the operations. */
export function seedsFrom(document) {
  const example = (path, method, status) =>
    document.paths[path][method].responses[status].content["application/json"].example;
  return {
    items: example("/v1/items", "get", "200").items,
    projects: example("/v1/projects", "get", "200").projects,
    tasks: [example("/v1/tasks/{taskId}", "put", "200")],
    user: example("/v1/users/me", "get", "200"),
  };
}

/**
 * Keys are kept in a Map in order of last use, so the stalest is always first: expiry
 * and eviction look only at the front.
 */
export class SandboxStore {
  constructor(seeds, limits = DEFAULT_LIMITS, now = () => Date.now()) {
    this.seeds = seeds;
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    this.now = now;
    this.worlds = new Map();
  }

  get size() {
    return this.worlds.size;
  }

  /** Drops every key unused for longer than the TTL. */
  sweep() {
    const oldest = this.now() - this.limits.ttlMs;
    for (const [key, world] of this.worlds) {
      if (world.lastUsed > oldest) break;
      this.worlds.delete(key);
    }
  }

  /**
   * The world of `key`, made from the seeds if new, and whether this request is within
   * the rate limit: { world, allowed, remaining, retryAfter }.
   */
  use(key) {
    this.sweep();
    const now = this.now();
    let world = this.worlds.get(key);
    if (world) {
      this.worlds.delete(key);
    } else {
      while (this.worlds.size >= this.limits.maxKeys) {
        this.worlds.delete(this.worlds.keys().next().value);
      }
      world = this.create(now);
    }
    world.lastUsed = now;
    this.worlds.set(key, world);

    if (now - world.windowStart >= this.limits.windowMs) {
      world.windowStart = now;
      world.requests = 0;
    }
    world.requests += 1;
    const allowed = world.requests <= this.limits.requestsPerWindow;
    return {
      world,
      allowed,
      remaining: Math.max(0, this.limits.requestsPerWindow - world.requests),
      retryAfter: Math.max(1, Math.ceil((world.windowStart + this.limits.windowMs - now) / 1000)),
    };
  }

  /**
   * Runs `answer(use)` with the key's world and its rate-limit standing (`use()`'s), and
   * resolves to what it returns: the same call the database's store makes across instances.
   */
  async withWorld(key, answer) {
    return answer(this.use(key));
  }

  create(now) {
    const byId = (records) => new Map(records.map((record) => [record.id, clone(record)]));
    const after = (records) =>
      records.reduce((max, record) => (BigInt(record.id) > max ? BigInt(record.id) : max), 0n) + 1n;
    return {
      items: byId(this.seeds.items),
      tasks: byId(this.seeds.tasks),
      projects: clone(this.seeds.projects),
      user: clone(this.seeds.user),
      nextIds: { items: after(this.seeds.items), tasks: after(this.seeds.tasks) },
      lastUsed: now,
      windowStart: now,
      requests: 0,
    };
  }

  /** A new id for this world, numeric like the real API's, sent as a string. */
  static nextId(world, kind) {
    let id = world.nextIds[kind];
    while (world[kind].has(String(id))) id += 1n;
    world.nextIds[kind] = id + 1n;
    return String(id);
  }
}
