// `npm run backup -- FILE`: a consistent snapshot of the site's database (DATABASE_URL's
// PostgreSQL, else PGlite under DATA_DIR) in one file, while the site runs and takes posts
// (PGlite's snapshot is taken by the server holding it, through its relay).
//   npm run backup -- backups/site.backup.gz        that file (never overwritten)
//   npm run backup -- backups/                      a new file named by the time, in that folder
//   npm run backup -- backups/ --keep=30            and then all but the newest 30 backups there deleted
// With the editor's content repository (DATA_DIR/content-repo), its live branch and the
// changes not yet published (their statuses and review notes) go into a git bundle beside
// the file, `<name>.content.bundle` (server/db/content-bundle.mjs), which `npm run restore`
// puts back.
import { existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { formatCounts, pruneBackups, writeBackup } from "../server/db/backup-file.mjs";
import { contentBundleOf, writeContentBundle } from "../server/db/content-bundle.mjs";
import { defaultDataDir } from "../server/db/database.mjs";
import { openDatabaseForCli } from "../server/db/open-for-cli.mjs";

const fail = (message) => {
  console.error(message);
  process.exit(1);
};
const usage = "Usage: npm run backup -- FILE|FOLDER/ [--keep=N]";
const args = process.argv.slice(2);
const keepArg = args.find((arg) => arg.startsWith("--keep="));
const unknown = args.filter((arg) => arg.startsWith("-") && arg !== keepArg);
const names = args.filter((arg) => !arg.startsWith("-"));
if (unknown.length > 0) fail(`Unknown option ${unknown[0]}. ${usage}`);
if (names.length !== 1) fail(usage);
const keep = keepArg === undefined ? undefined : Number(keepArg.slice("--keep=".length));
if (keep !== undefined && (!Number.isInteger(keep) || keep < 1))
  fail(`--keep must be a whole number of 1 or more, not "${keepArg.slice(7)}".`);

const file = backupPath(names[0]);
if (existsSync(file)) fail(`${file} already exists: a backup never overwrites a file.`);
mkdirSync(path.dirname(file), { recursive: true });

const database = await openDatabaseForCli();
const where =
  database.kind === "postgres"
    ? "PostgreSQL (DATABASE_URL)"
    : `PGlite in ${process.env.DATA_DIR ?? defaultDataDir}`;
let backup;
try {
  const started = performance.now();
  backup =
    database.kind === "pglite-relay"
      ? await database.command("backup", { file })
      : await writeBackup(database.db, file, {
          engine: database.kind === "postgres" ? "postgresql" : "pglite",
        });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Backed up ${where} to ${backup.file} (${megabytes(backup.bytes)}, ${seconds} s): the snapshot of ${backup.takenAt}, schema at ${backup.migrations.at(-1) ?? "(none)"}.`,
  );
  console.log(formatCounts(backup.rows));
} catch (error) {
  fail(`The backup failed and no file was written: ${error.message}`);
} finally {
  await database.close();
}

const contentRepo = path.join(process.env.DATA_DIR ?? defaultDataDir, "content-repo");
try {
  const bundle = await writeContentBundle(contentRepo, contentBundleOf(file));
  console.log(
    bundle
      ? `The content repository's live branch (${bundle.live}) and ${bundle.changes.length} unpublished ${bundle.changes.length === 1 ? "change" : "changes"} to ${bundle.file} (${megabytes(bundle.bytes)}).`
      : `No content repository in ${contentRepo}: no unpublished changes to keep.`,
  );
} catch (error) {
  fail(
    `The database is backed up, but the content repository's unpublished changes are not: ${error.message}`,
  );
}

if (keep !== undefined) {
  const removed = await pruneBackups(path.dirname(file), keep);
  console.log(
    removed.length === 0
      ? `--keep=${keep}: no older backups to remove.`
      : `--keep=${keep}: removed ${removed.length} older ${removed.length === 1 ? "backup" : "backups"}: ${removed.map((name) => path.basename(name)).join(", ")}.`,
  );
}

/** FILE as given, or a new name in FILE when it is a folder (or ends with a slash). */
function backupPath(name) {
  const isFolder = /[\\/]$/.test(name) || (existsSync(name) && statSync(name).isDirectory());
  if (!isFolder) return path.resolve(name);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  return path.resolve(name, `flowboard-${stamp}.backup.gz`);
}

function megabytes(bytes) {
  return bytes < 1_000_000
    ? `${(bytes / 1000).toFixed(1)} kB`
    : `${(bytes / 1_000_000).toFixed(1)} MB`;
}
