// Makes sure Debian's PostgreSQL server is there for the database tests, which run every
// store test on a throwaway cluster as well as on PGlite (or set SKIP_POSTGRES=1 to test on
// PGlite only).
import { findPostgresBin } from "../tests/support/postgres-cluster.mjs";
import { installDebianPackage } from "./install-debian-package.mjs";

if (process.env.SKIP_POSTGRES !== "1" && !findPostgresBin())
  installDebianPackage({
    name: "postgresql",
    why: "the database tests run on a throwaway cluster",
    found: findPostgresBin,
    otherwise:
      "No PostgreSQL server found for the database tests. Install your system's PostgreSQL (Debian: apt-get install postgresql), set PG_BIN to its bin folder, or set SKIP_POSTGRES=1 to test on PGlite only.",
  });
