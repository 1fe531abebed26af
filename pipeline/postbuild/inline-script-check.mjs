// Build check (from postbuild.mjs, after the header data is written): the hash-based CSP
// must cover every inline script the final HTML holds, and the head script (head-script.mjs:
// the theme and the lazy bands) must be one and the same on every page, so it is one hash
// and no page paints before knowing its theme. Any miss fails the build.
import { inlineScriptHashes, inlineScripts } from "./security-headers.mjs";

/** The inline scripts inside <head> (the head script), in order. */
export function headInlineScripts(html) {
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
  return inlineScripts(head);
}

/**
 * Problems with the inline scripts of `pages` (`{ route, html, policy }`), as sentences;
 * empty when every inline script's hash is in its page's `script-src` and each page has
 * exactly one inline head script, the same on all of them.
 * @param {{ route: string, html: string, policy: string }[]} pages
 */
export function inlineScriptProblems(pages) {
  const problems = [];
  let headScript;
  for (const { route, html, policy } of pages) {
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "));
    const allowed = new Set(scriptSrc?.split(" ").slice(1));
    for (const hash of inlineScriptHashes(html))
      if (!allowed.has(hash)) problems.push(`${route}: inline script ${hash} is not in its CSP`);
    const inHead = headInlineScripts(html);
    if (inHead.length !== 1)
      problems.push(
        `${route}: expected one inline script in <head> (the head script), found ${inHead.length}`,
      );
    else if (headScript === undefined) headScript = inHead[0];
    else if (inHead[0] !== headScript)
      problems.push(`${route}: its <head> script differs from the other pages' (one hash for all)`);
  }
  return problems;
}
