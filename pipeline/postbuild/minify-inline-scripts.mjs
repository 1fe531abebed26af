// Post-build step 1b: the inline scripts React Router writes into every page (the scroll
// restoration script, as readable source) are minified, so a page's HTML stays within its
// first round trip (issue 50, docs/decisions/029: 0.05 to 0.1 KB brotli of every page, measured). It runs
// before the later steps hash the scripts for the CSP, so the hashes are the minified
// scripts'. Data (`window.__reactRouterContext…`, JSON-LD, speculation rules) is left as
// it is: it is not code a minifier should rewrite.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { minifySync } from "rolldown/utils";
import { filesUnder } from "../../server/files-under.mjs";

/** A classic inline script: `<script>` with no attributes, its source in group 1. */
const CLASSIC_INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** Scripts that hand data to React Router: short already, and read by it as written. */
const ROUTER_DATA = /^\s*window\.__reactRouterContext/;

/** `source` minified, or as it is when it is data, does not parse, or is no shorter. */
export function minifiedScript(source) {
  if (ROUTER_DATA.test(source)) return source;
  const result = minifySync("inline.js", source, { compress: true, mangle: true });
  if (result.errors?.length) return source;
  const code = result.code.trim().replace(/;$/, "");
  // `</script` in a string would end the element early; the minifier keeps it as written,
  // but it must never be introduced.
  if (code.length >= source.length || /<\/script/i.test(code)) return source;
  return code;
}

/** `html` with each classic inline script minified. */
export function minifyInlineScripts(html) {
  return html.replace(
    CLASSIC_INLINE_SCRIPT,
    (_element, source) => `<script>${minifiedScript(source)}</script>`,
  );
}

/** Minifies the inline scripts of every HTML file under `clientDir`; the count of files changed. */
export async function minifyPagesInlineScripts(clientDir) {
  let changed = 0;
  for (const relative of filesUnder(clientDir)) {
    if (!relative.endsWith(".html")) continue;
    const file = path.join(clientDir, relative);
    const html = await readFile(file, "utf8");
    const minified = minifyInlineScripts(html);
    if (minified === html) continue;
    await writeFile(file, minified);
    changed += 1;
  }
  return changed;
}
