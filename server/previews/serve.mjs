import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { escapeHtml } from "../analytics/dashboard-page.mjs";
import { listFiles, listPages } from "../pages.mjs";
import { clientOf, headersOf } from "../releases/live-site.mjs";
import { parseTarget } from "../request-target.mjs";
import { contentTypeOf } from "../site.mjs";

/**
 * Serving a built preview (server/releases: a change merged onto the live content, built by
 * the release builder into its own folder) under a prefix: `/admin/preview/<id>` for the
 * team, `/preview/<token>` for a shared link.
 *
 * The preview is the HTML the build wrote, with three changes made as it is sent:
 * - every same-site address in it (`href`, `src`, `srcset`, `action`, `poster`, CSS `url()`)
 *   gets the prefix, so its styles, pictures and fonts come from the preview's own build
 *   and a link to another page opens that page of the preview;
 * - its scripts are left out (and forbidden by the policy): the page is for reading, and a
 *   script there would run on the team's origin, beside the admin's session;
 * - it says `noindex`, in a meta element and in `X-Robots-Tag`, and carries a line at the top
 *   naming the preview and saying it is not live.
 *
 * Only what the build lists can be sent: a path is looked up in the preview's own list of
 * pages and files (made from its folder once, then kept), never joined to a folder.
 */

/** The policy every preview answer carries: no script, nothing from elsewhere, no frame. */
export const PREVIEW_POLICY =
  "default-src 'none'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; media-src 'self'; connect-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'; object-src 'none'";

export const PREVIEW_HEADERS = Object.freeze({
  "x-robots-tag": "noindex, nofollow",
  "content-security-policy": PREVIEW_POLICY,
  "cache-control": "private, no-store",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cross-origin-resource-policy": "same-origin",
});

/** A preview's pages and files by URL path, from its folder (the build's own lists). */
export function previewIndex(folder) {
  const client = clientOf(folder);
  const data = JSON.parse(readFileSync(headersOf(folder), "utf8"));
  const pages = new Map();
  const listed = listPages(client);
  for (const page of data.pages ?? []) {
    // A page the headers name and the folder holds; anything else is not the build's.
    if (listed.get(page.route) === page.file) pages.set(page.route, page.file);
  }
  const files = new Set(listFiles(client));
  return { client, pages, files, notFound: data.notFound?.file };
}

/** Keeps the few previews read lately, so a page's many files do not list the folder again. */
export function createPreviewIndexes(size = 4) {
  const kept = new Map();
  return (id, folder) => {
    const key = `${id}:${folder}`;
    let index = kept.get(key);
    if (!index) {
      index = previewIndex(folder);
      kept.set(key, index);
      while (kept.size > size) kept.delete(kept.keys().next().value);
    }
    return index;
  };
}

const SAME_SITE_ATTRIBUTE = /(\s(?:href|src|action|poster|formaction)=)(["'])\/(?!\/)/gi;
const SRCSET = /(\s(?:srcset|srcSet|imagesrcset|imageSrcSet)=)(["'])([^"']*)\2/g;
const CSS_URL = /url\((["']?)\/(?!\/)/g;

/** The page's HTML as the preview sends it (see above); `banner` is trusted HTML. */
export function rewriteHtml(html, prefix, banner = "") {
  let out = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?(?:modulepreload|preload|prefetch)\b[^>]*>/gi, (tag) =>
      /\bas=["']?(?:font|style|image)\b/i.test(tag) ? tag : "",
    )
    .replace(/<meta\b[^>]*\bname=["']?robots["']?[^>]*>/gi, "")
    .replace(SAME_SITE_ATTRIBUTE, `$1$2${prefix}/`)
    .replace(
      SRCSET,
      (_all, attribute, quote, list) =>
        `${attribute}${quote}${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${prefix}/`)}${quote}`,
    )
    .replace(CSS_URL, `url($1${prefix}/`);
  out = out.replace(
    /<head\b[^>]*>/i,
    (head) => `${head}<meta name="robots" content="noindex, nofollow"/>`,
  );
  if (banner) out = out.replace(/<body\b[^>]*>/i, (body) => `${body}${banner}`);
  return out;
}

/** The line at the top of every preview page. */
export function previewBanner({ id, entry, back }) {
  const link = back
    ? ` <a href="${escapeHtml(back)}" style="color:inherit;text-decoration:underline">Back to the change</a>`
    : "";
  return `<div role="note" style="position:sticky;top:0;z-index:2147483647;background:#1e1b4b;color:#fff;font:600 14px/1.4 system-ui,sans-serif;padding:8px 16px;text-align:center">Preview ${escapeHtml(String(id))} of the change ${escapeHtml(entry ?? "")}, as it would be published. Not live.${link}</div>`;
}

/**
 * Answers one path of a preview: `rest` is the raw target below the prefix ("/pricing",
 * "/assets/x.css", "" for the home page). Resolves to `{ status, headers, body }`.
 */
export function previewResponse(index, rest, { prefix, banner }) {
  const target = parseTarget(rest === "" || rest.startsWith("?") ? `/${rest}` : rest);
  if (!target) return plain(400, "Bad Request");
  const page = index.pages.get(target.path);
  if (page !== undefined) {
    const html = readFileSync(path.join(index.client, ...page.split("/")), "utf8");
    return {
      status: 200,
      headers: { ...PREVIEW_HEADERS, "content-type": "text/html; charset=utf-8" },
      body: rewriteHtml(html, prefix, banner),
    };
  }
  if (!target.trailingSlash && index.files.has(target.path)) {
    const file = path.join(index.client, ...target.path.slice(1).split("/"));
    const type = contentTypeOf(file);
    let body = readFileSync(file);
    if (type.startsWith("text/css"))
      body = body.toString("utf8").replace(CSS_URL, `url($1${prefix}/`);
    return { status: 200, headers: { ...PREVIEW_HEADERS, "content-type": type }, body };
  }
  if (index.notFound && existsSync(path.join(index.client, index.notFound))) {
    const html = readFileSync(path.join(index.client, index.notFound), "utf8");
    return {
      status: 404,
      headers: { ...PREVIEW_HEADERS, "content-type": "text/html; charset=utf-8" },
      body: rewriteHtml(html, prefix, banner),
    };
  }
  return plain(404, "Not Found");
}

function plain(status, text) {
  return {
    status,
    headers: { ...PREVIEW_HEADERS, "content-type": "text/plain; charset=utf-8" },
    body: `${text}\n`,
  };
}
