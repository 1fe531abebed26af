// The header data of one build: which headers each response of the site carries. Computed
// once from the final HTML (the inline-script hashes differ per page) and written to
// build/site-headers.json; the server reads that file at start-up, and the static-host
// `_headers` and `nginx.conf` are rendered from the same object (pipeline/postbuild/deploy-configs.mjs).
import { readFileSync } from "node:fs";
import path from "node:path";
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
