// Starts the production server: `npm start` (builds first) or `npm run serve`.
// PORT (default 3000), HOST (default 127.0.0.1), LOG_LEVEL (default info) and BUILD_DIR
// (default the repository's build/, holding client/ and site-headers.json) configure it;
// DATA_DIR / DATABASE_URL choose the database (server/db/database.mjs), TRUST_PROXY who may
// name the client in X-Forwarded-For (behind nginx: 127.0.0.1). SMTP_URL and MAIL_FROM send
// mail (server/mail/mailer.mjs); LEADS_NOTIFY_TO, LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET
// tell the team of new leads (server/forms/lead-notice.mjs). FORMS_RATE_LIMIT,
// FORMS_MIN_FILL_MS and OUTBOX_LEASE_MS exist for the benchmarks and the tests only.
// VITALS_BEACONS_PER_MINUTE (default 60) caps the metric beacons of one address a minute,
// ANALYTICS_EVENTS_PER_MINUTE (default 120) the page views and goals (server/analytics).
// RELEASES_DIR (default DATA_DIR/releases; with DATABASE_URL only when set, to a folder every
// instance shares) holds the published releases the server answers from, RELEASES_KEEP
// (default 5) how many are kept for rollback (server/releases). PREVIEWS_KEEP (default 3) is
// how many built previews of changes under review are kept, PREVIEW_SHARE_DAYS (default 7)
// how long a shared preview link lasts unless its publisher says otherwise (server/previews).
import path from "node:path";
import { buildRoot, clientRootOf } from "./build-paths.mjs";

const buildDir = path.resolve(process.env.BUILD_DIR ?? buildRoot);
const repositoryRoot = path.dirname(buildRoot);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const level = process.env.LOG_LEVEL ?? "info";
const levels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
/** In-flight requests get this long to finish after SIGTERM/SIGINT. */
const SHUTDOWN_GRACE_MS = 10_000;

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`PORT must be a whole number from 0 to 65535, not "${process.env.PORT}".`);
if (!levels.includes(level)) fail(`LOG_LEVEL must be one of ${levels.join(", ")}, not "${level}".`);
const beaconsPerMinute = Number(process.env.VITALS_BEACONS_PER_MINUTE ?? 60);
if (!Number.isInteger(beaconsPerMinute) || beaconsPerMinute < 1)
  fail(
    `VITALS_BEACONS_PER_MINUTE must be a whole number of 1 or more, not "${process.env.VITALS_BEACONS_PER_MINUTE}".`,
  );
const eventsPerMinute = Number(process.env.ANALYTICS_EVENTS_PER_MINUTE ?? 120);
if (!Number.isInteger(eventsPerMinute) || eventsPerMinute < 1)
  fail(
    `ANALYTICS_EVENTS_PER_MINUTE must be a whole number of 1 or more, not "${process.env.ANALYTICS_EVENTS_PER_MINUTE}".`,
  );
const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
const forms = {};
const delivery = {};
for (const [name, settings, key] of [
  ["FORMS_RATE_LIMIT", forms, "rateLimit"],
  ["FORMS_MIN_FILL_MS", forms, "minFillMs"],
  ["OUTBOX_LEASE_MS", delivery, "leaseMs"],
]) {
  if (process.env[name] === undefined) continue;
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value < 0)
    fail(`${name} must be a whole number, not "${process.env[name]}".`);
  settings[key] = value;
}

/**
 * TRUST_PROXY: unset or "false" trusts no proxy (the socket's address is the client's);
 * "true" trusts any; a number trusts that many hops; otherwise a comma-separated list of
 * addresses or CIDR ranges (e.g. "127.0.0.1" for nginx on the same machine).
 */
function parseTrustProxy(value) {
  if (value === undefined || value === "" || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

// Loaded after the checks above so a clone without node_modules gets a sentence, not a stack trace.
const releasesKeep = Number(process.env.RELEASES_KEEP ?? 5);
if (!Number.isInteger(releasesKeep) || releasesKeep < 1)
  fail(`RELEASES_KEEP must be a whole number of 1 or more, not "${process.env.RELEASES_KEEP}".`);

const previewsKeep = Number(process.env.PREVIEWS_KEEP ?? 3);
if (!Number.isInteger(previewsKeep) || previewsKeep < 1)
  fail(`PREVIEWS_KEEP must be a whole number of 1 or more, not "${process.env.PREVIEWS_KEEP}".`);
const shareDays = Number(process.env.PREVIEW_SHARE_DAYS ?? 7);
if (!Number.isInteger(shareDays) || shareDays < 1 || shareDays > 90)
  fail(
    `PREVIEW_SHARE_DAYS must be a whole number from 1 to 90, not "${process.env.PREVIEW_SHARE_DAYS}".`,
  );

const [
  { buildServer, checkBuild, MissingBuildError },
  { openDatabase, defaultDataDir },
  releasing,
] = await Promise.all([
  import("./app.mjs"),
  import("./db/database.mjs"),
  import("./releases/index.mjs"),
]).catch((error) => {
  if (error.code === "ERR_MODULE_NOT_FOUND")
    fail(
      "The server's dependencies are not installed: run `npm install` (or `npm start`, which installs, builds and serves).",
    );
  throw error;
});

// A missing build is told at once, before the database takes its second to open.
try {
  checkBuild(clientRootOf(buildDir));
} catch (error) {
  if (error instanceof MissingBuildError) fail(error.message);
  throw error;
}

let database;
try {
  // The web server owns PGlite's files and relays statements to terminal commands.
  database = await openDatabase({ serve: true });
} catch (error) {
  fail(`Could not open the database: ${error.message}`);
}
// The address links in mails point to (confirmations, unsubscribes, data requests).
const publicOrigin =
  process.env.SITE_URL?.replace(/\/+$/, "") ??
  `http://${host === "0.0.0.0" || host === "::" ? "localhost" : host}:${port}`;

const dataDir = process.env.DATA_DIR ?? defaultDataDir;
let releases;
try {
  releases = await releasing.openReleasesFor({
    database,
    buildDir,
    releasesDir: process.env.RELEASES_DIR,
    dataDir,
    keep: releasesKeep,
    previewsKeep,
  });
} catch (error) {
  await database.close();
  fail(`Could not open the releases: ${error.message}`);
}

let app;
try {
  app = buildServer({
    root: clientRootOf(buildDir),
    logger: { level },
    database,
    forms,
    trustProxy,
    publicOrigin,
    vitals: { beaconsPerMinute },
    analytics: { eventsPerMinute },
    delivery,
    // The editor at /admin/edit: its backend compiled by `npm run build`, over CONTENT_ROOT
    // (the deployed checkout, this folder, by default).
    // With releases, the editor works on the server's own content repository under DATA_DIR
    // (docs/decisions/040), opened on its first use: a change is saved on its own branch,
    // and publishing it merges the branch and queues the release's check and build.
    liveEditor: {
      contentRoot: path.resolve(process.env.CONTENT_ROOT ?? repositoryRoot),
      bundle: path.join(buildDir, "editor", "live-editor.mjs"),
      workflow: releases
        ? async (module) => {
            const repo = await module.openContentRepo(
              module.contentRepoOptionsFromEnv(process.env, dataDir, repositoryRoot),
            );
            const handle = module.createRepoBackend({
              repo,
              onPublished: ({ commit, member }) =>
                releases.enqueuePublish({ commit, by: member.email, source: repo.liveDir }),
            });
            return { handle, contentRoot: repo.liveDir };
          }
        : undefined,
    },
    releases,
    previews: { shareDays },
  });
} catch (error) {
  await database.close();
  if (error instanceof MissingBuildError) fail(error.message);
  throw error;
}

try {
  await app.listen({ port, host });
} catch (error) {
  if (error.code === "EADDRINUSE")
    fail(
      `Port ${port} on ${host} is already in use: stop what is using it, or set PORT to a free port (PORT=3001 npm start).`,
    );
  if (error.code === "EACCES")
    fail(`Not allowed to listen on port ${port}: choose a port above 1023 with PORT.`);
  fail(`Could not start the server: ${error.message}`);
}
console.log(
  `Site ready on http://${host === "127.0.0.1" ? "localhost" : host}:${app.server.address().port}`,
);

// Stop accepting connections, let in-flight requests finish, then exit 0; a request still
// running after the grace period is cut off, and the exit code (1) says so.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error(`requests still running after ${SHUTDOWN_GRACE_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
