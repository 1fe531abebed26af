// Starts the production server: `npm start` (builds first) or `npm run serve`.
// PORT (default 3000), HOST (default 127.0.0.1), LOG_LEVEL (default info) and BUILD_DIR
// (default the repository's build/, holding client/ and site-headers.json) configure it;
// DATA_DIR or DATABASE_URL say where data is stored (server/db/database.mjs), and
// VITALS_BEACONS_PER_MINUTE (default 60) how many metric beacons one address may send a minute.
import path from "node:path";
import { fileURLToPath } from "node:url";

const buildDir = path.resolve(
  process.env.BUILD_DIR ?? fileURLToPath(new URL("../build", import.meta.url)),
);
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

// Loaded after the checks above so a clone without node_modules gets a sentence, not a stack trace.
const { buildServer, MissingBuildError } = await import("./app.mjs").catch((error) => {
  if (error.code === "ERR_MODULE_NOT_FOUND")
    fail(
      "The server's dependencies are not installed: run `npm install` (or `npm start`, which installs, builds and serves).",
    );
  throw error;
});

const { openDatabase } = await import("./db/database.mjs");
let database;
try {
  // The web server owns PGlite's files and relays them to terminal commands (npm run vitals).
  database = await openDatabase({ serve: true });
} catch (error) {
  fail(`Could not open the database: ${error.message}`);
}

let app;
try {
  app = buildServer({
    root: path.join(buildDir, "client"),
    logger: { level },
    database,
    vitals: { beaconsPerMinute },
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
