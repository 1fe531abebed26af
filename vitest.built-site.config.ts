import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// The checks over a finished build (tests/built-site/*.check.ts): run after `npm run build`, in
// Node, against the production server. Kept apart from the unit tests, which run before
// the build exists.
export default defineConfig({
  test: {
    environment: "node",
    // One file per core. Vitest's default leaves a core free, which on the two-core machines
    // this runs on is one worker: the four check files ran one after another, 41 s of tests
    // in 45 s on a quiet host, with the second core idle (docs/decisions/056).
    maxWorkers: availableParallelism(),
    // tests/fleet: three instances of the built site behind nginx (npm run test:fleet).
    include: ["tests/built-site/**/*.check.ts", "tests/fleet/**/*.check.ts"],
    restoreMocks: true,
    // A ceiling for a check that hangs, not a wait: the site-wide checks parse every page
    // (the inventory took 5 s with a browser suite running beside it; a host three times
    // slower takes three times that).
    testTimeout: 60_000,
    // A file's setup (servers started, the build read) gets the same ceiling as a test.
    hookTimeout: 60_000,
  },
});
