import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { paraglideOnce } from "./pipeline/messages/compile-once.mjs";
import { messageCompilerOptions } from "./pipeline/messages/paraglide-options.mjs";
import { articlesPlugin } from "./pipeline/vite/articles.ts";
import { buildConstants } from "./pipeline/vite/build-constants.mjs";
import { contentPlugin } from "./pipeline/vite/content.ts";
import { iconSprite } from "./pipeline/vite/icon-sprite.mjs";
import { openApi } from "./pipeline/vite/openapi.mjs";
import { RecordedTimeSequencer } from "./tests/support/recorded-time-sequencer.mjs";

/**
 * The databases every server test starts from (a PostgreSQL server and PGlite templates)
 * take seconds to set up: a run named by files, all of them the app's or the build's (which
 * open no database), goes without them, as in `npx vitest run app/content/registry.test.ts`.
 */
const fileFilters = process.argv.slice(2).filter((arg) => /\.test\.[cm]?[jt]sx?$/.test(arg));
const needsDatabases =
  fileFilters.length === 0 || fileFilters.some((file) => !/^(\.\/)?(app|pipeline)\//.test(file));

// Kept apart from vite.config.ts: the React Router plugin builds the whole app and is
// not wanted when Vitest renders single components.
export default defineConfig({
  plugins: [
    paraglideOnce(messageCompilerOptions),
    iconSprite(),
    openApi(),
    articlesPlugin(),
    contentPlugin(),
  ],
  define: buildConstants,
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // One file per core. Vitest's default leaves a core free (one worker on the two-core
    // machines this runs on), but many files here wait on child processes, sockets and the
    // database: two workers took the unit tests from 107 s to 78 s.
    maxWorkers: availableParallelism(),
    // The longest files first, by a recorded run, on a fresh clone as here: Vitest's own
    // order there is by file size (tests/support/recorded-time-sequencer.mjs).
    sequence: { sequencer: RecordedTimeSequencer },
    globalSetup: needsDatabases
      ? ["./tests/support/postgres-global-setup.mjs", "./tests/support/pglite-template-setup.mjs"]
      : [],
    restoreMocks: true,
    // A ceiling for a test that hangs, not a wait: Vitest's 5 s default is too close to the
    // 2-3 s some tests take here for a host three times slower (npm run slow-host).
    testTimeout: 30_000,
    // The same ceiling for a file's setup (a database opened and seeded, a server started):
    // Vitest's 10 s default was met on the slow host (server/db/backup.test.mjs's beforeAll).
    hookTimeout: 30_000,
    // A document (jsdom and Testing Library) only where a test renders one: building it for
    // each of the server's, scripts' and pipeline's files took 26 s of the workers' time.
    // Files of a worker share its modules (isolate: false), so React, Fastify, Kysely and
    // PGlite are imported once per worker, not once per file: the unit tests' CPU went from
    // 146 to 98 s and their time from 83 to 54 s. No file mocks a module; each test
    // restores its mocks and timers (restoreMocks, and Testing Library's cleanup).
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          isolate: false,
          setupFiles: ["./app/test-setup.ts"],
          include: [
            "app/**/*.test.{ts,tsx}",
            // The build checks' own tests (planted defects); the checks over a build run after it.
            "tests/built-site/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          isolate: false,
          include: [
            "pipeline/**/*.test.{ts,mjs}",
            "scripts/**/*.test.{ts,mjs}",
            "server/**/*.test.{ts,mjs}",
          ],
          // The one publish through the real check and `npm run build` (a minute on this
          // machine, the unit step's longest by four) is `npm run test:publish`'s, so that
          // `npm test` stays within its 10 minutes; the unit step publishes through a stand-in
          // build (server/releases/releases.test.mjs, crash.test.mjs).
          exclude: process.env.REAL_PUBLISH
            ? configDefaults.exclude
            : [...configDefaults.exclude, "server/releases/real-build.test.mjs"],
        },
      },
    ],
  },
});
