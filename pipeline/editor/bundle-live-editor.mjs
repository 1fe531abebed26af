// `npm run build`, after the site: the editor's backend for the production server, compiled
// from TypeScript into build/editor/live-editor.mjs (server/editor/live-entry.ts), with the
// packages it uses left as imports, and Decap's prebuilt bundle fetched when missing
// (scripts/ensure-decap.mjs). The server serves /admin/edit from these (docs/decisions/038).
// Nothing here reaches build/client: visitors' pages carry none of it.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { ensureDecapBundle } from "../../scripts/ensure-decap.mjs";
import { buildRoot } from "../../server/build-paths.mjs";
import { isMain } from "../is-main.mjs";

export const LIVE_EDITOR_FILE = "live-editor.mjs";

/** Compiles the editor's backend into `outDir`; resolves to the file written and the time taken. */
export async function bundleLiveEditor({ outDir = path.join(buildRoot, "editor") } = {}) {
  const started = performance.now();
  rmSync(outDir, { recursive: true, force: true });
  await build({
    configFile: false,
    logLevel: "warn",
    root: process.cwd(),
    publicDir: false,
    build: {
      ssr: path.resolve("server/editor/live-entry.ts"),
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      target: "node20",
      rollupOptions: { output: { entryFileNames: LIVE_EDITOR_FILE, format: "es" } },
    },
  });
  const file = path.join(outDir, LIVE_EDITOR_FILE);
  if (!existsSync(file)) throw new Error(`bundle-live-editor: ${file} was not written`);
  return { file, ms: performance.now() - started };
}

if (isMain(import.meta.url)) {
  const { file, ms } = await bundleLiveEditor();
  console.log(
    `The live editor's backend: ${path.relative(process.cwd(), file)} in ${Math.round(ms)} ms`,
  );
  try {
    ensureDecapBundle();
  } catch (error) {
    // The site is served without it; /admin/edit says what is missing.
    console.warn(
      `Decap CMS's bundle could not be fetched (${error.message}): /admin/edit will answer 503.`,
    );
  }
}
