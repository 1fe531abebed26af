import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase } from "../../server/db/database.mjs";

/**
 * The databases the store's tests run on: PGlite in memory always, and a fresh database
 * in the run's throwaway PostgreSQL cluster (tests/support/postgres-global-setup.mjs).
 * Use with `describe.each(databaseTargets())("... on %s", ...)`-style loops:
 *
 *   for (const target of databaseTargets())
 *     describe(`leads on ${target.name}`, () => { ... await target.open() ... });
 */
export function databaseTargets() {
  const postgresUrl = inject("postgresUrl");
  const targets = [{ name: "PGlite", open: openTestPglite }];
  if (postgresUrl)
    targets.push({
      name: "PostgreSQL",
      open: async (options = {}) =>
        openDatabase({ ...options, url: await createDatabase(postgresUrl) }),
    });
  return targets;
}

/**
 * An in-memory PGlite for a test: with the site's migrations it starts from the dump the
 * global setup made (tests/support/pglite-template-setup.mjs); with others, from its blank
 * dump, and applies them.
 */
export async function openTestPglite(options = {}) {
  return openDatabase({ ...options, dataDir: ":memory:", template: testTemplate(options) });
}

/** The dump a test's PGlite with `migrations` starts from (in memory, or a new folder). */
export function testTemplate({ migrations } = {}) {
  return new Blob([readFileSync(inject(migrations ? "pgliteBlank" : "pgliteTemplate"))]);
}

/** A new, empty database in the cluster at `serverUrl`; its connection string. */
export async function createDatabase(serverUrl) {
  const { default: pg } = await import("pg");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
