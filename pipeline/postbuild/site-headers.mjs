// The header data of one build: which headers each response of the site carries. Computed
// once from the final HTML (the inline-script hashes differ per page) and written to
// build/site-headers.json; the server reads that file at start-up, and the static-host
// `_headers` and `nginx.conf` are rendered from the same object (pipeline/postbuild/deploy-configs.mjs).

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { prefixedLocales } from "../../app/lib/locales.js";
import { listAdminPages, listFiles, listPages } from "../../server/pages.mjs";
import {
  ASSETS_PREFIX,
  contentSecurityPolicy,
  IMMUTABLE,
  inlineScriptHashes,
  REVALIDATE,
  securityHeaders,
  staticHostCatchAllPolicy,
} from "./security-headers.mjs";

export const SITE_HEADERS_FILE = "site-headers.json";
export const NOT_FOUND_FILE = "404.html";

/**
 * The not-found page of each other language ("de/404.html"), answering unknown paths under
 * its prefix (/de/nope) in that language.
 * @returns {{ locale: string, prefix: string, file: string }[]}
 */
export function localizedNotFoundFiles() {
  return prefixedLocales.map((locale) => ({
    locale: locale.code,
    prefix: locale.prefix,
    file: `${locale.prefix.slice(1)}/${NOT_FOUND_FILE}`,
  }));
}

function pagePolicy(clientDir, file) {
  const html = readFileSync(path.join(clientDir, file), "utf8");
  return contentSecurityPolicy(inlineScriptHashes(html));
}

/**
 * @returns {{
 *   securityHeaders: Record<string, string>,
 *   defaultContentSecurityPolicy: string,
 *   staticHostCatchAllPolicy: string,
 *   cacheControl: { immutablePrefix: string, immutable: string, revalidate: string },
 *   pages: { route: string, file: string, contentSecurityPolicy: string }[],
 *   notFound: { file: string, contentSecurityPolicy: string },
 *   localizedNotFound: { prefix: string, file: string, contentSecurityPolicy: string }[],
 *   admin: { route: string, file: string, contentSecurityPolicy: string }[],
 *   files: string[],
 * }}
 */
export function collectSiteHeaders(clientDir) {
  const pages = [...listPages(clientDir)]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([route, file]) => ({ route, file, contentSecurityPolicy: pagePolicy(clientDir, file) }));
  return {
    securityHeaders,
    defaultContentSecurityPolicy: contentSecurityPolicy(),
    staticHostCatchAllPolicy,
    cacheControl: { immutablePrefix: ASSETS_PREFIX, immutable: IMMUTABLE, revalidate: REVALIDATE },
    pages,
    notFound: {
      file: NOT_FOUND_FILE,
      contentSecurityPolicy: pagePolicy(clientDir, NOT_FOUND_FILE),
    },
    localizedNotFound: localizedNotFoundFiles()
      .filter(({ file }) => existsSync(path.join(clientDir, file)))
      .map(({ prefix, file }) => ({
        prefix,
        file,
        contentSecurityPolicy: pagePolicy(clientDir, file),
      })),
    // The team's pages, served by the admin routes only (server/admin).
    admin: [...listAdminPages(clientDir)]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([route, file]) => ({
        route,
        file,
        contentSecurityPolicy: pagePolicy(clientDir, file),
      })),
    files: listFiles(clientDir),
  };
}
