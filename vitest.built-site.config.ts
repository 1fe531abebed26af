import { defineConfig } from "vitest/config";

// The checks over a finished build (tests/built-site/*.check.ts): run after `npm run build`, in
// Node, against the production server. Kept apart from the unit tests, which run before
// the build exists.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/built-site/**/*.check.ts"],
    restoreMocks: true,
  },
});
