// Vitest global setup: one throwaway PostgreSQL cluster for the whole unit-test run, so the
// store's tests run on a real server as well as on PGlite. SKIP_POSTGRES=1 runs them on
// PGlite only (for a machine without Debian's postgresql package); `npm test` installs it.
import { startPostgresCluster } from "./postgres-cluster.mjs";

let cluster;

export function setup({ provide }) {
  if (process.env.SKIP_POSTGRES === "1") {
    console.warn("SKIP_POSTGRES=1: the database tests run on PGlite only.");
    provide("postgresUrl", "");
    return;
  }
  cluster = startPostgresCluster();
  if (!cluster)
    throw new Error(
      "No PostgreSQL server found for the database tests: install Debian's postgresql package (npm test does so as root), set PG_BIN to its bin folder, or set SKIP_POSTGRES=1 to test on PGlite only.",
    );
  provide("postgresUrl", cluster.url());
}

export function teardown() {
  cluster?.stop();
}
