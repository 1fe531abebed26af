// `npm run restore -- FILE`: a backup made by `npm run backup` into the site's database
// (DATABASE_URL's PostgreSQL, else PGlite under DATA_DIR), of either engine: all or nothing,
// and only into a database that holds no rows unless --replace is given. Stop the site
// first. Every erasure known (the backup's, the replaced database's, the newest backup's
// beside FILE) is applied again before the site can read the data.
//   npm run restore -- backups/site.backup.gz
//   npm run restore -- backups/site.backup.gz --replace   delete what the database holds first
import { existsSync } from "node:fs";
import path from "node:path";
import { BackupFileError, formatCounts } from "../server/db/backup-file.mjs";
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
