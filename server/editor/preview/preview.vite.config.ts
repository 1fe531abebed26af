// The editor's preview bundle (preview.tsx): the site's components and stylesheet with live
// content, built into node_modules/.cache/editor-preview, never into build/client.
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import type { InlineConfig, Plugin } from "vite";
import { contentFiles } from "../../../app/content/registry.ts";
import { articlePages, notFoundPage, pages } from "../../../app/lib/page-table.js";
import { paraglideOnce } from "../../../pipeline/messages/compile-once.mjs";
import { foldSingleLocale } from "../../../pipeline/messages/fold-single-locale.mjs";
import { messageCompilerOptions } from "../../../pipeline/messages/paraglide-options.mjs";
import { buildConstants } from "../../../pipeline/vite/build-constants.mjs";
import { iconSprite } from "../../../pipeline/vite/icon-sprite.mjs";
import { openApi } from "../../../pipeline/vite/openapi.mjs";
import { liveContentPlugin } from "./live-content-plugin.ts";

export const previewOutDir = "node_modules/.cache/editor-preview";

/**
 * The route modules of the pages the content files and the articles preview on
 * (app/content/registry.ts, app/lib/page-table.js), by their path (`/resources/blog/:slug`),
 * the not-found page's among them.
 * A module's build-time loader runs in the preview too, over the files as the editor has
 * them (live-content-plugin.ts gives it the articles).
 */
function previewRoutes(root: string): Plugin {
  const id = "virtual:preview-routes";
  return {
    name: "flowboard:preview-routes",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return;
      const previewed = new Set(
        contentFiles.map((file) => (file.preview as string).split("#")[0] as string),
      );
      // The not-found page is the route every other address falls to; its form previews it
      // at its own path (/404), as the build writes it.
      const lines = [
        ...[...pages, notFoundPage].filter((page) => previewed.has(page.path)),
        ...articlePages,
      ].map(
        (page) =>
          `  ${JSON.stringify(page.path)}: () => import(${JSON.stringify(path.join(root, "app", page.module))}),`,
      );
      return `export const routes = {\n${lines.join("\n")}\n};`;
    },
  };
}

/**
 * The files the bundle was made from, beside it (inputs.json): scripts/edit.mjs builds it
 * again when any of them is newer than the bundle.
 */
function recordInputs(root: string): Plugin {
  return {
    name: "flowboard:preview-inputs",
    generateBundle() {
      const files = [...this.getModuleIds()]
        .map((id) => id.split("?")[0] as string)
        .filter((id) => id.startsWith(root) && !id.includes("/node_modules/"))
        .map((id) => path.relative(root, id).split(path.sep).join("/"));
      this.emitFile({
        type: "asset",
        fileName: "inputs.json",
        source: JSON.stringify([...new Set(files)].sort(), null, 1),
      });
    },
  };
}

/**
 * The preview draws what the build draws: the parts of a page the build renders once and the
 * browser only adopts (the footer's columns, the header's menus, the code samples' colours:
 * app/components/static-content.tsx) have no other drawing. So the site's code reads
 * `import.meta.env.SSR` as true here, before Vite's own value is put in.
 */
function drawnAsBuilt(root: string): Plugin {
  const app = `${path.join(root, "app")}${path.sep}`;
  return {
    name: "flowboard:preview-drawn-as-built",
    enforce: "pre",
    transform(code, id) {
      if (!id.startsWith(app) || !code.includes("import.meta.env.SSR")) return;
      return { code: code.replaceAll("import.meta.env.SSR", "true"), map: null };
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
      previewRoutes(root),
      recordInputs(root),
      drawnAsBuilt(root),
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
