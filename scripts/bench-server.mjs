// `npm run bench:server`: load-tests the production server with autocannon on three kinds
// of response (a page, a hashed asset, the not-found page), after a warm-up, and prints
// requests per second, p50/p99 latency and errors. When nginx is installed, it then serves
// the same folder with the generated build/nginx.conf, is checked to answer like the Fastify
// server, and is measured the same way, with the ratio printed.
// Options: --duration=10 --connections=100 --warmup=3 (seconds / connections).
// Everything listens on 127.0.0.1 and is stopped before the script exits.
import { spawn } from "node:child_process";
import { existsSync, openSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildRoot, clientRoot } from "../server/build-paths.mjs";
import { listFiles, listPages } from "../server/pages.mjs";
import { freePort } from "./free-port.mjs";
import { importMeasureTool } from "./measure-tools.mjs";
import { findNginx, startNginx } from "./nginx-harness.mjs";

const { default: autocannon } = await importMeasureTool("autocannon");

const repo = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => /^--(\w+)=(\d+)$/.exec(arg))
    .filter(Boolean)
    .map(([, name, value]) => [name, Number(value)]),
);
const duration = options.duration ?? 10;
const connections = options.connections ?? 100;
const warmup = options.warmup ?? 3;
const browserHeaders = { "accept-encoding": "br, gzip" };

/** The three targets, read from the build: a page, its stylesheet, and a missing page. */
function targets() {
  const home = readFileSync(path.join(clientRoot, "index.html"), "utf8");
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+)"/.exec(home)?.[1];
  if (!stylesheet) throw new Error("No hashed stylesheet linked from index.html.");
  return [
    { name: "page /", path: "/", status: 200 },
    { name: `asset ${stylesheet}`, path: stylesheet, status: 200 },
    { name: "404 /no-such-page", path: "/no-such-page", status: 404 },
  ];
}

/** The Fastify server as `npm start` runs it (LOG_LEVEL=info, logs to a file). */
async function startFastify() {
  const logDir = await mkdtemp(path.join(tmpdir(), "flowboard-bench-"));
  const logFile = path.join(logDir, "server.log");
  const log = openSync(logFile, "w");
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repo, "server/index.mjs")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info" },
    stdio: ["ignore", log, log],
  });
  const started = Date.now();
  while (!readFileSync(logFile, "utf8").includes("Site ready on")) {
    if (child.exitCode !== null) throw new Error(readFileSync(logFile, "utf8"));
    if (Date.now() - started > 15_000) throw new Error("The server did not start in 15 s.");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(logDir, { recursive: true, force: true });
    },
  };
}

function run(url, seconds) {
  return autocannon({ url, connections, duration: seconds, headers: browserHeaders });
}

async function measure(origin, target) {
  await run(origin + target.path, warmup);
  const result = await run(origin + target.path, duration);
  const expected = result.statusCodeStats?.[target.status]?.count ?? 0;
  const total = Object.values(result.statusCodeStats ?? {}).reduce((sum, s) => sum + s.count, 0);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (total - expected),
  };
}

async function measureAll(label, origin, list) {
  const rows = [];
  for (const target of list) {
    const figures = await measure(origin, target);
    rows.push({ server: label, target: target.name, ...figures });
    console.log(
      `${label.padEnd(8)} ${target.name.padEnd(40)} ${figures.rps.toFixed(0).padStart(7)} req/s   p50 ${String(figures.p50).padStart(3)} ms   p99 ${String(figures.p99).padStart(4)} ms   errors ${figures.errors}`,
    );
  }
  return rows;
}

const compared = [
  "content-security-policy",
  "cache-control",
  "content-encoding",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-resource-policy",
  "location",
];

/** Differences between what Fastify and nginx answer for the same requests. */
async function parity(fastify, nginx, list) {
  const paths = [
    ...listPages(clientRoot).keys(),
    ...[...listPages(clientRoot).keys()].filter((p) => p !== "/").map((p) => `${p}/?a=1`),
    ...list.map((target) => target.path),
    ...listFiles(clientRoot),
    "/assets/missing-abc123.js",
    "/assets/",
    "/assets",
    "/index.html",
    "/features/index.html",
    "/_headers",
    "/.env",
    "/index.html.br",
    "/healthz",
  ];
  const problems = [];
  for (const urlPath of paths) {
    const [a, b] = await Promise.all(
      [fastify, nginx].map((origin) =>
        fetch(origin + urlPath, { headers: browserHeaders, redirect: "manual" }),
      ),
    );
    if (a.status !== b.status) problems.push(`${urlPath}: status ${a.status} vs ${b.status}`);
    for (const name of compared) {
      if (a.headers.get(name) !== b.headers.get(name))
        problems.push(`${urlPath}: ${name} ${a.headers.get(name)} vs ${b.headers.get(name)}`);
    }
    await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
  }
  return { count: paths.length, problems };
}

if (!existsSync(path.join(buildRoot, "site-headers.json"))) {
  console.error("No build to measure: run `npm run build` first.");
  process.exit(1);
}

const list = targets();
console.log(
  `autocannon: ${connections} connections, ${duration} s per target after a ${warmup} s warm-up, Accept-Encoding: br, gzip\n`,
);
const fastify = await startFastify();
let nodeRows;
try {
  nodeRows = await measureAll("fastify", fastify.origin, list);
} catch (error) {
  await fastify.stop();
  throw error;
}

const nginxBinary = findNginx();
if (!nginxBinary) {
  await fastify.stop();
  console.log("\nnginx is not installed: skipped the nginx comparison (apt-get install nginx).");
  process.exit(0);
}

let nginx;
try {
  nginx = await startNginx({
    nginx: nginxBinary,
    confFile: path.join(buildRoot, "nginx.conf"),
    root: clientRoot,
    port: await freePort(),
  });
  const { count, problems } = await parity(fastify.origin, nginx.origin, list);
  await fastify.stop();
  if (problems.length) {
    console.error(`\nnginx does not answer like the server:\n${problems.join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\nnginx (1 worker${nginx.brotli ? ", brotli_static" : ", gzip only"}) answers ${count} requests with the same status and headers as the server.\n`,
    );
    const nginxRows = await measureAll("nginx", nginx.origin, list);
    console.log("");
    nodeRows.forEach((row, index) => {
      const ratio = row.rps / nginxRows[index].rps;
      console.log(`${row.target.padEnd(40)} fastify/nginx throughput ratio ${ratio.toFixed(2)}`);
    });
  }
} finally {
  await fastify.stop();
  await nginx?.stop();
}
