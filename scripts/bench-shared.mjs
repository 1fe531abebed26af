// `npm run bench:shared`: what each part a fleet shares costs per request, in the same run:
// the rate limit, the lockout, the address key, the sandbox's world and a queued mail, each
// on the single process's store (memory, or the embedded database for the outbox) and on a
// PostgreSQL server (a throwaway cluster of Debian's PostgreSQL, over its Unix socket).
// Prints the median of five rounds of `--requests` (default 2,000) sequential calls each.
import { performance } from "node:perf_hooks";
import Fastify from "fastify";
import { loadOpenApi } from "../pipeline/openapi/document.mjs";
import { openDatabase } from "../server/db/database.mjs";
import { createLimits } from "../server/http/limits.mjs";
import { enqueue } from "../server/mail/outbox.mjs";
import { registerSandbox } from "../server/sandbox/routes.mjs";
import { createDatabase } from "../tests/support/databases.mjs";
import { startPostgresCluster } from "../tests/support/postgres-cluster.mjs";

const requestsOption = process.argv.find((argument) => argument.startsWith("--requests="));
const REQUESTS = Number(requestsOption?.slice("--requests=".length) ?? 2_000);
const ROUNDS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median microseconds per call of `call(i)` over ROUNDS rounds of REQUESTS calls. */
async function perCall(call) {
  const rounds = [];
  let i = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    for (let n = 0; n < REQUESTS; n++) await call(i++);
    rounds.push(((performance.now() - started) * 1000) / REQUESTS);
  }
  return median(rounds);
}

async function sandboxCall(database) {
  const app = Fastify();
  registerSandbox(app, {
    document: loadOpenApi(),
    database,
    limits: { requestsPerWindow: 1e9, maxKeys: 1e6 },
  });
  await app.ready();
  return {
    call: (i) =>
      app.inject({
        method: "GET",
        url: "/sandbox/v1/items",
        headers: { authorization: `Bearer bench_key_${i % 50}` },
      }),
    close: () => app.close(),
  };
}

async function measure(name, database, outboxDatabase) {
  const limits = createLimits(database);
  const limiter = limits.rateLimiter({ name: "bench", limit: 1e9, windowMs: 60_000 });
  const lockout = limits.lockout({ limit: 1e9, windowMs: 60_000, lockMs: 60_000 });
  const sandbox = await sandboxCall(database);
  const figures = {
    "rate limit, one hit": await perCall((i) => limiter.hit(`key-${i % 500}`)),
    "login lockout, one try (two keys)": await perCall((i) =>
      lockout.begin([`address:${i % 500}`, `account:${i % 50}`]),
    ),
    "address key": await perCall((i) => limits.addressKey({ ip: `203.0.113.${i % 250}` })),
    "sandbox request (whole request, inject)": await perCall(sandbox.call),
    "mail queued in a transaction": await perCall((i) =>
      outboxDatabase.db
        .transaction()
        .execute((trx) =>
          enqueue(trx, { to: `reader${i}@example.test`, subject: "Bench", text: "Hello" }),
        ),
    ),
  };
  await sandbox.close();
  return { name, figures };
}

const cluster = startPostgresCluster();
if (!cluster) {
  console.error("No PostgreSQL server found: install Debian's postgresql package (npm test does).");
  process.exit(2);
}
try {
  const embedded = await openDatabase({ dataDir: ":memory:" });
  const server = await openDatabase({ url: await createDatabase(cluster.url()) });
  const results = [
    await measure("one process (memory; PGlite for the outbox)", undefined, embedded),
    await measure("a fleet (PostgreSQL)", server, server),
  ];
  console.log(`Per call, median of ${ROUNDS} rounds of ${REQUESTS} sequential calls, in µs:`);
  const names = Object.keys(results[0].figures);
  console.log(`${"".padEnd(42)}${results.map((result) => result.name.padStart(46)).join("")}`);
  for (const figure of names)
    console.log(
      `${figure.padEnd(42)}${results.map((result) => result.figures[figure].toFixed(0).padStart(46)).join("")}`,
    );
  await embedded.close();
  await server.close();
} finally {
  cluster.stop();
}
