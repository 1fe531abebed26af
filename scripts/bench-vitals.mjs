import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { beaconPath } from "../app/lib/vitals/metrics.js";
import { openDatabase } from "../server/db/database.mjs";
import { startBenchServer } from "./bench-server-process.mjs";
import { importMeasureTool } from "./measure-tools.mjs";

const { default: autocannon } = await importMeasureTool("autocannon");

const _repo = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => /^--(\w+)=(\d+)$/.exec(arg))
    .filter(Boolean)
    .map(([, name, value]) => [name, Number(value)]),
);
const duration = options.duration ?? 20;
const connections = options.connections ?? 100;
const VALUES_PER_BEACON = 5;
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

/** Beacons as the reporter sends them: several routes, both devices, values across the buckets. */
function beacons() {
  const paths = ["/", "/pricing", "/features/sales-crm", "/resources/blog/x-not-built", "/no/such"];
  return paths.flatMap((page, i) =>
    ["phone", "desktop"].map((device, j) =>
      JSON.stringify({
        device,
        metrics: [
          { name: "TTFB", value: 80 + i * 170 + j * 13, navigation: "navigate", path: page },
          { name: "FCP", value: 600 + i * 450 + j * 77, navigation: "navigate", path: page },
          { name: "LCP", value: 900 + i * 900 + j * 111, navigation: "navigate", path: page },
          { name: "CLS", value: (i * 0.04 + j * 0.013) % 0.4, navigation: "navigate", path: page },
          { name: "INP", value: 40 + i * 120 + j * 9, navigation: "reload", path: page },
        ],
      }),
    ),
  );
}

/** The server on a PGlite folder of its own, with the beacon cap lifted. */
const startServer = (dataDir, logFile) =>
  startBenchServer({
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      VITALS_BEACONS_PER_MINUTE: String(1_000_000_000),
    },
    logFile,
  });

const dataDir = await mkdtemp(path.join(tmpdir(), "flowboard-bench-vitals-"));
const logFile = path.join(dataDir, "server.log");
let server;
let failed = false;
try {
  server = await startServer(dataDir, logFile);
  const origin = `http://127.0.0.1:${server.port}`;
  console.log(`POST ${beaconPath}: ${connections} connections for ${duration} s ...`);
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    requests: beacons().map((body) => ({
      method: "POST",
      path: beaconPath,
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        origin,
        "sec-fetch-site": "same-origin",
        "user-agent": BROWSER,
      },
      body,
    })),
  });
  const exitCode = await server.stop();
  server = undefined;

  // The server's own account of every answer it sent.
  const answers = { 204: 0, other: 0 };
  for (const line of readFileSync(logFile, "utf8").split("\n")) {
    if (!line.includes('"request completed"')) continue;
    const status = JSON.parse(line).res?.statusCode;
    if (status === 204) answers[204] += 1;
    else answers.other += 1;
  }
  const accepted = answers[204];
  const database = await openDatabase({ dataDir });
  let stored;
  try {
    const { rows } =
      await sql`select coalesce(sum(count), 0)::float8 as total, count(*)::int as cells from web_vital_histograms`.execute(
        database.db,
      );
    stored = rows[0];
  } finally {
    await database.close();
  }
  const sent = accepted * VALUES_PER_BEACON;
  console.log(
    [
      `requests      ${result.requests.total} (${Math.round(result.requests.average)} a second on average)`,
      `latency       p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      `autocannon    2xx: ${result["2xx"]}, other: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
      `server        204: ${accepted}, other: ${answers.other} (beacons in flight at the stop: ${accepted - result["2xx"]})`,
      `values        in accepted beacons ${sent}, stored ${stored.total}`,
      `table rows    ${stored.cells} (per-day histogram cells)`,
      `server exit   ${exitCode}`,
    ].join("\n"),
  );
  if (result.errors || result.timeouts || result.non2xx || answers.other || accepted === 0) {
    console.error("FAIL: some beacons were not answered 204.");
    failed = true;
  }
  if (stored.total !== sent) {
    console.error(`FAIL: ${sent} values sent, ${stored.total} stored.`);
    failed = true;
  }
  if (exitCode !== 0) {
    console.error(`FAIL: the server exited with ${exitCode}.`);
    failed = true;
  }
  if (!failed) console.log("OK: every beacon answered 204 and every value stored, exactly.");
} finally {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
