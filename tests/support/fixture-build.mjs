// A small prerendered site shaped like React Router's output, finished by the real
// postbuild step, for server and build tests that must not depend on `npm run build`.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { finishBuild } from "../../pipeline/postbuild/index.mjs";
import { clientRootOf } from "../../server/build-paths.mjs";

export const ORIGIN = "https://flowboard.example";
/** Text that must never appear in any response: it sits outside the site or in dotfiles. */
export const SECRET_MARKERS = ["SECRET-OUTSIDE-CLIENT", "SECRET-DOTFILE", "SECRET-DOT-FOLDER"];

const filler = (topic) =>
  Array.from(
    { length: 40 },
    (_, i) => `<p>${topic} paragraph ${i}: boards, automations and reports.</p>`,
  ).join("");

/** A page like React Router's: canonical link, per-page inline scripts, a JSON-LD block. */
export function pageHtml({ title, canonical, route, noindex = false }) {
  const head = [
    '<meta charSet="utf-8"/>',
    `<title>${title}</title>`,
    noindex
      ? '<meta name="robots" content="noindex"/>'
      : `<link rel="canonical" href="${canonical}"/>`,
    '<link rel="stylesheet" href="/assets/root-AbC123.css"/>',
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Thing"}</script>',
  ].join("");
  const scripts = [
    '<script>window.__context = {"ssr":false};</script>',
    `<script type="module" async="">import "/assets/entry-Xy9.js";\nwindow.__route = ${JSON.stringify(route)};</script>`,
    '<script type="module" src="/assets/entry-Xy9.js"></script>',
  ].join("");
  return `<!DOCTYPE html><html lang="en"><head>${head}</head><body><main><h1>${title}</h1>${filler(title)}</main>${scripts}</body></html>`;
}

/**
 * Writes the fixture into a temp folder and runs finishBuild on it.
 * @param {{ extraFiles?: Record<string, string | Buffer> }} [options] more files under client/
 * @returns {Promise<{ buildDir: string, clientDir: string, cleanup: () => Promise<void> }>}
 */
export async function makeFixtureBuild({ extraFiles = {} } = {}) {
  const buildDir = await mkdtemp(path.join(tmpdir(), "flowboard-fixture-"));
  const clientDir = clientRootOf(buildDir);
  const files = {
    "index.html": pageHtml({ title: "Home", canonical: `${ORIGIN}/`, route: "home" }),
    "features/index.html": pageHtml({
      title: "Features",
      canonical: `${ORIGIN}/features`,
      route: "features",
    }),
    "features/sales-crm/index.html": pageHtml({
      title: "Sales CRM",
      canonical: `${ORIGIN}/features/sales-crm`,
      route: "sales-crm",
    }),
    "404/index.html": pageHtml({ title: "Page not found", route: "not-found", noindex: true }),
    "__spa-fallback.html": "<!DOCTYPE html><html><body>fallback</body></html>",
    "assets/entry-Xy9.js": `export const board = ${JSON.stringify(filler("script"))};\n`,
    "assets/root-AbC123.css": `body{margin:0}${".card{padding:1rem}".repeat(200)}\n`,
    "assets/inter-latin-Q1w2.woff2": Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]),
    "favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4338ca"/>${'<rect x="7" y="8" width="5" height="16" fill="#fff"/>'.repeat(5)}</svg>`,
    ".env": "TOKEN=SECRET-DOTFILE\n",
    "assets/.secret": "SECRET-DOTFILE\n",
    ".git/config": "[core] SECRET-DOT-FOLDER\n",
    ".well-known/index.html": "<html>SECRET-DOT-FOLDER</html>",
    ...extraFiles,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(clientDir, ...name.split("/"));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  await writeFile(path.join(buildDir, "secret.txt"), "SECRET-OUTSIDE-CLIENT\n");
  await finishBuild(buildDir);
  return { buildDir, clientDir, cleanup: () => rm(buildDir, { recursive: true, force: true }) };
}
