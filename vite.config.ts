import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { messageCatalogCheck } from "./pipeline/messages/catalog-check-plugin.mjs";
import { paraglideOnce } from "./pipeline/messages/compile-once.mjs";
import { foldSingleLocale } from "./pipeline/messages/fold-single-locale.mjs";
import { messageCompilerOptions } from "./pipeline/messages/paraglide-options.mjs";
import { articlesPlugin } from "./pipeline/vite/articles.ts";
import { buildConstants } from "./pipeline/vite/build-constants.mjs";
import { contentPlugin } from "./pipeline/vite/content.ts";
import { iconSprite } from "./pipeline/vite/icon-sprite.mjs";
import { openApi } from "./pipeline/vite/openapi.mjs";
import { reactRouterProduction } from "./pipeline/vite/react-router-production.mjs";

const rootModule = path.resolve("app/root.tsx");

/**
 * The visitor-metrics reporter is started by the loader script of every public page, once
 * the page has loaded and the browser is idle (pipeline/postbuild/hydrate-on-intent.mjs), whether or not
 * React ever runs there. No app module imports it, so it is emitted as a chunk of its own.
 */
function vitalsReporterChunk(): Plugin {
  return {
    name: "flowboard:vitals-reporter-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      this.emitFile({
        type: "chunk",
        id: path.resolve("app/lib/vitals/vitals-reporter.ts"),
        name: "vitals-reporter",
        preserveSignature: "strict",
      });
    },
  };
}
const framework = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
// icon.tsx imports lucide's whole barrel only to draw the build-time sprite; following it
// would pull every icon any page uses into the shell that every page loads. The footer's
// newsletter form reads stored-data.js only when the build renders it, and the legal pages
// read the rest of it: in the shell, all of it would load on every page. The interface
// messages' barrel (app/paraglide/messages/_index.js) imports every message: past it, every
// page would carry them all; each message lands, tree-shaken, beside the code that calls it.
const notShell =
  /[\\/](node_modules[\\/]lucide-react[\\/]|app[\\/]content[\\/]stored-data\.js$|app[\\/]paraglide[\\/]messages[\\/]_index\.js$)/;

const isShellStylesheet = (file: string) => /(^|\/)shell-[\w-]+\.css$/.test(file);

/** Every module the root layout imports statically, directly or not: the shell every page loads. */
const shellOf = new WeakMap<object, Set<string>>();
function inShell(id: string, ctx: Rolldown.ChunkingContext): boolean {
  let shell = shellOf.get(ctx);
  if (!shell) {
    shell = new Set();
    const queue = [rootModule];
    for (let next = queue.pop(); next; next = queue.pop()) {
      if (shell.has(next) || notShell.test(next)) continue;
      shell.add(next);
      queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    shellOf.set(ctx, shell);
  }
  return shell.has(id);
}

export default defineConfig({
  plugins: [
    messageCatalogCheck(),
    paraglideOnce(messageCompilerOptions),
    foldSingleLocale(),
    tailwindcss(),
    reactRouterProduction(),
    reactRouter(),
    iconSprite(),
    openApi(),
    articlesPlugin(),
    contentPlugin(),
    vitalsReporterChunk(),
  ],
  // The prerendered copyright year, and the year hydration starts from (use-current-year.ts).
  define: buildConstants,
  resolve: { tsconfigPaths: true },
  experimental: {
    // The site's one stylesheet (the shell's) is linked in every page's head by the root
    // route, which never unmounts, as "shell-….css#": React Router marks a stylesheet that
    // lazily loaded code also lists. Vite's loader, not seeing that address, would link the
    // file a second time when a lazy chunk arrives, and a second stylesheet restyles and
    // lays out the whole page (130 ms at 4x CPU on /demo-projects right after hydration,
    // and again on the first tooltip, toast or search of any page). Naming the file the
    // way React Router does lets the loader see it is already there.
    renderBuiltUrl: (filename, { hostType }) =>
      hostType === "js" && isShellStylesheet(filename) ? `/${filename}#` : undefined,
  },
  build: {
    assetsInlineLimit: 0,
    // Modules a barrel re-exports are loaded only if used: lucide-react's index lists some
    // 1,700 icons, which the browser's build otherwise loaded and passed through every
    // plugin before dropping all but the few the site draws.
    rolldownOptions: { experimental: { lazyBarrel: true } },
  },
  environments: {
    // The build's renderer in one file: a page in another language is rendered by a copy of
    // it evaluated in that language (app/lib/build-locale.server.ts), which a split bundle
    // would share modules with.
    ssr: { build: { rolldownOptions: { output: { codeSplitting: false } } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger files on first view: React, React DOM and React Router in one,
            // the site shell (root layout, header, footer and what they use) in another.
            // Each page then loads about 2 KB less gzip than with a file per shared module.
            codeSplitting: {
              groups: [
                { name: "framework", test: framework, priority: 2 },
                {
                  name: (id, ctx) => (inShell(id, ctx) ? "shell" : null),
                  priority: 1,
                },
                // The date and number formatters (issue 48), one file: in the group below the
                // article pages, which use them and nothing else of it, would load 3.6 KB more;
                // as a file each, pages would pay gzip's overhead for each. The demo board's
                // short date and its pictures' amounts keep out of it (their budget is tight).
                {
                  name: "formats",
                  test: /[\\/]app[\\/]lib[\\/](format-(date|number)|intl-locale)\.ts$/,
                  priority: 1,
                },
                // Site code many pages share (sections, primitives, helpers, hooks) in one
                // file rather than a dozen sub-kilobyte ones, each paying gzip overhead.
                // At 8 pages (tried 2 to 20 and none) the largest page and the mean are least.
                {
                  name: "common",
                  test: /[\\/]app[\\/](components[\\/](sections|ui)|lib|hooks)[\\/]/,
                  minShareCount: 8,
                  priority: 0,
                },
              ],
            },
          },
        },
      },
    },
  },
});
