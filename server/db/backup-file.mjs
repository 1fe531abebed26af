import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { StringDecoder } from "node:string_decoder";
import { createGunzip, createGzip } from "node:zlib";
import { sql } from "kysely";
import { appliedMigrations, listTables } from "./catalog.mjs";
import { contentBundleOf } from "./content-bundle.mjs";

/**
 * The backup file: gzip of UTF-8 lines, each a one-letter tag, a space and JSON.
 *   H {"flowboard_backup":1,"taken_at","engine","migrations":[...]}   the header
 *   T {"table","columns":[...]}                                        a table follows
 *   R {...}                                                           one row (row_to_json)
 *   Z {"rows":{table: n},"sha256"}                                    the end
 * `sha256` covers every line before the last, newlines included: a file cut short has no Z
 * line, and a changed byte fails gzip's own check or this one. Rows are PostgreSQL's JSON
 * of each row, which both engines read back through `jsonb_populate_recordset`, so one file
 * moves between PGlite and a PostgreSQL server.
 */
export const FORMAT_VERSION = 1;
const ROWS_PER_FETCH = 2_000;

/**
 * What a backup never holds (decisions 025, 026): the day's secret behind visitor hashes and
 * address keys (`address_secret`), and the visitor hashes themselves. With both in one file
 * anyone holding it could hash a known address and user agent and find that person's visits
 * of the day. A restored site makes a new secret, so the hashes would be of no use to it.
 * Restoring an older file that holds them drops them likewise (restore.mjs). Nor the key
 * that signs shared preview links (`site_secret`, migration 020): whoever held a backup
 * could sign links of their own; a restored site makes a new key, and links made before
 * it open nothing.
 */
export const WITHHELD = {
  /** Tables whose rows are left out. */
  rows: ["address_secret", "site_secret"],
  /** Columns written as null, per table. */
  columns: { analytics_visit: ["visitor_hash"] },
};

/** The statement a table's rows are read with: each as JSON, without what is withheld. */
function rowsOf(name) {
  const table = sql.table(name);
  if (WITHHELD.rows.includes(name))
    return sql`select row_to_json(t)::text as r from ${table} t where false`;
  const blanked = WITHHELD.columns[name];
  if (!blanked) return sql`select row_to_json(t)::text as r from ${table} t`;
  const nulls = sql.raw(`'${JSON.stringify(Object.fromEntries(blanked.map((c) => [c, null])))}'`);
  return sql`select (to_jsonb(t) || ${nulls}::jsonb)::text as r from ${table} t`;
}

/** A file the restore refuses, with the sentence to show. */
export class BackupFileError extends Error {}

/**
 * Writes a consistent snapshot of `db` to `file`: every table of the schema, read in one
 * read-only, repeatable-read transaction (one snapshot, as pg_dump takes; on PGlite, whose
 * one connection the transaction holds, the site's own statements wait until it ends).
 * The file appears under its name only once complete (written as `<file>.partial`, then
 * renamed), readable by its owner only. What is `WITHHELD` is not written. Resolves to `{ file, bytes, takenAt, migrations, rows }`.
 */
export async function writeBackup(db, file, { engine }) {
  const target = path.resolve(file);
  const partial = `${target}.partial`;
  const hash = createHash("sha256");
  const gzip = createGzip({ level: 6 });
  const out = createWriteStream(partial, { mode: 0o600 });
  const written = new Promise((resolve, reject) => {
    out.on("finish", resolve).on("error", reject);
    gzip.on("error", reject);
  });
  written.catch(() => {});
  gzip.pipe(out);
  const write = async (line) => {
    hash.update(line);
    if (!gzip.write(line)) await new Promise((resolve) => gzip.once("drain", resolve));
  };

  try {
    const summary = await db
      .transaction()
      .setIsolationLevel("repeatable read")
      .execute(async (trx) => {
        await sql`set transaction read only`.execute(trx);
        const { rows } = await sql`select now() as taken_at`.execute(trx);
        const takenAt = new Date(rows[0].taken_at).toISOString();
        const migrations = await appliedMigrations(trx);
        const tables = await listTables(trx);
        const header = { flowboard_backup: FORMAT_VERSION, taken_at: takenAt, engine, migrations };
        await write(`H ${JSON.stringify(header)}\n`);
        const counts = {};
        for (const { name, columns } of tables) {
          await write(`T ${JSON.stringify({ table: name, columns })}\n`);
          counts[name] = 0;
          await sql`declare backup_rows no scroll cursor for ${rowsOf(name)}`.execute(trx);
          for (;;) {
            const batch = await sql
              .raw(`fetch forward ${ROWS_PER_FETCH} from backup_rows`)
              .execute(trx);
            // One write per fetch, not per row: the per-row writes were most of the time.
            if (batch.rows.length > 0)
              await write(batch.rows.map((row) => `R ${row.r}\n`).join(""));
            counts[name] += batch.rows.length;
            if (batch.rows.length < ROWS_PER_FETCH) break;
          }
          await sql`close backup_rows`.execute(trx);
        }
        return { takenAt, migrations, rows: counts };
      });
    gzip.end(`Z ${JSON.stringify({ rows: summary.rows, sha256: hash.digest("hex") })}\n`);
    await written;
    await rename(partial, target);
    const handle = await open(target);
    const { size } = await handle.stat();
    await handle.close();
    return { file: target, bytes: size, ...summary };
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * The file's lines, one at a time, decompressed; gzip's errors become a BackupFileError
 * that says what is wrong with the file.
 */
export async function* readBackupLines(file) {
  const name = path.basename(file);
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on("error", (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new StringDecoder("utf8");
  let rest = "";
  try {
    for await (const chunk of gunzip) {
      rest += decoder.write(chunk);
      let start = 0;
      for (let end = rest.indexOf("\n"); end !== -1; end = rest.indexOf("\n", start)) {
        yield rest.slice(start, end);
        start = end + 1;
      }
      rest = rest.slice(start);
    }
  } catch (error) {
    if (error.code === "ENOENT") throw new BackupFileError(`There is no file ${file}.`);
    if (error.code === "Z_BUF_ERROR" || /unexpected end of file/i.test(error.message))
      throw new BackupFileError(
        `${name} is cut short: it ends in the middle of its compressed data. Nothing was restored.`,
      );
    if (String(error.code).startsWith("Z_"))
      throw new BackupFileError(
        `${name} is damaged or is not a backup: its compressed data does not check out (${error.message}). Nothing was restored.`,
      );
    throw error;
  } finally {
    source.destroy();
  }
  rest += decoder.end();
  if (rest) yield rest;
}

/**
 * Reads the whole file and checks it: a header of a format this code reads, every row under
 * a table, the closing line present, its counts and checksum matching. `collect`: tables
 * whose rows to keep (parsed). Resolves to `{ header, rows, collected }`; throws a
 * BackupFileError saying what is wrong.
 */
export async function verifyBackup(file, { collect = [] } = {}) {
  const name = path.basename(file);
  const hash = createHash("sha256");
  const counts = {};
  const collected = Object.fromEntries(collect.map((table) => [table, []]));
  let header;
  let table;
  let closing;
  for await (const line of readBackupLines(file)) {
    if (closing !== undefined)
      throw new BackupFileError(`${name} goes on after its closing line: it was altered.`);
    const tag = line.slice(0, 2);
    if (tag === "Z ") {
      closing = parseLine(line, name);
      continue;
    }
    hash.update(`${line}\n`);
    if (header === undefined) {
      header = tag === "H " ? parseLine(line, name) : undefined;
      if (header?.flowboard_backup === undefined)
        throw new BackupFileError(`${name} is not a Flowboard backup (it has no backup header).`);
      if (header.flowboard_backup > FORMAT_VERSION)
        throw new BackupFileError(
          `${name} was written by a newer version of the site (backup format ${header.flowboard_backup}): update the site to restore it.`,
        );
    } else if (tag === "T ") {
      table = parseLine(line, name).table;
      counts[table] = 0;
    } else if (tag === "R " && table !== undefined) {
      counts[table] += 1;
      if (collected[table]) collected[table].push(parseLine(line, name));
    }
    // A flipped byte can decompress into a line of no known kind, before the checksum is
    // reached: the file was altered all the same.
    else
      throw new BackupFileError(
        `${name} has a line this backup format does not have: it was altered. Nothing was restored.`,
      );
  }
  if (header === undefined) throw new BackupFileError(`${name} is empty.`);
  if (closing === undefined)
    throw new BackupFileError(
      `${name} is cut short: it ends before its closing line and checksum. Nothing was restored.`,
    );
  if (closing.sha256 !== hash.digest("hex"))
    throw new BackupFileError(
      `${name} was altered: its contents do not match its SHA-256 checksum. Nothing was restored.`,
    );
  for (const [tableName, count] of Object.entries(closing.rows ?? {}))
    if (counts[tableName] !== count)
      throw new BackupFileError(
        `${name} was altered: table ${tableName} holds ${counts[tableName] ?? 0} rows where its closing line says ${count}.`,
      );
  return { header, rows: counts, collected };
}

function parseLine(line, name) {
  try {
    return JSON.parse(line.slice(2));
  } catch {
    throw new BackupFileError(`${name} has a line that is not valid JSON: it was altered.`);
  }
}

/** Reads just the header of `file`, or undefined when it is not a backup. */
export async function readHeader(file) {
  try {
    for await (const line of readBackupLines(file)) {
      if (!line.startsWith("H ")) return undefined;
      const header = JSON.parse(line.slice(2));
      return header.flowboard_backup === undefined ? undefined : header;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * The backups in `folder` (files whose first line is a backup header; nothing else is
 * touched), newest first by the moment each snapshot was taken.
 */
export async function backupsIn(folder) {
  const found = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith(".partial")) continue;
    const file = path.join(folder, entry.name);
    const header = await readHeader(file);
    if (header) found.push({ file, takenAt: header.taken_at, header });
  }
  return found.sort((a, b) => b.takenAt.localeCompare(a.takenAt) || b.file.localeCompare(a.file));
}

/** Deletes all but the newest `keep` backups in `folder`; resolves to the files deleted. */
export async function pruneBackups(folder, keep) {
  const old = (await backupsIn(folder)).slice(keep);
  for (const { file } of old) {
    await rm(file);
    // The content repository's bundle written beside it (content-bundle.mjs), if any.
    await rm(contentBundleOf(file), { force: true });
  }
  return old.map(({ file }) => file);
}

/** The rows per table as aligned text, for the commands' output. */
export function formatCounts(rows) {
  const names = Object.keys(rows);
  const width = Math.max(5, ...names.map((name) => name.length));
  const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
  return [
    ...names.map((name) => `  ${name.padEnd(width)}  ${String(rows[name]).padStart(9)}`),
    `  ${"total".padEnd(width)}  ${String(total).padStart(9)}`,
  ].join("\n");
}
