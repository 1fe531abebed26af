// The editor's preview bundle (preview.tsx): the site's components and stylesheet with live
// content, built into node_modules/.cache/editor-preview, never into build/client.
import { readFileSync } from "node:fs";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import type { InlineConfig, Plugin } from "vite";
import { contentFiles } from "../../../app/content/registry.ts";
import { locales } from "../../../app/lib/locales.js";
import { pages } from "../../../app/lib/page-table.js";
import { readFacts } from "../../../pipeline/content/validate.ts";
import { paraglideOnce } from "../../../pipeline/messages/compile-once.mjs";
import { foldSingleLocale } from "../../../pipeline/messages/fold-single-locale.mjs";
import { messageCompilerOptions } from "../../../pipeline/messages/paraglide-options.mjs";
import { buildConstants } from "../../../pipeline/vite/build-constants.mjs";
import { iconSprite } from "../../../pipeline/vite/icon-sprite.mjs";
import { openApi } from "../../../pipeline/vite/openapi.mjs";
import { liveContentPlugin } from "./live-content-plugin.ts";

export const previewOutDir = "node_modules/.cache/editor-preview";

/**
 * The facts {{references}} name in each language, as the working tree holds them when the
 * preview is built.
 */
function previewFacts(root: string): Plugin {
  const id = "virtual:preview-facts";
  return {
    name: "flowboard:preview-facts",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}`
        ? `export const facts = ${JSON.stringify(
            Object.fromEntries(locales.map(({ code }) => [code, readFacts(root, code)])),
          )};`
        : undefined,
  };
}

/**
 * The route modules of the pages the content files preview on (app/content/registry.ts).
 * A page whose module has a build-time loader (the article lists) reads files the browser
 * cannot, so it is left out and the editor says so.
 */
function previewRoutes(root: string): Plugin {
  const id = "virtual:preview-routes";
  return {
    name: "flowboard:preview-routes",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return;
      const previewed = new Set(contentFiles.map((file) => file.preview as string));
      const lines = pages
        .filter((page) => previewed.has(page.path))
        .filter((page) => {
          const source = readFileSync(path.join(root, "app", page.module), "utf8");
          return !/export\s+(async\s+)?(function|const)\s+(client)?[lL]oader\b/.test(source);
        })
        .map(
          (page) =>
            `  ${JSON.stringify(page.path)}: () => import(${JSON.stringify(path.join(root, "app", page.module))}),`,
        );
      return `export const routes = {\n${lines.join("\n")}\n};`;
    },
  };
}

export default function previewConfig(): InlineConfig {
  const root = path.resolve(import.meta.dirname, "../../..");
  return {
    root,
    configFile: false,
    logLevel: "error",
    mode: "production",
    publicDir: false,
    base: "/preview/",
    plugins: [
      paraglideOnce(messageCompilerOptions, root),
      // The messages speak the preview document's language, as on the site.
      foldSingleLocale(),
      tailwindcss(),
      iconSprite(),
      openApi(),
      liveContentPlugin(root),
      previewFacts(root),
      previewRoutes(root),
    ],
    define: buildConstants,
    resolve: { tsconfigPaths: true },
    build: {
      outDir: previewOutDir,
      emptyOutDir: true,
      assetsInlineLimit: 0,
      cssCodeSplit: false,
      rolldownOptions: {
        input: path.join(import.meta.dirname, "preview.tsx"),
        // As the site's build (vite.config.ts): only the icons used, not every lucide module.
        experimental: { lazyBarrel: true },
        output: {
          entryFileNames: "preview.js",
          chunkFileNames: "chunks/[name]-[hash].js",
          assetFileNames: "assets/[name][extname]",
        },
      },
    },
  };
}
