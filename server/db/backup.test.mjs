// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../../tests/support/databases.mjs";
import { createAnalyticsRecorder } from "../analytics/recorder.mjs";
import { readRange, summariseAnalytics } from "../analytics/report.mjs";
import { UTM_FIELDS, visitorHash } from "../analytics/visitor.mjs";
import { createLimits } from "../http/limits.mjs";
import { eraseAddress, isErased } from "../privacy/erasure.mjs";
import { BackupFileError, pruneBackups, verifyBackup, writeBackup } from "./backup-file.mjs";
import { listTables } from "./catalog.mjs";
import { migrations as siteMigrations } from "./migrations/index.mjs";
import { restoreBackup } from "./restore.mjs";

// A table no backup code names, with a foreign key, an identity, and types the site's own
// tables lack: the backup must find it in the catalog and restore it after its parent.
const migrations = {
  ...siteMigrations,
  "900-test-notes": {
    async up(db) {
      await sql`create table zz_note (
        id bigint generated always as identity primary key,
        lead_id bigint not null references lead(id) on delete cascade,
        amount numeric not null,
        tags text[] not null,
        payload jsonb not null,
        seen_at timestamptz not null
      )`.execute(db);
    },
  },
};

let folder;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "flowboard-backup-"));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const env = { SITE_SECRET: "backup-test-secret" };
const HOST = "flowboard.example";

/** A page view of `hash` stored as the site stores one. */
async function recordView(db, hash) {
  const recorder = createAnalyticsRecorder(db, { flushIntervalMs: 60_000 });
  recorder.add({
    kind: "view",
    at: new Date(),
    hash,
    path: "/",
    referrerSite: null,
    source: "direct",
    utm: Object.fromEntries(UTM_FIELDS.map((field) => [field, null])),
    agent: { device: "desktop", browser: "Chrome", os: "Linux" },
  });
  await recorder.close();
}

async function seed(db, people = ["ada@example.com", "grace@example.com", "erase.me@example.com"]) {
  for (const [index, email] of people.entries()) {
    const [{ id }] = await db
      .insertInto("lead")
      .values({
        name: `Person ${index}`,
        email,
        subject: "demo",
        message: `Line one\nline "two" ${"é".repeat(index)}`,
        idempotency_key: `key-${index}-${email}`,
      })
      .returning("id")
      .execute();
    await sql`insert into zz_note (lead_id, amount, tags, payload, seen_at) values (${id}, 12345678901234567890.125, ${["a", "b,c"]}, ${JSON.stringify({ nested: [1, { x: null }] })}::jsonb, '2026-11-26T10:00:00.123456Z')`.execute(
      db,
    );
    await db
      .insertInto("mail_outbox")
      .values({
        recipient: email,
        subject: "Your request",
        body: "",
        created_at: new Date(),
        state: index === 0 ? "sent" : "waiting",
      })
      .execute();
  }
  await db
    .insertInto("admin_account")
    .values({ email: "team@example.com", password_hash: "scrypt$x" })
    .execute();
  const account = await db.selectFrom("admin_account").select("id").executeTakeFirstOrThrow();
  await db
    .insertInto("admin_session")
    .values({
      id_hash: "h1",
      account_id: account.id,
      created_at: new Date(),
      last_seen_at: new Date(),
    })
    .execute();
  await sql`insert into address_secret (day, secret) values (20000, '\\x00ff10'::bytea)`.execute(
    db,
  );
}

const dump = async (db, table) =>
  (
    await sql`select row_to_json(t)::text as r from ${sql.table(table)} t order by 1`.execute(db)
  ).rows.map((row) => row.r);

/** `file` with its lines run through `edit`, the checksum made right again: a well-formed file. */
function rewrite(file, edit) {
  const lines = gunzipSync(readFileSync(file)).toString("utf8").trimEnd().split("\n");
  const body = edit(lines.slice(0, -1));
  const sha256 = createHash("sha256")
    .update(body.map((line) => `${line}\n`).join(""))
    .digest("hex");
  const closing = JSON.parse(lines.at(-1).slice(2));
  const out = `${file}.edited-${Math.random().toString(36).slice(2)}`;
  writeFileSync(
    out,
    gzipSync(
      `${[...body, `Z ${JSON.stringify({ rows: {}, sha256, was: closing.rows })}`].join("\n")}\n`,
    ),
  );
  return out;
}

for (const target of databaseTargets()) {
  describe(`backup and restore on ${target.name}`, () => {
    const opened = [];
    const open = async () => {
      const database = await target.open({ migrations });
      opened.push(database);
      return database;
    };
    /** Restores into `database`, which stays open for the test to read. */
    const restoreInto = (database, file, options = {}) =>
      restoreBackup({
        file,
        migrations,
        env,
        open: async () => ({ ...database, close: async () => {} }),
        ...options,
      });
    afterAll(async () => {
      for (const database of opened) await database.close();
    });

    let source;
    let file;
    /** The backup the first visit-hash test takes, which the next one rewrites. */
    let visitBackup;
    beforeAll(async () => {
      source = await open();
      await seed(source.db);
      file = path.join(folder, `${target.name}-full.backup.gz`);
      await writeBackup(source.db, file, { engine: target.name });
    });

    it("finds every table in the catalog, parents before children", async () => {
      const names = (await listTables(source.db)).map((table) => table.name);
      expect(names).toContain("zz_note");
      expect(names).not.toContain("kysely_migration");
      expect(names.indexOf("lead")).toBeLessThan(names.indexOf("zz_note"));
      expect(names.indexOf("admin_account")).toBeLessThan(names.indexOf("admin_session"));
    });

    it("restores every row of every table as it was, and new rows get new ids", async () => {
      const { header, rows } = await verifyBackup(file);
      expect(header.migrations).toEqual(Object.keys(migrations));
      expect(rows).toMatchObject({ lead: 3, zz_note: 3, mail_outbox: 3, admin_session: 1 });

      const copy = await open();
      const restored = await restoreInto(copy, file);
      expect(restored.rows).toMatchObject({ lead: 3, zz_note: 3, admin_account: 1 });
      for (const table of ["lead", "zz_note", "mail_outbox", "admin_session"])
        expect(await dump(copy.db, table), table).toEqual(await dump(source.db, table));
      // The day's secret is never in a backup (decision 026).
      expect(await dump(copy.db, "address_secret")).toEqual([]);
      const [{ id }] = await copy.db
        .insertInto("lead")
        .values({
          name: "New",
          email: "n@example.com",
          subject: "demo",
          message: "m",
          idempotency_key: "new",
        })
        .returning("id")
        .execute();
      expect(Number(id)).toBe(4);
    });

    it("holds no key a visitor's hash can be made again with, and the restored site counts under a new one", async () => {
      const visitor = { address: "203.0.113.40", userAgent: "Mozilla/5.0 Test", site: HOST };
      const secret = await createLimits(source).visitorSecret();
      const hash = visitorHash(secret, visitor);
      await recordView(source.db, hash);
      const taken = path.join(folder, `${target.name}-visits.backup.gz`);
      await writeBackup(source.db, taken, { engine: target.name });
      visitBackup = { taken, secret, hash };

      // Every value in the file tried as the key, the known address and agent with each.
      const text = gunzipSync(readFileSync(taken)).toString("utf8");
      const keys = text
        .split("\n")
        .filter((line) => line.startsWith("R "))
        .flatMap((line) => Object.values(JSON.parse(line.slice(2))))
        .filter((value) => typeof value === "string")
        .flatMap((value) =>
          /^\\x[0-9a-f]*$/.test(value) ? [Buffer.from(value.slice(2), "hex"), value] : [value],
        );
      expect(keys.length).toBeGreaterThan(10);
      for (const key of keys) expect(text).not.toContain(visitorHash(key, visitor));
      expect(text).not.toContain(hash);
      expect(text).not.toContain(secret.toString("hex"));

      const copy = await open();
      await restoreInto(copy, taken);
      expect(await dump(copy.db, "address_secret")).toEqual([]);
      const restoredVisits = await copy.db.selectFrom("analytics_visit").selectAll().execute();
      expect(restoredVisits.map((visit) => visit.visitor_hash)).toEqual([null]);

      const newSecret = await createLimits(copy).visitorSecret();
      expect(newSecret.equals(secret)).toBe(false);
      const newHash = visitorHash(newSecret, visitor);
      await recordView(copy.db, newHash);
      const visits = await copy.db
        .selectFrom("analytics_visit")
        .select(["visitor_hash", "first_of_day"])
        .orderBy("id")
        .execute();
      expect(visits).toEqual([
        { visitor_hash: null, first_of_day: true },
        { visitor_hash: newHash, first_of_day: true },
      ]);
      const { totals } = await summariseAnalytics(copy.db, readRange({ range: "today" }));
      expect(totals).toMatchObject({ visitors: 2, visits: 2, pageviews: 2 });
    }, 90_000);

    it("drops the secret and visitor hashes an older backup file holds", async () => {
      const { taken, secret, hash } = visitBackup;
      // The file as the site wrote it before it withheld them: the secret and hash put back.
      const older = rewrite(taken, (lines) => {
        const out = [];
        for (const line of lines) {
          out.push(line.replace('"visitor_hash": null', `"visitor_hash": "${hash}"`));
          if (line.startsWith("T ") && line.includes('"address_secret"'))
            out.push(`R {"day":1,"secret":"\\\\x${secret.toString("hex")}"}`);
        }
        return out;
      });
      expect(gunzipSync(readFileSync(older)).toString()).toContain(hash);
      const copy = await open();
      await restoreInto(copy, older);
      expect(await dump(copy.db, "address_secret")).toEqual([]);
      const hashes = await copy.db.selectFrom("analytics_visit").select("visitor_hash").execute();
      expect(hashes).toEqual([{ visitor_hash: null }]);
    }, 90_000);

    it("refuses a database that holds data unless told to replace it", async () => {
      const copy = await open();
      await restoreInto(copy, file);
      await expect(restoreInto(copy, file)).rejects.toThrow(
        /already holds data \(.*lead: 3.*\)\. Nothing was restored\. .*--replace/,
      );
      const again = await restoreInto(copy, file, { replace: true });
      expect(again.rows.lead).toBe(3);
    });

    it("refuses a cut-short file, a flipped byte and a newer schema, and leaves nothing", async () => {
      const bytes = readFileSync(file);
      const cut = `${file}.cut`;
      writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
      const flipped = `${file}.flipped`;
      const changed = Buffer.from(bytes);
      changed[Math.floor(changed.length / 2)] ^= 0x01;
      writeFileSync(flipped, changed);
      const newer = rewrite(file, (lines) => [
        lines[0].replace('"900-test-notes"', '"900-test-notes","999-from-the-future"'),
        ...lines.slice(1),
      ]);
      const empty = await open();
      await expect(restoreInto(empty, cut)).rejects.toThrow(/cut short/);
      await expect(restoreInto(empty, flipped)).rejects.toThrow(BackupFileError);
      await expect(restoreInto(empty, newer)).rejects.toThrow(
        /newer schema .*999-from-the-future.*update the site/,
      );
      expect(await dump(empty.db, "lead")).toEqual([]);
    });

    it("restores all or nothing: a row that fails rolls back every table before it", async () => {
      // A well-formed file (checksum right) whose last note points at a lead that is not there.
      const broken = rewrite(file, (lines) => {
        const last = lines.findLastIndex(
          (line) => line.startsWith("R ") && line.includes('"tags"'),
        );
        return lines.map((line, index) =>
          index === last ? line.replace(/"lead_id":\d+/, '"lead_id":999') : line,
        );
      });
      const empty = await open();
      await expect(restoreInto(empty, broken)).rejects.toThrow(/foreign key/);
      for (const table of ["lead", "zz_note", "mail_outbox", "admin_account"])
        expect(await dump(empty.db, table), table).toEqual([]);
    });

    it("erases again whoever was erased after the backup, from the replaced database or a newer backup", async () => {
      const live = await open();
      await seed(live.db);
      const before = path.join(folder, `${target.name}-before-erasure.backup.gz`);
      await writeBackup(live.db, before, { engine: target.name });
      await new Promise((resolve) => setTimeout(resolve, 5));
      await eraseAddress(live.db, "Erase.Me@example.com");

      // Restored over the live database: its tombstone is kept and applied.
      const over = await restoreInto(live, before, { replace: true, env: {} });
      expect(over.erasures).toMatchObject({ leads: 1, mails: 1 });
      expect(await isErased(live.db, "erase.me@example.com")).toBe(true);

      // Restored into an empty database: the newer backup beside it carries the tombstone.
      await writeBackup(live.db, path.join(folder, `${target.name}-after-erasure.backup.gz`), {
        engine: target.name,
      });
      const fresh = await open();
      const restored = await restoreInto(fresh, before, { env: {} });
      expect(restored.newerBackup).toMatch(/after-erasure/);
      const emails = (await fresh.db.selectFrom("lead").select("email").execute()).map(
        (r) => r.email,
      );
      expect(emails).toEqual(["ada@example.com", "grace@example.com"]);
      expect(await isErased(fresh.db, "erase.me@example.com")).toBe(true);
    });
  });
}

describe("--keep", () => {
  it("deletes all but the newest N backups of the folder and nothing else", async () => {
    const keepFolder = mkdtempSync(path.join(tmpdir(), "flowboard-keep-"));
    try {
      const header = (takenAt) =>
        gzipSync(
          `H ${JSON.stringify({ flowboard_backup: 1, taken_at: takenAt, migrations: [] })}\n`,
        );
      for (const day of [1, 2, 3, 4])
        writeFileSync(path.join(keepFolder, `b${day}.gz`), header(`2026-11-0${day}T00:00:00.000Z`));
      writeFileSync(path.join(keepFolder, "notes.txt"), "not a backup");
      const removed = await pruneBackups(keepFolder, 2);
      expect(removed.map((file) => path.basename(file)).sort()).toEqual(["b1.gz", "b2.gz"]);
      expect(readFileSync(path.join(keepFolder, "notes.txt"), "utf8")).toBe("not a backup");
    } finally {
      rmSync(keepFolder, { recursive: true, force: true });
    }
  });
});
