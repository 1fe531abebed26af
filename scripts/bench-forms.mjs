// `npm run bench:forms`: autocannon posts of the contact form against the production server
// (server/index.mjs on build/), first on PGlite in a temporary data folder, then on a
// throwaway PostgreSQL cluster (tests/support/postgres-cluster.mjs). Every post carries a
// different message, so each accepted one is a row; the table compares the 2xx answers
// with the rows stored. The server runs with FORMS_RATE_LIMIT raised (a test-only setting:
// every post comes from 127.0.0.1, which the default limit would stop after five) and
// FORMS_MIN_FILL_MS=0 (the posts reuse one render's token at once).
// Options: --duration=20 --connections=50 (seconds / connections).
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildRoot, clientRoot } from "../server/build-paths.mjs";
import { openDatabase } from "../server/db/database.mjs";
import { countLeads } from "../server/forms/leads.mjs";
import { createDatabase } from "../tests/support/databases.mjs";
import { encodeForm, FORM_TYPE, fetchToken, validRequest } from "../tests/support/form-posts.mjs";
import { startPostgresCluster } from "../tests/support/postgres-cluster.mjs";
import { startServerProcess } from "../tests/support/server-process.mjs";
import { importMeasureTool } from "./measure-tools.mjs";

const { default: autocannon } = await importMeasureTool("autocannon");

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => /^--(\w+)=(\d+)$/.exec(arg))
    .filter(Boolean)
    .map(([, name, value]) => [name, Number(value)]),
);
const duration = options.duration ?? 20;
const connections = options.connections ?? 50;
const benchEnv = { FORMS_RATE_LIMIT: "1000000000", FORMS_MIN_FILL_MS: "0", LOG_LEVEL: "error" };

if (!existsSync(path.join(clientRoot, "contact", "index.html"))) {
  console.error("No build with the contact page: run `npm run build` first.");
  process.exit(1);
}

/** One autocannon run against a started server; its row of the table. */
async function measure(name, server, openStore) {
  const formToken = await fetchToken(server.port);
  let sequence = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections,
    duration,
    requests: [
      {
        method: "POST",
        path: "/contact/send",
        headers: { "content-type": FORM_TYPE, accept: "application/json" },
        setupRequest(request) {
          sequence += 1;
          const message = `Benchmark request ${sequence}: a demo for our team, please.`;
          return { ...request, body: encodeForm({ formToken, ...validRequest({ message }) }) };
        },
      },
    ],
  });
  const store = await openStore();
  let rows;
  try {
    rows = await countLeads(store.db);
  } finally {
    await store.close();
  }
  return {
    database: name,
    "accepted/s": Math.round(result["2xx"] / duration),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors + result.timeouts,
    "non-2xx": result.non2xx,
    "2xx answered": result["2xx"],
    "rows stored": rows,
  };
}

async function stop(server) {
  server.child.kill("SIGTERM");
  await server.exited;
}

const rows = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "flowboard-bench-forms-"));
try {
  console.log(`PGlite: ${connections} connections, ${duration} s ...`);
  const server = await startServerProcess({ buildDir: buildRoot, dataDir, env: benchEnv });
  try {
    rows.push(await measure("PGlite", server, () => openDatabase({ url: "", dataDir })));
  } finally {
    await stop(server);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const cluster = startPostgresCluster();
if (!cluster) {
  console.warn("No PostgreSQL server installed (Debian's postgresql package): PGlite only.");
} else {
  const pgDataDir = mkdtempSync(path.join(tmpdir(), "flowboard-bench-forms-"));
  try {
    const url = await createDatabase(cluster.url());
    console.log(`PostgreSQL: ${connections} connections, ${duration} s ...`);
    const server = await startServerProcess({
      buildDir: buildRoot,
      dataDir: pgDataDir,
      env: { ...benchEnv, DATABASE_URL: url },
    });
    try {
      rows.push(await measure("PostgreSQL", server, () => openDatabase({ url })));
    } finally {
      await stop(server);
    }
  } finally {
    cluster.stop();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}

const columns = Object.keys(rows[0]);
console.log(`\n| ${columns.join(" | ")} |\n|${columns.map(() => " --- |").join("")}`);
for (const row of rows) console.log(`| ${columns.map((column) => row[column]).join(" | ")} |`);
for (const row of rows) {
  const unanswered = row["rows stored"] - row["2xx answered"];
  if (unanswered < 0 || unanswered > connections)
    throw new Error(
      `${row.database}: ${row["2xx answered"]} posts answered 2xx but ${row["rows stored"]} rows stored.`,
    );
  if (unanswered > 0)
    console.log(
      `${row.database}: ${unanswered} more rows than 2xx answers: posts in flight when the run ended (at most one per connection), stored but not counted.`,
    );
}
