// Vitest global setup: one PGlite database with every migration applied, and one with none,
// each dumped once to a file that a test's PGlite starts from (tests/support/databases.mjs):
// the first for the site's own migrations, the second for a test's own. Starting from a
// dump took 0.4-0.5 s here; a new PGlite with its migrations 1.7-3 s, and the unit tests
// open about twenty.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/db/database.mjs";

let folder;

export async function setup({ provide }) {
  folder = mkdtempSync(path.join(os.tmpdir(), "pglite-template-"));
  const blank = await dumpTo("blank.tar", {});
  provide("pgliteBlank", blank);
  // The second starts from the first: PGlite's own start is paid once.
  const migrated = await dumpTo("migrated.tar", undefined, blank);
  provide("pgliteTemplate", migrated);
  // The servers and commands the tests start (child processes, which inherit the
  // environment) start a new PGlite folder from it too (server/db/database.mjs).
  process.env.PGLITE_TEMPLATE = migrated;
  // npm test keeps a copy for the steps after this one (scripts/run-checks.mjs).
  if (process.env.PGLITE_TEMPLATE_KEEP) copyFileSync(migrated, process.env.PGLITE_TEMPLATE_KEEP);
}

async function dumpTo(name, migrations, from) {
  const template = from && new Blob([readFileSync(from)]);
  const database = await openDatabase({ dataDir: ":memory:", migrations, template });
  try {
    const dump = await database.dump();
    const file = path.join(folder, name);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

export function teardown() {
  delete process.env.PGLITE_TEMPLATE;
  if (folder) rmSync(folder, { recursive: true, force: true });
}
