// The response-header policy of the site, in one place. The build (pipeline/postbuild/site-headers.mjs)
// turns it into build/site-headers.json, which the Fastify server reads at start-up and from
// which the `_headers` and `nginx.conf` deploy files are written, so all three send the same.
import { createHash } from "node:crypto";

/** Hashed files under /assets/ never change at their URL. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else may be kept, but is checked with the server (ETag) before each use. */
export const REVALIDATE = "no-cache";
export const ASSETS_PREFIX = "/assets/";

/**
 * Browser features the site never uses, switched off for it and anything it might embed.
 * Only names Chromium recognises: an unknown name is logged as a console error on every page.
 * The clipboard stays allowed for the page itself (the API docs' copy buttons).
 */
const disabledFeatures = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/** Sent with every response, whatever it is. */
export const securityHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": [
    ...disabledFeatures.map((feature) => `${feature}=()`),
    "clipboard-write=(self)",
  ].join(", "),
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * Sent with the team's signed-in area only (/admin, server/admin/routes.mjs): the one part
 * of the site whose pages hold what is not public (leads, subscribers). `same-origin` gives
 * those pages a browsing context group of their own, so a page of another origin that
 * opened them, or that they opened, holds no reference to them and, where a browser does
 * not isolate every site, shares no process with them. The public pages do without it: it
 * cost them 60-100 ms of Lighthouse's TBT and 150-220 ms of main-thread work, and a
 * navigation between two of them 116 ms to first paint, to protect pages that hold nothing
 * a visitor has not been shown (docs/decisions/005, "Amendment 2026-11-26").
 */
export const signedInHeaders = {
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * Directives that do not depend on the page. Scripts are the strict part (see
 * contentSecurityPolicy); styles allow 'unsafe-inline' because React renders `style`
 * attributes into the prerendered HTML and Radix's scroll lock inserts a <style> element,
 * and neither can be hashed ahead of time. The ban on inline code is for scripts only.
 */
const pageIndependentDirectives = [
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * The Content-Security-Policy of one page: scripts from this origin plus exactly the inline
 * scripts of that page, by hash; no 'unsafe-inline', no 'unsafe-eval'. With no hashes it is
 * the policy of every response that is not a page (files, redirects, errors).
 */
export function contentSecurityPolicy(scriptHashes = []) {
  const scriptSrc = ["'self'", ...scriptHashes].join(" ");
  return ["default-src 'self'", `script-src ${scriptSrc}`, ...pageIndependentDirectives].join("; ");
}

/**
 * The policy a static host sends for any path (`/*` in `_headers`). Hosts apply every rule
 * whose pattern matches the request path, and some join repeated headers into a second
 * policy, which browsers enforce as well. So this one leaves out `default-src` and
 * `script-src`: combined with a page's own policy it changes nothing, and alone (files,
 * the not-found page) it still blocks framing, plugins and foreign form targets.
 */
export const staticHostCatchAllPolicy = pageIndependentDirectives.join("; ");

/**
 * The same policy as a <meta> element, for the not-found page on static hosts, which serve
 * 404.html under any path and so cannot match it with a header rule. Browsers ignore
 * `frame-ancestors` in <meta> (and warn), so it is left to the header.
 */
export function metaContentSecurityPolicy(scriptHashes) {
  return contentSecurityPolicy(scriptHashes)
    .split("; ")
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Speculation rules are not run, but the browser holds them to script-src all the same.
const executableTypes = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "speculationrules",
]);

function attribute(attributes, name) {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`,
    "i",
  ).exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/**
 * The inline scripts a browser would run in `html` (no `src`; classic or module), in
 * document order. JSON-LD and other data blocks are not run, so CSP does not apply to
 * them and they are left out.
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes, body] of html.matchAll(scriptElement)) {
    if (attribute(attributes, "src") !== undefined) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (!executableTypes.has(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/**
 * CSP source expressions ('sha256-...') for every inline script of `html`, sorted and
 * without repeats. The browser hashes the script text after the HTML parser has turned
 * CRLF and lone CR into LF, as UTF-8, so the same is done here.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set(
    inlineScripts(html).map((body) => {
      const text = body.replace(/\r\n?/g, "\n");
      return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    }),
  );
  return [...hashes].sort();
}
