// `npm run bench:backup`: backup and restore times and file sizes for a database of
// 100,000 leads (each with its sent notice in the outbox), on PGlite (on disk, as `npm start`
// keeps it) and on a throwaway PostgreSQL cluster, and each backup restored into the other
// engine. Also how long a statement waits while PGlite's snapshot holds its one connection
// (the site's posts wait as long). Medians of --rounds (default 3).
//   npm run bench:backup -- --leads=100000 --rounds=3
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { writeBackup } from "../server/db/backup-file.mjs";
import { openDatabase } from "../server/db/database.mjs";
import { restoreBackup } from "../server/db/restore.mjs";
import { createDatabase } from "../tests/support/databases.mjs";
import { startPostgresCluster } from "../tests/support/postgres-cluster.mjs";
import { measureBenchmarkIndex } from "./cpu-calibration.mjs";

const option = (name, fallback) => {
  const found = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const LEADS = option("leads", 100_000);
const ROUNDS = option("rounds", 3);
const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const folder = mkdtempSync(path.join(os.tmpdir(), "flowboard-bench-backup-"));
const cluster = startPostgresCluster();
if (!cluster)
  throw new Error("No PostgreSQL server installed: npm run bench:backup installs it as root.");

/** Fills a new database with LEADS leads, each with a sent notice in the outbox. */
async function seed(db) {
  await sql`insert into lead (received_at, state, name, email, company, phone, subject, message, idempotency_key)
    select now() - (i || ' minutes')::interval, case when i % 3 = 0 then 'handled' else 'new' end,
      'Person ' || i, 'person' || i || '@example.com', 'Company ' || (i % 500), '+44 20 7946 ' || lpad((i % 10000)::text, 4, '0'),
      (array['demo', 'sales', 'support'])[1 + i % 3],
      'We would like to see how the boards and automations fit our operations team. ' || repeat('Some detail about the team and its work, line ' || i || '. ', 3),
      md5(i::text)
    from generate_series(1, ${LEADS}) as i`.execute(db);
  await sql`insert into mail_outbox (recipient, subject, body, created_at, state, attempts, sent_at)
    select 'sales@flowboard.example', 'New contact request: demo (Person ' || i || ', Company ' || (i % 500) || ')', '', now(), 'sent', 1, now()
    from generate_series(1, ${LEADS}) as i`.execute(db);
}

const engines = {
  pglite: {
    name: "PGlite (on disk)",
    async fresh() {
      const dataDir = mkdtempSync(path.join(folder, "pglite-"));
      return { open: (migrations) => openDatabase({ url: "", dataDir, migrations }) };
    },
  },
  postgres: {
    name: "PostgreSQL 17 (Unix socket)",
    async fresh() {
      const url = await createDatabase(cluster.url());
      return { open: (migrations) => openDatabase({ url, migrations }) };
    },
  },
};

const results = [];
try {
  const benchmark = await measureBenchmarkIndex().catch(() => ({ benchmarkIndex: "n/a" }));
  log(
    `host: ${os.cpus().length} cores, benchmarkIndex ${benchmark.benchmarkIndex}, load ${os.loadavg()[0].toFixed(1)}`,
  );
  for (const [kind, engine] of Object.entries(engines)) {
    const source = await engine.fresh();
    const database = await source.open();
    await seed(database.db);
    log(`${engine.name}: seeded ${LEADS} leads and ${LEADS} outbox rows`);
    const backups = [];
    const waits = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const file = path.join(folder, `${kind}-${round}.backup.gz`);
      // A statement every 20 ms while the backup runs: how long the site's own work waits.
      let longest = 0;
      let running = true;
      const probe = (async () => {
        while (running) {
          const started = performance.now();
          await sql`select 1`.execute(database.db);
          longest = Math.max(longest, performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const started = performance.now();
      await writeBackup(database.db, file, { engine: kind });
      backups.push({ ms: performance.now() - started, bytes: statSync(file).size, file });
      running = false;
      await probe;
      waits.push(longest);
    }
    await database.close();
    const backupFile = backups[0].file;
    const restores = {};
    for (const [targetKind, target] of Object.entries(engines)) {
      const times = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const fresh = await target.fresh();
        // The empty database is made first, as a new deployment's would be: its creation is not the restore's.
        await (await fresh.open()).close();
        const started = performance.now();
        const restored = await restoreBackup({ file: backupFile, open: fresh.open });
        times.push(performance.now() - started);
        if (restored.rows.lead !== LEADS) throw new Error(`restored ${restored.rows.lead} leads`);
      }
      restores[targetKind] = median(times);
    }
    results.push({
      engine: engine.name,
      backupMs: median(backups.map((b) => b.ms)),
      bytes: median(backups.map((b) => b.bytes)),
      waitMs: median(waits),
      restores,
    });
    log(`${engine.name}: done`);
  }
} finally {
  cluster.stop();
  rmSync(folder, { recursive: true, force: true });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `\n${LEADS.toLocaleString("en")} leads, median of ${ROUNDS}:\n\n| database | backup | file | longest wait of a statement during the backup | restore into PGlite | restore into PostgreSQL |\n| --- | ---: | ---: | ---: | ---: | ---: |`,
);
for (const result of results)
  console.log(
    `| ${result.engine} | ${seconds(result.backupMs)} | ${(result.bytes / 1e6).toFixed(1)} MB | ${Math.round(result.waitMs)} ms | ${seconds(result.restores.pglite)} | ${seconds(result.restores.postgres)} |`,
  );
