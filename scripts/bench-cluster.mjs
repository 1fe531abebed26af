// `npm run bench:cluster`: three instances of the server behind the generated nginx config,
// on one throwaway PostgreSQL cluster, with a local SMTP sink, under load and faults:
// - load: `--connections` (100) each from its own loopback address (a visitor each), posting
//   the contact form and metric beacons for `--seconds` (30);
// - faults: the SMTP sink is down for the first `--sink-down` seconds (10), and one instance
//   is killed with SIGKILL at `--kill-at` seconds (half-way);
// - checks: every acknowledged lead stored exactly once; every lead's notice mail delivered
//   once the sink is up, from one row, repeated (same Message-ID) at most for the one mail the
//   killed instance may have handed over before marking it sent; 11 wrong passwords spread
//   over the three instances get 429 on the 11th; no address got more leads accepted than
//   the form's limit, whichever instances answered it; no 5xx but from the killed instance;
//   SIGTERM stops the survivors cleanly, their mail worker with them;
// - output: requests per second and p99 per instance, beside one instance alone under the
//   same load (`--baseline-seconds`, default the same).
// Exits 1 when a check fails. Needs a build (npm run build), nginx and PostgreSQL (Debian's).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { beaconPath } from "../app/lib/vitals/metrics.js";
import { buildRoot, clientRoot } from "../server/build-paths.mjs";
import { openDatabase } from "../server/db/database.mjs";
import { createDatabase } from "../tests/support/databases.mjs";
import { encodeForm, FORM_TYPE, validRequest } from "../tests/support/form-posts.mjs";
import { startPostgresCluster } from "../tests/support/postgres-cluster.mjs";
import { portsBelowEphemeralRange } from "./free-port.mjs";
import { findNginx, startNginx } from "./nginx-harness.mjs";

const option = (name, fallback) => {
  const found = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const SECONDS = option("seconds", 30);
const CONNECTIONS = option("connections", 100);
const SINK_DOWN_S = option("sink-down", 10);
const KILL_AT_S = option("kill-at", SECONDS / 2);
const BASELINE_SECONDS = option("baseline-seconds", SECONDS);
/** A short lease, so the mail an instance held when it was killed is taken up in seconds. */
const LEASE_MS = option("lease-ms", 5_000);
const FORM_LIMIT = 5;
const NOTIFY_TO = "sales@flowboard.example";

const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** The SMTP sink: every mail it accepts, by Message-ID. Starts listening on `listen()`. */
function smtpSink(port) {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk) => {
        raw += chunk;
      });
      stream.on("end", () => {
        const header = (name) =>
          new RegExp(`^${name}: ?(.*)$`, "im").exec(raw.split(/\r?\n\r?\n/)[0])?.[1]?.trim();
        received.push({
          messageId: header("Message-ID"),
          subject: header("Subject"),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        });
        done();
      });
    },
  });
  // An instance killed mid-delivery resets its connection: the sink, like a mail server,
  // drops that session and goes on (without a listener the reset would end this script).
  server.on("error", (error) =>
    log(`the SMTP sink dropped a connection: ${error.code ?? error.message}`),
  );
  return {
    received,
    // Rejects when the port cannot be had, so a run says why rather than waiting for mail.
    listen: () =>
      new Promise((resolve, reject) => {
        server.server.once("error", reject);
        server.listen(port, "127.0.0.1", () => {
          server.server.off("error", reject);
          resolve();
        });
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** One instance of the server, as `npm start` runs it, on the shared database. */
async function startInstance({ port, databaseUrl, smtpPort }) {
  const child = spawn(process.execPath, [path.join("server", "index.mjs")], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: NOTIFY_TO,
      TRUST_PROXY: "127.0.0.1",
      FORMS_MIN_FILL_MS: "0",
      OUTBOX_LEASE_MS: String(LEASE_MS),
      SITE_URL: "https://www.flowboard.example",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  await new Promise((resolve, reject) => {
    const check = () => /Site ready/.test(output) && resolve();
    child.stdout.on("data", check);
    exited.then(({ code }) => reject(new Error(`instance on ${port} exited (${code}): ${output}`)));
  });
  return { port, child, exited, output: () => output };
}

/** A plain HTTP request on `agent`; resolves to { status, text, ms }. */
function send(agent, { port, method = "GET", path: target, headers = {}, body }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path: target, headers, agent },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
        res.on("error", () => resolve({ status: 0, text: "", ms: performance.now() - started }));
      },
    );
    req.on("error", () => resolve({ status: 0, text: "", ms: performance.now() - started }));
    req.end(body);
  });
}

const beacon = JSON.stringify({
  device: "phone",
  metrics: [
    { name: "LCP", value: 1_200, navigation: "navigate", path: "/pricing" },
    { name: "CLS", value: 0.01, navigation: "navigate", path: "/pricing" },
  ],
});

/**
 * `connections` visitors, each on its own loopback address and keep-alive connection,
 * alternating a contact-form post and a beacon until `seconds` have passed.
 * Resolves to { acknowledged: [{ name, address }], answers: { status: count } }.
 */
async function runLoad({ port, connections, seconds, tag, onSecond = () => {} }) {
  const deadline = Date.now() + seconds * 1000;
  const acknowledged = [];
  const answers = {};
  const ticker = setInterval(
    () => onSecond(Math.round((seconds * 1000 - (deadline - Date.now())) / 1000)),
    1000,
  );
  await Promise.all(
    Array.from({ length: connections }, async (_, visitor) => {
      const address = `127.0.${1 + Math.floor(visitor / 250)}.${1 + (visitor % 250)}`;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
      const common = { port, headers: { origin: `http://127.0.0.1:${port}` } };
      let token;
      for (let n = 0; Date.now() < deadline; n++) {
        if (!token) {
          const answer = await send(agent, {
            ...common,
            path: "/contact/send?token",
            headers: { accept: "application/json" },
          });
          token = answer.status === 200 ? JSON.parse(answer.text).formToken : undefined;
          if (!token) continue;
        }
        const name = `Bench ${tag} ${visitor}-${n}`;
        const form = await send(agent, {
          ...common,
          method: "POST",
          path: "/contact/send",
          headers: { ...common.headers, "content-type": FORM_TYPE },
          body: encodeForm({
            formToken: token,
            ...validRequest({ name, message: `Load ${name}` }),
          }),
        });
        answers[form.status] = (answers[form.status] ?? 0) + 1;
        if (form.status === 303) acknowledged.push({ name, address });
        const metrics = await send(agent, {
          ...common,
          method: "POST",
          path: beaconPath,
          headers: { ...common.headers, "content-type": "text/plain;charset=UTF-8" },
          body: beacon,
        });
        answers[metrics.status] = (answers[metrics.status] ?? 0) + 1;
      }
      agent.destroy();
    }),
  );
  clearInterval(ticker);
  return { acknowledged, answers };
}

const LOG_FORMAT = "$remote_addr|$upstream_addr|$status|$request_time|$request_method|$uri";

/** Requests per second and p99 per instance (the last upstream nginx tried), from the log. */
function perInstance(accessLog, seconds) {
  const rows = readFileSync(accessLog, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [remote, upstreams, status, time, method, uri] = line.split("|");
      const tried = upstreams === "-" ? [] : upstreams.split(/,\s*/);
      return {
        remote,
        tried,
        upstream: tried.at(-1) ?? "nginx",
        status: Number(status),
        ms: Number(time) * 1000,
        method,
        uri,
      };
    });
  const byInstance = new Map();
  for (const row of rows) {
    const list = byInstance.get(row.upstream) ?? [];
    list.push(row);
    byInstance.set(row.upstream, list);
  }
  const figures = [...byInstance].map(([instance, list]) => {
    const times = list.map((row) => row.ms).sort((a, b) => a - b);
    return {
      instance,
      requests: list.length,
      perSecond: Math.round(list.length / seconds),
      p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))],
    };
  });
  return { rows, figures: figures.sort((a, b) => a.instance.localeCompare(b.instance)) };
}

async function waitFor(check, ms, what) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One phase: `instances` servers behind nginx, the load, and its figures. */
async function phase({ cluster, instances: count, seconds, faults }) {
  const databaseUrl = await createDatabase(cluster.url());
  // Ports no outgoing connection takes meanwhile: the sink listens again after its outage,
  // and the instances and nginx listen only once started.
  const [smtpPort, nginxPort, ...ports] = await portsBelowEphemeralRange(count + 2);
  const sink = smtpSink(smtpPort);
  if (!faults) await sink.listen();
  const instances = await Promise.all(
    ports.map((port) => startInstance({ port, databaseUrl, smtpPort })),
  );
  const nginx = await startNginx({
    confFile: path.join(buildRoot, "nginx.conf"),
    root: clientRoot,
    port: nginxPort,
    upstreams: ports,
    logFormat: LOG_FORMAT,
    workers: 2,
  });
  const database = await openDatabase({ url: databaseUrl });
  const failures = [];
  const check = (ok, line) => {
    log(`${ok ? "✓" : "✗"} ${line}`);
    if (!ok) failures.push(line);
  };
  let killed;
  let sinkBack = Promise.resolve(true);
  try {
    if (faults) {
      // Before the load, while all three run: a password guesser spread over the instances.
      const agent = new http.Agent({ keepAlive: false, localAddress: "127.0.9.9" });
      const statuses = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const port = ports[attempt % ports.length];
        const answer = await send(agent, {
          port,
          method: "POST",
          path: "/admin/login",
          headers: {
            "content-type": FORM_TYPE,
            accept: "application/json",
            origin: `http://127.0.0.1:${port}`,
          },
          body: encodeForm({ email: "ops@flowboard.example", password: `guess ${attempt}` }),
        });
        statuses.push(answer.status);
      }
      check(
        statuses.slice(0, 10).every((status) => status === 401) && statuses[10] === 429,
        `11 wrong passwords over the three instances: ${statuses.join(" ")} (the 11th refused)`,
      );
    }
    log(
      `${count} instance(s) behind nginx: ${CONNECTIONS} visitors for ${seconds} s${faults ? `, the SMTP sink down for ${SINK_DOWN_S} s, one instance killed at ${KILL_AT_S} s` : ""} ...`,
    );
    const load = await runLoad({
      port: nginxPort,
      connections: CONNECTIONS,
      seconds,
      tag: faults ? "fleet" : "alone",
      onSecond: (second) => {
        if (!faults) return;
        if (second === SINK_DOWN_S)
          sinkBack = sink.listen().then(
            () => {
              log("the SMTP sink is up");
              return true;
            },
            (error) => {
              log(`the SMTP sink could not come up: ${error.code ?? error.message}`);
              return false;
            },
          );
        if (second === Math.round(KILL_AT_S) && !killed) {
          killed = instances.at(-1);
          killed.child.kill("SIGKILL");
          log(`killed the instance on port ${killed.port} (SIGKILL)`);
        }
      },
    });
    log(
      `answers: ${Object.entries(load.answers)
        .map(([status, n]) => `${n} x ${status}`)
        .join(", ")}`,
    );
    const { rows, figures } = perInstance(nginx.accessLog, seconds);
    if (!faults) return { figures, failures };

    // Every acknowledged lead, exactly once.
    const stored = await database.db.selectFrom("lead").select(["name"]).execute();
    const storedCount = new Map();
    for (const { name } of stored) storedCount.set(name, (storedCount.get(name) ?? 0) + 1);
    const missing = load.acknowledged.filter(({ name }) => storedCount.get(name) !== 1);
    const twice = [...storedCount].filter(([, n]) => n > 1);
    check(
      missing.length === 0 && twice.length === 0,
      `${load.acknowledged.length} leads acknowledged, ${stored.length} stored: ${missing.length} acknowledged and not stored once, ${twice.length} stored twice`,
    );

    // The form's limit across instances: no address got more than FORM_LIMIT leads in.
    const perAddress = new Map();
    for (const row of rows.filter((row) => row.uri === "/contact/send" && row.method === "POST")) {
      const entry = perAddress.get(row.remote) ?? { accepted: 0, instances: new Set() };
      if (row.status === 303) {
        entry.accepted += 1;
        entry.instances.add(row.upstream);
      }
      perAddress.set(row.remote, entry);
    }
    const over = [...perAddress].filter(([, entry]) => entry.accepted > FORM_LIMIT);
    const spread = [...perAddress].filter(([, entry]) => entry.instances.size > 1).length;
    check(
      over.length === 0 && spread > 0,
      `the form's limit of ${FORM_LIMIT} per address held across instances: ${over.length} addresses over it; ${spread} of ${perAddress.size} addresses had leads accepted by more than one instance`,
    );

    // No 5xx but from the instance that was killed.
    const killedAddress = `127.0.0.1:${killed?.port}`;
    const serverErrors = rows.filter((row) => row.status >= 500);
    const elsewhere = serverErrors.filter((row) => !row.tried.includes(killedAddress));
    check(
      elsewhere.length === 0,
      `${serverErrors.length} x 5xx, all from the killed instance (${elsewhere.length} from the others)`,
    );

    // Every lead's notice delivered once the sink is up. Delivery is at least once (decision
    // 020): a mail the killed instance had handed to the sink before it could mark it sent is
    // delivered again when its lease ends, with the same Message-ID. An instance delivers one
    // row at a time, so at most one such repeat per killed instance; any other is a fault.
    const storedNames = [...storedCount.keys()];
    const sinkUp = await sinkBack;
    check(sinkUp, "the SMTP sink comes up on its port after its outage");
    if (sinkUp)
      await waitFor(
        () =>
          storedNames.every((name) =>
            sink.received.some((mail) => mail.subject?.includes(`(${name},`)),
          ),
        120_000,
        "every lead's notice at the SMTP sink",
      ).catch((error) => log(error.message));
    // Anything still on its way would show as a second copy: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const copies = new Map();
    for (const mail of sink.received)
      copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1);
    const perLead = storedNames.map((name) =>
      sink.received.filter((mail) => mail.subject?.includes(`(${name},`)),
    );
    const unmailed = perLead.filter((mails) => mails.length === 0).length;
    // A lead whose mails are not all one Message-ID got a second row: never allowed.
    const twoRows = perLead.filter((mails) => new Set(mails.map((m) => m.messageId)).size > 1);
    const repeated = [...copies.values()].filter((n) => n > 1).length;
    const allowedRepeats = killed ? 1 : 0;
    check(
      unmailed === 0 && twoRows.length === 0 && repeated <= allowedRepeats,
      `${sink.received.length} mails at the sink for ${storedNames.length} leads: ${unmailed} missing, ${twoRows.length} sent from two rows, ${repeated} repeated with its Message-ID after the kill (at most ${allowedRepeats})`,
    );
    const waiting = await database.db
      .selectFrom("mail_outbox")
      .select(({ fn }) => fn.countAll().as("n"))
      .where("state", "<>", "sent")
      .executeTakeFirst();
    check(Number(waiting?.n) === 0, `the outbox holds ${waiting?.n} mails not yet sent`);
    return { figures, failures };
  } finally {
    // SIGTERM: each survivor finishes what it has in flight, its mail worker too, and exits 0.
    for (const instance of instances.filter((instance) => instance !== killed)) {
      instance.child.kill("SIGTERM");
      const { code } = await instance.exited;
      if (faults)
        check(
          code === 0,
          `the instance on port ${instance.port} stopped on SIGTERM with code ${code}`,
        );
    }
    await database.close();
    await nginx.stop();
    await sink.close();
  }
}

async function main() {
  if (!existsSync(path.join(buildRoot, "nginx.conf")) || !existsSync(clientRoot)) {
    console.error("No build to serve: run `npm run build` first.");
    return 2;
  }
  if (!findNginx()) {
    console.error("nginx is not installed: apt-get install nginx (npm test does so as root).");
    return 2;
  }
  const cluster = startPostgresCluster();
  if (!cluster) {
    console.error(
      "No PostgreSQL server found: apt-get install postgresql (npm test does so as root).",
    );
    return 2;
  }
  try {
    const alone = await phase({ cluster, instances: 1, seconds: BASELINE_SECONDS, faults: false });
    const fleet = await phase({ cluster, instances: 3, seconds: SECONDS, faults: true });
    const base = alone.figures.find((figure) => figure.instance !== "nginx");
    console.log("\nRequests per second and p99 (ms) per instance, as nginx logged them:");
    console.log(
      `  one instance alone:   ${base?.perSecond ?? 0} req/s, p99 ${base?.p99?.toFixed(0)} ms`,
    );
    for (const figure of fleet.figures.filter((figure) => figure.instance !== "nginx"))
      console.log(
        `  ${figure.instance === "nginx" ? "nginx itself:" : `fleet ${figure.instance}:`}`.padEnd(
          24,
        ) +
          `${figure.perSecond} req/s, p99 ${figure.p99.toFixed(0)} ms (${figure.requests} requests)`,
      );
    const total = fleet.figures
      .filter((figure) => figure.instance !== "nginx")
      .reduce((sum, figure) => sum + figure.perSecond, 0);
    console.log(`  the fleet together:   ${total} req/s`);
    const failures = [...alone.failures, ...fleet.failures];
    console.log(
      failures.length ? `\n✗ ${failures.length} check(s) failed.` : "\n✓ every check passed.",
    );
    return failures.length ? 1 : 0;
  } finally {
    cluster.stop();
  }
}

process.exitCode = await main();
