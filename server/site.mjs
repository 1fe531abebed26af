import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { listFiles, listPages } from "./pages.mjs";

/** Thrown when the build is missing or incomplete, with the command that makes it. */
export class MissingBuildError extends Error {}

const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".yaml": "application/yaml; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/vnd.microsoft.icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

/**
 * The blog's and the changelog's feeds (pipeline/articles/feeds.ts) by file name: readers
 * and browsers tell RSS, Atom and JSON Feed apart by these types, not by the extension.
 */
const feedTypes = {
  "rss.xml": "application/rss+xml; charset=utf-8",
  "atom.xml": "application/atom+xml; charset=utf-8",
  "feed.json": "application/feed+json; charset=utf-8",
};

/** The Content-Type of a file of the build. */
export const contentTypeOf = (file) =>
  feedTypes[path.basename(file)] ?? contentTypes[path.extname(file)] ?? "application/octet-stream";

const etagOf = (body) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/**
 * One response body ready to send: its headers (security, CSP, caching, type) and its
 * bytes as stored, plus the Brotli and gzip copies written at build when they exist.
 */
function representation(file, headers) {
  const identity = readFileSync(file);
  const variants = { identity: { body: identity, etag: etagOf(identity) } };
  for (const [encoding, extension] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ]) {
    if (!existsSync(file + extension)) continue;
    const body = readFileSync(file + extension);
    if (body.length < identity.length) variants[encoding] = { body, etag: etagOf(body) };
  }
  const compressed = Object.keys(variants).length > 1;
  return {
    headers: {
      ...headers,
      "content-type": contentTypeOf(file),
      ...(compressed ? { vary: "Accept-Encoding" } : {}),
    },
    variants,
  };
}

/** Throws MissingBuildError unless `root` and `headersFile` hold a finished build. */
export function checkBuild(root, headersFile = path.join(root, "..", "site-headers.json")) {
  const needed = [path.join(root, "index.html"), path.join(root, "404.html"), headersFile];
  if (!needed.every((file) => existsSync(file))) {
    throw new MissingBuildError(
      `No complete build in ${path.dirname(headersFile)}. Run \`npm run build\` first (\`npm start\` builds and serves).`,
    );
  }
}

/**
 * The built site in memory, indexed by URL path: pages, the not-found page and every other
 * published file, each with the headers the build decided (build/site-headers.json). Only
 * what is listed here can ever be sent, so no request reaches a file outside it. The site
 * is a few megabytes; holding it avoids a disk read and a stat per request.
 */
export function loadSite(root, headersFile) {
  checkBuild(root, headersFile);
  const data = JSON.parse(readFileSync(headersFile, "utf8"));
  const pagesOnDisk = listPages(root);
  const described = data.pages.map((page) => page.route).sort();
  if (described.join("\n") !== [...pagesOnDisk.keys()].sort().join("\n")) {
    throw new MissingBuildError(
      `${headersFile} does not describe the pages in ${root}: run \`npm run build\` again.`,
    );
  }

  const base = { ...lowercase(data.securityHeaders) };
  const revalidate = data.cacheControl.revalidate;
  const plainHeaders = {
    ...base,
    "content-security-policy": data.defaultContentSecurityPolicy,
    "cache-control": revalidate,
  };
  const pageOf = (file, csp) =>
    representation(path.join(root, file), {
      ...base,
      "content-security-policy": csp,
      "cache-control": revalidate,
    });

  const pages = new Map(
    data.pages.map((page) => {
      if (!/^\/(?!\/)/.test(page.route)) throw new Error(`Unexpected page route ${page.route}`);
      return [page.route, pageOf(page.file, page.contentSecurityPolicy)];
    }),
  );
  const notFound = pageOf(data.notFound.file, data.notFound.contentSecurityPolicy);
  // An unknown path under a language's prefix (/de/nope) gets that language's page.
  const localizedNotFound = (data.localizedNotFound ?? []).map((page) => ({
    prefix: page.prefix,
    page: pageOf(page.file, page.contentSecurityPolicy),
  }));
  const notFoundFor = (urlPath) =>
    localizedNotFound.find(({ prefix }) => urlPath === prefix || urlPath.startsWith(`${prefix}/`))
      ?.page ?? notFound;
  const { immutablePrefix, immutable } = data.cacheControl;
  const files = new Map(
    listFiles(root).map((urlPath) => [
      urlPath,
      representation(path.join(root, ...urlPath.split("/")), {
        ...plainHeaders,
        "cache-control": urlPath.startsWith(immutablePrefix) ? immutable : revalidate,
      }),
    ]),
  );
  // The team's pages: sent by the admin routes only, never as site pages.
  const adminPages = new Map(
    (data.admin ?? []).map((page) => [
      page.route,
      {
        ...pageOf(page.file, page.contentSecurityPolicy),
        html: readFileSync(path.join(root, page.file), "utf8"),
      },
    ]),
  );
  return { pages, notFound, notFoundFor, files, plainHeaders, immutablePrefix, adminPages };
}

function lowercase(headers) {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}
