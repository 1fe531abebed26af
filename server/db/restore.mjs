import { createHash } from "node:crypto";
import path from "node:path";
import { CompiledQuery, sql } from "kysely";
import { reapplyErasures } from "../privacy/erasure.mjs";
import {
  BackupFileError,
  backupsIn,
  readBackupLines,
  verifyBackup,
  WITHHELD,
} from "./backup-file.mjs";
import {
  appliedMigrations,
  countRows,
  listTables,
  quoteIdentifier,
  resetSequences,
} from "./catalog.mjs";
import { migrations as allMigrations } from "./migrations/index.mjs";

const ROWS_PER_INSERT = 1_000;
/** The two tables the erasure depends on: its tombstones and the key they were made with. */
const TOMBSTONES = "erasure_tombstone";
const SECRETS = "server_secret";

/**
 * Restores `file` into the database `open(migrations)` opens, all or nothing:
 * 1. the whole file is read and checked (format, closing line, checksum, schema) before the
 *    database is touched;
 * 2. the database is brought to the backup's schema (its migrations, no further), and must
 *    hold no rows unless `replace`;
 * 3. in one transaction: (with `replace`) every table emptied, every row inserted, the
 *    sequences moved past the restored ids, and every erasure known re-applied, from the
 *    backup, from the database replaced and from the newest backup beside the file;
 * 4. after the commit, the migrations the backup predates.
 * Resolves to `{ header, rows, erasures }`; throws BackupFileError for a refusal.
 */
export async function restoreBackup({
  file,
  open,
  replace = false,
  env = process.env,
  migrations = allMigrations,
}) {
  const name = path.basename(file);
  const { header } = await verifyBackup(file);
  const known = Object.keys(migrations);
  const unknown = header.migrations.filter((migration) => !known.includes(migration));
  if (unknown.length > 0)
    throw new BackupFileError(
      `${name} comes from a newer schema than this version of the site knows (migration ${unknown.join(", ")}): update the site, then restore.`,
    );
  const backupMigrations = Object.fromEntries(
    Object.entries(migrations).filter(([migration]) => header.migrations.includes(migration)),
  );
  const later = await laterTombstones(file, header);

  let database = await open(backupMigrations);
  let result;
  try {
    if (database.kind === "pglite-relay")
      throw new BackupFileError(
        "The site's server is running on this data folder: stop it, restore, then start it again (a restore replaces the database under it).",
      );
    const applied = await appliedMigrations(database.db);
    const ahead = applied.filter((migration) => !header.migrations.includes(migration));
    if (ahead.length > 0)
      throw new BackupFileError(
        `The database's schema is newer than the backup's (it has ${ahead.join(", ")}): restore into a new, empty database (a fresh DATA_DIR, or a new PostgreSQL database); the site brings it up to date when it starts.`,
      );
    result = await database.db.transaction().execute(async (trx) => {
      const tables = await listTables(trx);
      const before = await countRows(trx, tables);
      const holding = Object.entries(before).filter(([, count]) => count > 0);
      const replaced = [];
      if (holding.length > 0) {
        if (!replace)
          throw new BackupFileError(
            `The database already holds data (${holding.map(([table, count]) => `${table}: ${count}`).join(", ")}). Nothing was restored. To delete it and restore the backup in its place, run again with --replace.`,
          );
        replaced.push(await tombstonesOf(trx, before));
        await sql
          .raw(`truncate table ${tables.map(({ name }) => quoteIdentifier(name)).join(", ")}`)
          .execute(trx);
      }
      await insertRows(trx, file, tables);
      await dropWithheld(trx, tables);
      await resetSequences(trx, tables);
      const restored = await tombstonesOf(trx, await countRows(trx, tables));
      // A backup taken before the site first made its key (the first signed link or erasure)
      // has none: the key the later tombstones and mailed links were made with is kept.
      const carried = replaced[0]?.secret ?? later?.secret;
      if (restored.secret === undefined && carried !== undefined && SECRETS in before) {
        await sql`insert into ${sql.table(SECRETS)} (name, value) values ('signing', ${carried})`.execute(
          trx,
        );
        restored.secret = carried;
      }
      const secrets = unique([
        env.SITE_SECRET ?? restored.secret,
        ...replaced.map((source) => source.secret),
        later?.secret,
      ]);
      const erasures = await reapplyErasures(trx, {
        secrets,
        tombstones: [
          ...replaced.flatMap((source) => source.tombstones),
          ...(later?.tombstones ?? []),
        ],
      });
      return { rows: await countRows(trx, tables), erasures };
    });
  } finally {
    await database.close();
  }
  if (Object.keys(backupMigrations).length < known.length) {
    // The migrations the backup predates run now, as the site's start would run them.
    database = await open(migrations);
    await database.close();
  }
  return { header, newerBackup: later?.file, ...result };
}

/** Streams the file's rows into the tables, a thousand per statement. */
async function insertRows(trx, file, tables) {
  const columnsOf = new Map(tables.map(({ name, columns }) => [name, new Set(columns)]));
  const hash = createHash("sha256");
  let insert;
  let batch = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await insert(`[${batch.join(",")}]`);
    batch = [];
  };
  for await (const line of readBackupLines(file)) {
    const tag = line.slice(0, 2);
    if (tag === "Z ") {
      await flush();
      // Read a second time for the insert: a file changed since the check is refused.
      if (JSON.parse(line.slice(2)).sha256 !== hash.digest("hex"))
        throw new BackupFileError(
          `${path.basename(file)} changed while it was being restored. Nothing was restored.`,
        );
      return;
    }
    hash.update(`${line}\n`);
    if (tag === "T ") {
      await flush();
      const { table, columns } = JSON.parse(line.slice(2));
      const present = columnsOf.get(table);
      if (!present)
        throw new BackupFileError(
          `The backup's table ${table} is not in the schema its migrations make here. Nothing was restored.`,
        );
      const missing = columns.filter((column) => !present.has(column));
      if (missing.length > 0)
        throw new BackupFileError(
          `The backup's table ${table} has columns the schema here lacks (${missing.join(", ")}). Nothing was restored.`,
        );
      const list = columns.map(quoteIdentifier).join(", ");
      const text = `insert into ${quoteIdentifier(table)} (${list}) overriding system value select ${list} from jsonb_populate_recordset(null::${quoteIdentifier(table)}, $1::jsonb)`;
      insert = (json) => trx.executeQuery(CompiledQuery.raw(text, [json]));
    } else if (tag === "R ") {
      batch.push(line.slice(2));
      if (batch.length >= ROWS_PER_INSERT) await flush();
    }
  }
  throw new BackupFileError(`${path.basename(file)} ended early. Nothing was restored.`);
}

/**
 * What no backup holds now (backup-file.mjs `WITHHELD`) removed from what an older file
 * brought: the restored site starts a new day's secret, and no visitor hash it cannot use.
 */
async function dropWithheld(trx, tables) {
  const present = new Map(tables.map(({ name, columns }) => [name, columns]));
  for (const table of WITHHELD.rows)
    if (present.has(table)) await sql`delete from ${sql.table(table)}`.execute(trx);
  for (const [table, columns] of Object.entries(WITHHELD.columns)) {
    const kept = columns.filter((column) => present.get(table)?.includes(column));
    if (kept.length > 0)
      await sql`update ${sql.table(table)} set ${sql.join(
        kept.map((column) => sql`${sql.ref(column)} = null`),
      )}`.execute(trx);
  }
}

/** The tombstones a database holds and the key they were made with (when it keeps one). */
async function tombstonesOf(trx, counts) {
  if (!(TOMBSTONES in counts)) return { tombstones: [] };
  const tombstones = await trx.selectFrom(TOMBSTONES).selectAll().execute();
  const secret =
    SECRETS in counts
      ? (
          await trx
            .selectFrom(SECRETS)
            .select("value")
            .where("name", "=", "signing")
            .executeTakeFirst()
        )?.value
      : undefined;
  return { tombstones, secret };
}

/**
 * The tombstones of the newest backup beside `file` taken after it (tombstones only grow, so
 * the newest holds every earlier one): an erasure made after this backup was taken is applied
 * again. A newer backup that does not check out is passed over for the next.
 */
async function laterTombstones(file, header) {
  const newer = (await backupsIn(path.dirname(path.resolve(file)))).filter(
    (backup) => backup.takenAt > header.taken_at,
  );
  for (const backup of newer) {
    try {
      const { collected } = await verifyBackup(backup.file, { collect: [TOMBSTONES, SECRETS] });
      return {
        file: backup.file,
        tombstones: collected[TOMBSTONES],
        secret: collected[SECRETS].find((row) => row.name === "signing")?.value,
      };
    } catch (error) {
      if (!(error instanceof BackupFileError)) throw error;
    }
  }
  return undefined;
}

const unique = (values) =>
  [...new Set(values.filter(Boolean))].map((value) => Buffer.from(value, "utf8"));
