import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CompiledQuery, Kysely, Migrator, PostgresDialect, sql } from "kysely";
import { isAlive } from "../process-alive.mjs";
import { migrations as allMigrations } from "./migrations/index.mjs";
import { SingleConnectionDialect } from "./pglite-dialect.mjs";
import { connectRelay, serveRelay } from "./relay.mjs";

/** The repository's data/ folder: PGlite's home when neither DATA_DIR nor DATABASE_URL is set. */
export const defaultDataDir = fileURLToPath(new URL("../../data", import.meta.url));

export class DatabaseBusyError extends Error {}

/**
 * Opens the site's database and brings its schema up to date:
 * - `url` (DATABASE_URL) set: a PostgreSQL server through `pg`;
 * - `dataDir` ":memory:": a PGlite database that lives as long as this process (tests);
 * - otherwise PGlite's files under `dataDir`/pglite. One process owns them (a pid file
 *   says which); with `serve: true` (the web server) the owner relays statements to other
 *   local processes, so `npm run leads` works while the server runs. A process that finds
 *   the files owned reaches them through that relay.
 *
 * Resolves to `{ db, kind, close }`, `kind` being "postgres", "pglite" or "pglite-relay";
 * a PostgreSQL server's also carries its `pool` (for rate-limiter-flexible).
 * Columns come back as the drivers give them: cast counts to int in SQL (`count(*)::int`).
 */
export async function openDatabase({
  url = process.env.DATABASE_URL,
  dataDir = process.env.DATA_DIR ?? defaultDataDir,
  migrations = allMigrations,
  serve = false,
  waitForOwnerMs = 10_000,
  template,
} = {}) {
  if (url) return openPostgres(url, migrations);
  // `template`: a PGlite data folder dumped earlier (a Blob), for a quick start in tests: a
  // new PGlite's own start (initdb) took 1.3-2.2 s here, one from a dump 0.4 s. On disk it
  // is read only into a folder PGlite has not yet written.
  if (dataDir === ":memory:")
    return openPglite(undefined, migrations, template ?? templateFromEnvironment(migrations));

  mkdirSync(dataDir, { recursive: true });
  const pidFile = path.join(dataDir, "pglite.pid");
  const socketPath = path.join(dataDir, "pglite.sock");
  const deadline = Date.now() + waitForOwnerMs;
  for (;;) {
    if (takeOwnership(pidFile)) {
      try {
        const directory = path.join(dataDir, "pglite");
        const opened = await openPglite(
          directory,
          migrations,
          existsSync(directory) ? undefined : (template ?? templateFromEnvironment(migrations)),
        );
        const relay = serve
          ? await serveRelay(socketPath, opened.run, relayCommands(opened.db))
          : undefined;
        return {
          ...opened,
          async close() {
            await relay?.close();
            await opened.close();
            rmSync(pidFile, { force: true });
          },
        };
      } catch (error) {
        rmSync(pidFile, { force: true });
        throw error;
      }
    }
    // Another process owns the files: the web server relays, a short command does not.
    if (existsSync(socketPath)) {
      try {
        const client = await connectRelay(socketPath);
        const db = new Kysely({ dialect: new SingleConnectionDialect(client) });
        return {
          db,
          kind: "pglite-relay",
          command: (name, args) => client.command(name, args),
          close: async () => client.close(),
        };
      } catch {
        // The owner is starting or stopping; try again below.
      }
    }
    if (Date.now() > deadline)
      throw new DatabaseBusyError(
        `The database in ${dataDir} is held by process ${readOwner(pidFile)}, which does not relay it. Wait for that command to finish, or stop it.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * PGLITE_TEMPLATE: a dump of a PGlite folder with every migration applied, which a new
 * folder starts from. The test suites set it for the servers and commands they start
 * (tests/support/pglite-template-setup.mjs): a server's first start on a new folder cost 6 s
 * of CPU here, 3.7 s of it PGlite's initdb; from the dump, 3.1 s in all. Unset in production.
 * Only a folder meant for the site's own migrations, all of them, starts from the dump.
 */
export function templateFromEnvironment(migrations) {
  const file = process.env.PGLITE_TEMPLATE;
  if (!file || Object.keys(migrations).join() !== Object.keys(allMigrations).join())
    return undefined;
  return new Blob([readFileSync(file)]);
}

async function openPostgres(url, migrations) {
  const { default: pg } = await import("pg");
  // A server that does not answer fails a query in seconds rather than holding it forever.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  try {
    // A session lock around the whole run: two processes starting at once apply each
    // migration once, and the second finds the schema ready.
    await db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${SCHEMA_LOCK})`.execute(connection);
      try {
        await migrate(db, migrations);
      } finally {
        await sql`select pg_advisory_unlock(${SCHEMA_LOCK})`.execute(connection);
      }
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, pool, kind: "postgres", close: () => db.destroy() };
}

async function openPglite(directory, migrations, template) {
  const { PGlite } = await import("@electric-sql/pglite");
  // PGlite reads its options from the first argument when that is not a folder's name.
  const options = template ? { loadDataDir: template } : {};
  const pglite = directory ? new PGlite(directory, options) : new PGlite(options);
  await pglite.waitReady;
  const run = (text, params) => pglite.query(text, params);
  const db = new Kysely({ dialect: new SingleConnectionDialect({ query: run }) });
  try {
    await migrate(db, migrations);
  } catch (error) {
    await pglite.close();
    throw error;
  }
  return {
    db,
    kind: "pglite",
    /** The data folder as a tar Blob, to start another PGlite from (`template`). */
    dump: () => pglite.dumpDataDir("none"),
    // Statements from the relay wait their turn with this process's own.
    async run(text, params) {
      const result = await db.executeQuery(CompiledQuery.raw(text, params));
      const affected = result.numAffectedRows;
      return {
        rows: result.rows,
        affectedRows: affected === undefined ? undefined : Number(affected),
      };
    },
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

/**
 * What a terminal command may ask the server holding PGlite to do in one piece: a backup's
 * snapshot is one transaction, which the relay's one statement at a time cannot hold.
 */
function relayCommands(db) {
  return {
    async backup({ file }) {
      const { writeBackup } = await import("./backup-file.mjs");
      return writeBackup(db, file, { engine: "pglite" });
    },
  };
}

/** The session lock every instance takes around its migrations. */
export const SCHEMA_LOCK = 4_120_117;

/** The names of `migrations` the database has not applied (all of them when it has none). */
export async function pendingMigrations(db, migrations = allMigrations) {
  const { rows } = await sql`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !applied.has(name));
}

async function migrate(db, migrations) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(
      `Could not bring the database schema up to date${failed ? ` (migration ${failed})` : ""}: ${error.message}`,
      { cause: error },
    );
  }
}

/** Claims the data folder for this process, or reports that a live process has it. */
function takeOwnership(pidFile) {
  try {
    writeFileSync(pidFile, String(process.pid), { flag: "wx" });
    return true;
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
  }
  const owner = readOwner(pidFile);
  if (owner && isAlive(owner)) return false;
  // Left by a process that died without closing (a crash, kill -9): the files are ours.
  rmSync(pidFile, { force: true });
  try {
    writeFileSync(pidFile, String(process.pid), { flag: "wx" });
    return true;
  } catch {
    return false;
  }
}

function readOwner(pidFile) {
  try {
    return Number(readFileSync(pidFile, "utf8")) || undefined;
  } catch {
    return undefined;
  }
}
