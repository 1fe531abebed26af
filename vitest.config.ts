import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { browserPagePaths } from "./app/lib/page-table.js";
import { articlesPlugin } from "./pipeline/vite/articles.ts";
import { iconSprite } from "./pipeline/vite/icon-sprite.mjs";
import { openApi } from "./pipeline/vite/openapi.mjs";

// Kept apart from vite.config.ts: the React Router plugin builds the whole app and is
// not wanted when Vitest renders single components.
export default defineConfig({
  plugins: [iconSprite(), openApi(), articlesPlugin()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __PAGE_PATHS__: JSON.stringify(browserPagePaths),
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "pipeline/**/*.test.{ts,mjs}",
      "scripts/**/*.test.{ts,mjs}",
      "server/**/*.test.{ts,mjs}",
      // The build checks' own tests (planted defects); the checks over a build run after it.
      "tests/built-site/**/*.test.ts",
    ],
    setupFiles: ["./app/test-setup.ts"],
    globalSetup: ["./tests/support/postgres-global-setup.mjs"],
    restoreMocks: true,
  },
});
