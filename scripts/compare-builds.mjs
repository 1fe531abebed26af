// Compares every page of two builds, as a visitor's browser receives it: node
// scripts/compare-builds.mjs <before>/client <after>/client. Asset file names carry a hash of
// their contents and the CSP carries hashes of the inline scripts that name them, so both are
// read as placeholders; everything else must match byte for byte. A page that differs is
// reported in one of two kinds: its markup (what the browser draws: the document without its
// scripts and preload links), with the first difference; or only its scripts (the route data
// and the chunks it preloads). Exits 1 if any page differs.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error(
    "usage: node scripts/compare-builds.mjs <before build/client> <after build/client>",
  );
  process.exit(2);
}

/** Every .html file under `root`, relative to it. */
function pages(root, folder = "") {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const relative = path.join(folder, name);
    if (statSync(path.join(root, relative)).isDirectory()) return pages(root, relative);
    return name.endsWith(".html") ? [relative] : [];
  });
}

/** A page with its content-hashed names and script hashes read as placeholders. */
export const normalised = (html) =>
  html
    .replace(/([\w.-]+)-[\w-]{8}\.(js|css|woff2|svg|png)/g, "$1-#.$2")
    .replace(/'sha256-[\w+/=]+'/g, "'sha256-#'")
    .replace(/"version":"[\w]+"/g, '"version":"#"');

/** The document a browser draws before any script runs: no scripts, no preload links. */
const markupOf = (html) =>
  html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, "");

const firstDifference = (a, b) => {
  let at = 0;
  while (a[at] === b[at]) at++;
  return `differs at character ${at}\n  before: …${a.slice(Math.max(0, at - 60), at + 80)}…\n  after:  …${b.slice(Math.max(0, at - 60), at + 80)}…`;
};

const beforePages = new Set(pages(before));
const afterPages = new Set(pages(after));
let differing = 0;
for (const page of [...new Set([...beforePages, ...afterPages])].sort()) {
  if (!beforePages.has(page) || !afterPages.has(page)) {
    differing++;
    console.log(`${page}: only in ${beforePages.has(page) ? "before" : "after"}`);
    continue;
  }
  const a = normalised(readFileSync(path.join(before, page), "utf8"));
  const b = normalised(readFileSync(path.join(after, page), "utf8"));
  if (a === b) continue;
  differing++;
  const [markupA, markupB] = [markupOf(a), markupOf(b)];
  if (markupA !== markupB) console.log(`${page}: markup ${firstDifference(markupA, markupB)}`);
  else
    console.log(`${page}: scripts only (route data or preloaded chunks): ${firstDifference(a, b)}`);
}
console.log(
  `${beforePages.size} pages before, ${afterPages.size} after: ${differing ? `${differing} differ` : "every page identical"}`,
);
process.exitCode = differing ? 1 : 0;
