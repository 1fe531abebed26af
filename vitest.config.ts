import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { iconSprite } from "./scripts/icon-sprite.mjs";

// Kept apart from vite.config.ts: the React Router plugin builds the whole app and is
// not wanted when Vitest renders single components.
export default defineConfig({
  plugins: [iconSprite()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "server/**/*.test.{ts,mjs}"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
  },
});
