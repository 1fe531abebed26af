// A stand-in for `npm run build` in a publish's checkout (server/releases), for tests that
// must not spend a real build's half minute: it reads the checkout's home headline and writes
// a small site with it, whose hashed script carries the same headline, finished by the real
// postbuild step. A headline "fail" fails the build the way a content problem does; the
// FAKE_BUILD_DELAY_MS environment variable makes it slow (a build to interrupt).

import { createHash } from "node:crypto";
import { appendFileSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { finishBuild } from "../../pipeline/postbuild/index.mjs";

const root = process.cwd();
const headline = JSON.parse(readFileSync(path.join(root, "content/pages/home.json"), "utf8")).hero
  .title;
// FAKE_BUILD_LOG: a file each build adds a line to (which headline, when it began and ended).
const log = process.env.FAKE_BUILD_LOG;
const began = Date.now();
const delay = Number(process.env.FAKE_BUILD_DELAY_MS ?? 0);
if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
if (headline === "fail") {
  console.error("Content has 1 problem(s):\n  content/pages/home.json: hero.title: is refused");
  process.exit(1);
}

const hash = createHash("sha256").update(headline).digest("hex").slice(0, 8);
const script = `/assets/entry-${hash}.js`;
const style = `/assets/site-${hash}.css`;
// Every page links the others and its stylesheet, as the real pages do, by same-site paths.
const page = (title, robots = '<link rel="canonical" href="https://flowboard.example/"/>') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title>${robots}<link rel="stylesheet" href="${style}"/></head><body><nav><a href="/">Home</a> <a href="/pricing">Pricing</a></nav><main><h1>${title}</h1><img src="/logo.svg" srcSet="/logo.svg 1x, /logo.svg 2x" alt="Flowboard"/></main><script type="module" src="${script}"></script></body></html>`;
const buildDir = path.join(root, "build");
const files = {
  "index.html": page(headline),
  // A page no headline changes: a preview of a headline touches the home page alone.
  "pricing/index.html": page("Pricing"),
  "logo.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
  [style.slice(1)]: "main{background:url(/logo.svg) no-repeat}\n",
  "404/index.html": page("Not found", '<meta name="robots" content="noindex"/>'),
  "__spa-fallback.html": "<!DOCTYPE html><html><body>fallback</body></html>",
  // The team inbox's shell, as the real build writes it: the server-written admin pages
  // (the releases, the audit log) take its head.
  "admin/index.html": page("Team inbox", '<meta name="robots" content="noindex"/>'),
  [script.slice(1)]: `export const headline = ${JSON.stringify(headline)};\n`,
};
for (const [name, content] of Object.entries(files)) {
  const file = path.join(buildDir, "client", ...name.split("/"));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}
await finishBuild(buildDir);
if (log) appendFileSync(log, `${JSON.stringify({ headline, began, ended: Date.now() })}\n`);
