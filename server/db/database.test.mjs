// @vitest-environment node

import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, inject, it } from "vitest";
import { createDatabase, databaseTargets, testTemplate } from "../../tests/support/databases.mjs";
import { openDatabase, SCHEMA_LOCK, templateFromEnvironment } from "./database.mjs";
import { migrations } from "./migrations/index.mjs";

const notes = {
  "001-notes": {
    async up(db) {
      await db.schema
        .createTable("note")
        .addColumn("id", "serial", (column) => column.primaryKey())
        .addColumn("body", "text", (column) => column.notNull())
        .execute();
    },
  },
};

// Each test opens PGlite (half a second from a dump, several on a loaded two-core machine)
// and applies its migrations.
const OPEN_TIMEOUT_MS = 60_000;

const opened = [];
afterEach(async () => {
  for (const database of opened.splice(0).reverse()) await database.close();
});
const track = (database) => {
  opened.push(database);
  return database;
};

for (const target of databaseTargets()) {
  describe(`the database on ${target.name}`, { timeout: OPEN_TIMEOUT_MS }, () => {
    it("applies the migrations and stores text exactly as given", async () => {
      const { db } = track(await target.open({ migrations: notes }));
      const body = "O'Brien — 北京 😀 ' ; drop table note; --";
      await db.insertInto("note").values({ body }).execute();
      const rows = await db.selectFrom("note").select("body").execute();
      expect(rows).toEqual([{ body }]);
    });

    it("rolls back a failed transaction and keeps what others wrote meanwhile", async () => {
      const { db } = track(await target.open({ migrations: notes }));
      const failing = db
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto("note").values({ body: "inside" }).execute();
          throw new Error("abandoned");
        })
        .catch((error) => error.message);
      const outside = db.insertInto("note").values({ body: "outside" }).execute();
      expect(await failing).toBe("abandoned");
      await outside;
      const rows = await db.selectFrom("note").select("body").execute();
      expect(rows.map((row) => row.body)).toEqual(["outside"]);
    });
  });
}

describe("migrations on a PostgreSQL server", { timeout: OPEN_TIMEOUT_MS }, () => {
  const [, postgres] = databaseTargets();
  const startInstance = (url) =>
    new Promise((resolve, reject) => {
      // An instance as the fleet starts it: its own process, the site's own migrations.
      const child = spawn(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `const { openDatabase } = await import(${JSON.stringify(new URL("./database.mjs", import.meta.url).href)});
           const database = await openDatabase({ url: process.env.URL });
           await database.close();`,
        ],
        { env: { ...process.env, URL: url }, stdio: ["ignore", "ignore", "pipe"] },
      );
      let stderr = "";
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
      });
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(stderr))));
    });

  it.runIf(postgres)("are applied once when three instances start at the same moment", async () => {
    const url = await createDatabase(inject("postgresUrl"));
    await Promise.all([startInstance(url), startInstance(url), startInstance(url)]);
    const database = track(await openDatabase({ url }));
    const { rows } = await sql`select name from kysely_migration order by name`.execute(
      database.db,
    );
    expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations));
  });

  it.runIf(postgres)("wait while another instance holds the schema lock", async () => {
    const url = await createDatabase(inject("postgresUrl"));
    const holder = track(await openDatabase({ url, migrations: notes }));
    let opened = false;
    await holder.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${SCHEMA_LOCK})`.execute(connection);
      const second = openDatabase({ url, migrations: notes }).then((database) => {
        opened = true;
        return track(database);
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(opened).toBe(false);
      await sql`select pg_advisory_unlock(${SCHEMA_LOCK})`.execute(connection);
      await second;
    });
    expect(opened).toBe(true);
  });
});

describe("PGlite files", { timeout: OPEN_TIMEOUT_MS }, () => {
  let dataDir;
  // A new folder starts from a blank dump rather than PGlite's own start (initdb).
  const template = testTemplate({ migrations: notes });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("are reached through the owner's relay by a second process while the owner runs", async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "site-db-"));
    const owner = track(await openDatabase({ dataDir, migrations: notes, serve: true, template }));
    expect(owner.kind).toBe("pglite");
    await owner.db.insertInto("note").values({ body: "written by the server" }).execute();

    const visitor = track(await openDatabase({ dataDir, migrations: notes }));
    expect(visitor.kind).toBe("pglite-relay");
    expect(await visitor.db.selectFrom("note").select("body").execute()).toEqual([
      { body: "written by the server" },
    ]);
    await visitor.db.insertInto("note").values({ body: "written by a command" }).execute();
    const count = await sql`select count(*)::int as n from note`.execute(owner.db);
    expect(count.rows).toEqual([{ n: 2 }]);
  });

  it("are taken over from a process that died without closing, with the data intact", async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "site-db-"));
    const first = await openDatabase({ dataDir, migrations: notes, template });
    await first.db.insertInto("note").values({ body: "kept" }).execute();
    await first.close();
    writeFileSync(path.join(dataDir, "pglite.pid"), "2147483646");
    const second = track(await openDatabase({ dataDir, migrations: notes }));
    expect(second.kind).toBe("pglite");
    expect(await second.db.selectFrom("note").select("body").execute()).toEqual([{ body: "kept" }]);
  });

  it("say who holds them when the owner does not relay", async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "site-db-"));
    track(await openDatabase({ dataDir, migrations: notes, template }));
    await expect(openDatabase({ dataDir, migrations: notes, waitForOwnerMs: 300 })).rejects.toThrow(
      /held by process \d+/,
    );
  });

  it("start from PGLITE_TEMPLATE's dump when they are new and meant for the site's migrations", async () => {
    // A dump told apart by a table of its own, as the suites' dump is by its time saved.
    const source = await openDatabase({ dataDir: ":memory:", template: testTemplate() });
    await sql`create table from_the_template (id int)`.execute(source.db);
    const dumpFile = path.join(mkdtempSync(path.join(os.tmpdir(), "site-dump-")), "dump.tar");
    writeFileSync(dumpFile, Buffer.from(await (await source.dump()).arrayBuffer()));
    await source.close();
    const before = process.env.PGLITE_TEMPLATE;
    process.env.PGLITE_TEMPLATE = dumpFile;
    const hasMarker = async (db) =>
      (await sql`select to_regclass('from_the_template') as t`.execute(db)).rows[0].t !== null;
    try {
      dataDir = mkdtempSync(path.join(os.tmpdir(), "site-db-"));
      const site = await openDatabase({ dataDir });
      expect(await hasMarker(site.db)).toBe(true);
      expect(existsSync(path.join(dataDir, "pglite"))).toBe(true);
      await site.close();
      // A folder for other migrations (a test's, or an older schema a restore rebuilds)
      // starts blank, as PGlite makes it.
      expect(templateFromEnvironment(notes)).toBeUndefined();
      expect(templateFromEnvironment({ ...migrations })).toBeInstanceOf(Blob);
    } finally {
      if (before === undefined) delete process.env.PGLITE_TEMPLATE;
      else process.env.PGLITE_TEMPLATE = before;
      rmSync(path.dirname(dumpFile), { recursive: true, force: true });
    }
  });
});
