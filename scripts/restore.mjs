// `npm run restore -- FILE`: a backup made by `npm run backup` into the site's database
// (DATABASE_URL's PostgreSQL, else PGlite under DATA_DIR), of either engine: all or nothing,
// and only into a database that holds no rows unless --replace is given. Stop the site
// first. Every erasure known (the backup's, the replaced database's, the newest backup's
// beside FILE) is applied again before the site can read the data.
//   npm run restore -- backups/site.backup.gz
//   npm run restore -- backups/site.backup.gz --replace   delete what the database holds first
// The content repository's bundle beside FILE (`<name>.content.bundle`, written by `npm run
// backup`) is put back into DATA_DIR/content-repo: the unpublished changes, with their
// statuses and notes (and the live branch, when there is no repository yet). Without
// --replace, a repository that already holds unpublished changes is left as it is.
import { existsSync } from "node:fs";
import path from "node:path";
import { BackupFileError, formatCounts } from "../server/db/backup-file.mjs";
import {
  ContentBundleError,
  contentBundleOf,
  restoreContentBundle,
} from "../server/db/content-bundle.mjs";
import { DatabaseBusyError, defaultDataDir, openDatabase } from "../server/db/database.mjs";
import { restoreBackup } from "../server/db/restore.mjs";

const fail = (message) => {
  console.error(message);
  process.exit(1);
};
const usage = "Usage: npm run restore -- FILE [--replace]";
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg.startsWith("-") && arg !== "--replace");
const names = args.filter((arg) => !arg.startsWith("-"));
if (unknown.length > 0) fail(`Unknown option ${unknown[0]}. ${usage}`);
if (names.length !== 1) fail(usage);
const file = path.resolve(names[0]);
if (!existsSync(file)) fail(`There is no file ${file}.`);

const where = process.env.DATABASE_URL
  ? "PostgreSQL (DATABASE_URL)"
  : `PGlite in ${process.env.DATA_DIR ?? defaultDataDir}`;
const started = performance.now();
try {
  const restored = await restoreBackup({
    file,
    replace: args.includes("--replace"),
    // Short: a restore waits for nobody; a server on the folder is refused above all.
    open: (migrations) => openDatabase({ migrations, waitForOwnerMs: 2_000 }),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Restored ${path.basename(file)} (the ${restored.header.engine} snapshot of ${restored.header.taken_at}) into ${where} in ${seconds} s:`,
  );
  console.log(formatCounts(restored.rows));
  const { erasures } = restored;
  console.log(
    `Erasures applied again: ${erasures.tombstones} on record${restored.newerBackup ? ` (with those of ${path.basename(restored.newerBackup)})` : ""}; removed ${erasures.leads} leads, ${erasures.subscriptions} subscriptions and ${erasures.mails} mails of erased addresses.`,
  );
} catch (error) {
  if (error instanceof BackupFileError || error instanceof DatabaseBusyError) fail(error.message);
  fail(`The restore failed and nothing was restored: ${error.message}`);
}

const bundle = contentBundleOf(file);
if (existsSync(bundle)) {
  const contentRepo = path.join(process.env.DATA_DIR ?? defaultDataDir, "content-repo");
  try {
    const content = await restoreContentBundle(bundle, contentRepo, {
      replace: args.includes("--replace"),
    });
    console.log(
      `Restored ${content.changes.length} unpublished ${content.changes.length === 1 ? "change" : "changes"} into ${contentRepo}${content.made ? `, made from the bundle with its live branch ${content.live}` : " (its live branch left as it was)"}.`,
    );
  } catch (error) {
    if (error instanceof ContentBundleError)
      fail(`The database is restored, but the unpublished changes are not: ${error.message}`);
    throw error;
  }
} else console.log(`No ${path.basename(bundle)} beside it: the content repository is unchanged.`);
