// @vitest-environment node
// The restore drill (issue 51): leads posted under load, a backup taken mid-load with
// `npm run backup`, kill -9, the database wiped, `npm run restore`, the site started again.
// PGlite's backup restored into PostgreSQL, and PostgreSQL's into PGlite. Mail: the notices sent before the load stay sent; those that
// waited in the snapshot (the mail server was down) are delivered once after the restore.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { makeContactFixtureBuild } from "../../tests/support/contact-fixture.mjs";
import { createDatabase } from "../../tests/support/databases.mjs";
import { fetchToken, postForm, validRequest } from "../../tests/support/form-posts.mjs";
import { startServerProcess } from "../../tests/support/server-process.mjs";
import { startSmtpSink } from "../../tests/support/smtp-sink.mjs";
import { openDatabase } from "./database.mjs";

const run = promisify(execFile);
const scripts = fileURLToPath(new URL("../../scripts/", import.meta.url));
const NOTIFY_TO = "sales@flowboard.example";
/** Leads whose notices are sent before the mail server goes down. */
const SENT_BEFORE = 5;
/** Leads answered under load before the backup starts, and after it ends before kill -9. */
const BEFORE_BACKUP = 40;
const AFTER_BACKUP = 10;
/** At most this many posts start while the backup runs. */
const DURING_BACKUP = 30;
const CONCURRENCY = 8;
const siteEnv = {
  FORMS_MIN_FILL_MS: "0",
  FORMS_RATE_LIMIT: "100000",
  LEADS_NOTIFY_TO: NOTIFY_TO,
  SITE_SECRET: "restore-drill",
  OUTBOX_LEASE_MS: "2000",
};

const postgresUrl = inject("postgresUrl");
let fixture;
let folder;
beforeAll(async () => {
  fixture = await makeContactFixtureBuild();
  folder = mkdtempSync(path.join(tmpdir(), "flowboard-drill-"));
});
afterAll(async () => {
  await fixture?.cleanup();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A command of scripts/ on the given database; resolves to `{ code, out }` (stdout and stderr). */
async function command(script, args, database) {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(scripts, script), ...args], {
      env: { ...process.env, ...databaseEnv(database) },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    return { code: error.code, out: `${error.stdout}${error.stderr}` };
  }
}

const databaseEnv = (database) =>
  database.url
    ? { DATABASE_URL: database.url, DATA_DIR: "" }
    : { DATABASE_URL: "", DATA_DIR: database.dataDir };

const startSite = (database, sink) =>
  startServerProcess({
    buildDir: fixture.buildDir,
    dataDir: database.dataDir ?? path.join(folder, "unused"),
    env: { ...siteEnv, ...databaseEnv(database), SMTP_URL: sink.url },
  });

/** Posts a lead named `name`; resolves once the site has answered it 303. */
async function postLead(port, name) {
  const fields = {
    formToken: await fetchToken(port),
    ...validRequest({ name, email: `${name.replaceAll(" ", ".")}@example.com`, company: "" }),
  };
  const answer = await postForm(port, fields);
  if (answer.status !== 303) throw new Error(`${name}: answered ${answer.status}`);
}

const until = async (condition, what, ms = 60_000) => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** The lead named in a notice's subject ("New contact request: demo (Drill 3)"). */
const leadOf = (mail) => /\(([^,)]+)/.exec(mail.subject ?? "")?.[1];

/**
 * Runs the site on `database`: notices for SENT_BEFORE leads delivered, the mail server
 * stopped, leads posted by CONCURRENCY workers while `npm run backup` runs, then kill -9
 * under load. Resolves to what the test needs to judge a restore of the backup.
 */
async function loadBackupAndKill(database, label) {
  const sink = await startSmtpSink();
  const site = await startSite(database, sink);
  for (let i = 0; i < SENT_BEFORE; i += 1) await postLead(site.port, `${label} sent ${i}`);
  await until(() => sink.received.length >= SENT_BEFORE, "the first notices");
  await sink.close();

  const answered = new Set();
  const posted = new Set();
  let answeredBeforeBackup;
  let backupDone = false;
  let answeredAfterBackup = 0;
  let killed = false;
  let next = 0;
  const file = path.join(folder, `${label}.backup.gz`);
  let backup;
  const worker = async () => {
    while (!killed) {
      // Load goes on while the backup runs, up to a bound, so the mail to deliver after the
      // restore (and the test's time) does not grow with a slow host.
      if (backup && !backupDone && next >= BEFORE_BACKUP + DURING_BACKUP) await backup;
      const name = `${label} load ${next++}`;
      posted.add(name);
      try {
        await postLead(site.port, name);
        answered.add(name);
        if (backupDone) answeredAfterBackup += 1;
      } catch (error) {
        if (!killed) throw error;
      }
      if (answeredBeforeBackup === undefined && answered.size >= BEFORE_BACKUP) {
        answeredBeforeBackup = new Set(answered);
        backup = command("backup.mjs", [file], database).then((result) => {
          backupDone = true;
          return result;
        });
      }
      if (!killed && answeredAfterBackup >= AFTER_BACKUP) {
        killed = true;
        site.child.kill("SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(await site.exited).toBe("SIGKILL");
  const backupRun = await backup;
  expect(backupRun.code, backupRun.out).toBe(0);
  const inFile = Number(/^\s+lead\s+(\d+)$/m.exec(backupRun.out)?.[1]);
  return {
    file,
    sent: sink.received,
    answeredBeforeBackup,
    posted: new Set([
      ...posted,
      ...Array.from({ length: SENT_BEFORE }, (_, i) => `${label} sent ${i}`),
    ]),
    leadsInFile: inFile,
    answeredInAll: answered.size,
  };
}

/** Restores `file` into the empty `database` with `npm run restore`; its printed leads. */
async function restore(file, database) {
  const result = await command("restore.mjs", [file], database);
  expect(result.code, result.out).toBe(0);
  return Number(/^\s+lead\s+(\d+)$/m.exec(result.out)?.[1]);
}

const openSame = (database) => openDatabase({ url: database.url ?? "", dataDir: database.dataDir });

async function leadNames(db) {
  return (await db.selectFrom("lead").select("name").execute()).map((row) => row.name);
}

async function waitingMails(db) {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("state", "=", "waiting")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Starts the site on the restored `database` with a mail server up, waits until its outbox
 * has nothing waiting, and checks the leads and the mail of this history.
 */
async function startRestoredAndCheck(database, drill, leadsRestored) {
  const sink = await startSmtpSink();
  const site = await startSite(database, sink);
  const opened = await openSame(database);
  try {
    await until(async () => (await waitingMails(opened.db)) === 0, "the waiting notices");
    const names = await leadNames(opened.db);
    expect(names.length).toBe(leadsRestored);
    expect(names.length).toBe(drill.leadsInFile);
    const counts = new Map();
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    // Every lead answered before the snapshot, exactly once; nothing that was not posted.
    const missing = [...drill.answeredBeforeBackup].filter((name) => counts.get(name) !== 1);
    expect(missing, "answered before the backup, not restored exactly once").toEqual([]);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(names.filter((name) => !drill.posted.has(name))).toEqual([]);

    // Mail: no Message-ID twice in this history; each restored lead's notice exactly once.
    const mails = [...drill.sent, ...sink.received];
    const ids = mails.map((mail) => mail.messageId);
    expect(ids.length - new Set(ids).size, "notices sent twice").toBe(0);
    const noticed = mails.map(leadOf).sort();
    expect(noticed).toEqual([...names].sort());
    expect(sink.received.filter((mail) => / sent \d+$/.test(leadOf(mail)))).toEqual([]);
    return { names, sentAfter: sink.received.length };
  } finally {
    await opened.close();
    site.child.kill("SIGTERM");
    await site.exited;
    await sink.close();
  }
}

/** Wipes the database, as a lost disk would. */
async function wipe(database) {
  if (database.dataDir) return rmSync(database.dataDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`drop database ${new URL(database.url).pathname.slice(1)} with (force)`);
  } finally {
    await admin.end();
  }
}

// Each engine is drilled as the one that fails and as the one restored into (the move up,
// PGlite to PostgreSQL, and back): two histories rather than four keep the suite's time, and
// the same-engine restores are server/db/backup.test.mjs's, on both engines.
describe.skipIf(!postgresUrl)("the restore drill", () => {
  it("PGlite under load, backed up, killed and wiped; its backup restored into PostgreSQL, where the site starts with everything", async () => {
    const source = { dataDir: path.join(folder, "pglite") };
    const drill = await loadBackupAndKill(source, "Pglite");
    await wipe(source);

    // Planted: a file cut short and one with a byte flipped are refused, leaving nothing.
    const target = { url: await createDatabase(postgresUrl) };
    const bytes = readFileSync(drill.file);
    const cut = path.join(folder, "cut-short.gz");
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const flipped = path.join(folder, "flipped.gz");
    const changed = Buffer.from(bytes);
    changed[Math.floor(bytes.length / 3)] ^= 0x10;
    writeFileSync(flipped, changed);
    const refusedCut = await command("restore.mjs", [cut], target);
    expect(refusedCut).toMatchObject({ code: 1 });
    expect(refusedCut.out).toMatch(/cut short.*Nothing was restored/);
    const refusedFlip = await command("restore.mjs", [flipped], target);
    expect(refusedFlip).toMatchObject({ code: 1 });
    expect(refusedFlip.out).toMatch(/damaged|altered/);
    rmSync(cut);
    rmSync(flipped);

    // The restore refuses a database holding data, so its success shows the refusals left none.
    const restored = await restore(drill.file, target);
    const result = await startRestoredAndCheck(target, drill, restored);
    console.info(
      `restore drill, PGlite to PostgreSQL: ${drill.answeredInAll} leads answered, ${drill.answeredBeforeBackup.size} before the backup started; ${restored} in the backup and restored; ${drill.sent.length} notices sent before, ${result.sentAfter} after the restore, none twice`,
    );
  }, 180_000);

  it("PostgreSQL under load, backed up, killed and dropped; its backup restored into PGlite, where the site starts with everything", async () => {
    const source = { url: await createDatabase(postgresUrl) };
    const drill = await loadBackupAndKill(source, "Postgres");
    await wipe(source);
    const target = { dataDir: path.join(folder, "from-postgres") };
    const restored = await restore(drill.file, target);
    const result = await startRestoredAndCheck(target, drill, restored);
    console.info(
      `restore drill, PostgreSQL to PGlite: ${drill.answeredInAll} leads answered, ${drill.answeredBeforeBackup.size} before the backup started; ${restored} in the backup and restored; ${drill.sent.length} notices sent before, ${result.sentAfter} after the restore, none twice`,
    );
  }, 180_000);
});
