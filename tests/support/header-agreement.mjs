// Compares the three header sources of one build: what the Fastify server sends, what a
// static host sends from `_headers`, and what nginx sends from `nginx.conf`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { clientRootOf } from "../../server/build-paths.mjs";
import { listFiles, listPages } from "../../server/pages.mjs";
import {
  cspDirectives,
  headersFileValuesFor,
  metaPolicy,
  nginxHeadersFor,
  parseHeadersFile,
  parseNginxConf,
} from "./deploy-config-readers.mjs";

const securityHeaderNames = [
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-resource-policy",
];

/**
 * Every disagreement between the server and the two deploy files, as readable lines (an
 * empty list means they agree). `get(path)` asks the running server: { status, headers }.
 * @param {{ buildDir: string, get: (path: string) => Promise<{ status: number, headers: Record<string, string | undefined> }> }} options
 */
export async function headerDisagreements({ buildDir, get }) {
  const clientDir = clientRootOf(buildDir);
  const rules = parseHeadersFile(readFileSync(path.join(clientDir, "_headers"), "utf8"));
  const nginx = parseNginxConf(readFileSync(path.join(buildDir, "nginx.conf"), "utf8"));
  const problems = [];
  const differ = (what, a, b) => {
    if (a !== b) problems.push(`${what}: ${JSON.stringify(a)} != ${JSON.stringify(b)}`);
  };

  /** nginx's headers, and the static host's values, for one response, against the server's. */
  const compare = async (label, urlPath, nginxResponse, { staticHostCache, proxied } = {}) => {
    const server = await get(urlPath);
    // nginx passes a proxied route's answer through as the server sent it.
    const fromNginx = proxied ? server.headers : nginxHeadersFor(nginx, nginxResponse);
    const fromFile = headersFileValuesFor(rules, urlPath);
    differ(`${label} status (nginx)`, nginxResponse.status, server.status);
    for (const name of securityHeaderNames) {
      differ(`${label} ${name} (nginx)`, fromNginx[name], server.headers[name]);
      differ(`${label} ${name} (_headers)`, fromFile.get(name)?.join(" | "), server.headers[name]);
    }
    const csp = server.headers["content-security-policy"];
    differ(`${label} CSP (nginx)`, fromNginx["content-security-policy"], csp);
    differ(
      `${label} Cache-Control (nginx)`,
      fromNginx["cache-control"],
      server.headers["cache-control"],
    );
    if (staticHostCache !== undefined)
      differ(
        `${label} Cache-Control (_headers)`,
        fromFile.get("cache-control")?.join(" | "),
        staticHostCache,
      );
    return { server, fromFile };
  };

  /**
   * Static hosts enforce every CSP value they send. The page's own policy must be the
   * server's, and any other (the catch-all) may only repeat directives the server sends.
   */
  const catchAllOnly = (label, values, serverCsp) => {
    const server = cspDirectives(serverCsp);
    for (const value of values) {
      for (const [name, sources] of cspDirectives(value))
        if (server.get(name) !== sources)
          problems.push(`${label} _headers CSP adds or changes ${name} ${sources}`);
    }
  };

  for (const [route, file] of listPages(clientDir)) {
    // The form routes are proxied to the server itself, which sends its own headers.
    const proxied = nginx.proxied.has(route);
    if (!proxied) differ(`${route} nginx location`, nginx.pages.get(route), `/${file}`);
    const { server, fromFile } = await compare(
      route,
      route,
      { status: 200, uri: `/${file}` },
      {
        staticHostCache: (await get(route)).headers["cache-control"],
        proxied,
      },
    );
    const csp = server.headers["content-security-policy"];
    const policies = fromFile.get("content-security-policy") ?? [];
    if (!policies.includes(csp)) problems.push(`${route} _headers lacks the page's CSP`);
    catchAllOnly(
      route,
      policies.filter((policy) => policy !== csp),
      csp,
    );
    if (route !== "/") {
      const redirect = await get(`${route}/?q=1`);
      differ(`${route}/ redirect status`, redirect.status, 301);
      differ(
        `${route}/ redirect (nginx)`,
        `${nginx.redirects.get(`${route}/`)}?q=1`,
        redirect.headers.location,
      );
    }
  }

  const notFoundPath = "/no-such-page-for-agreement";
  differ("not-found page (nginx)", nginx.notFound, "/404.html");
  const { server: notFound, fromFile: notFoundFile } = await compare("not-found", notFoundPath, {
    status: 404,
    uri: "/404.html",
  });
  // A static host serves 404.html at any path: its <meta> policy plus the catch-all header.
  const meta = metaPolicy(readFileSync(path.join(clientDir, "404.html"), "utf8"));
  const combined = new Map([
    ...cspDirectives(meta ?? ""),
    ...cspDirectives(notFoundFile.get("content-security-policy")?.join("; ") ?? ""),
  ]);
  const serverNotFound = cspDirectives(notFound.headers["content-security-policy"]);
  differ(
    "not-found CSP (404.html meta + _headers)",
    JSON.stringify([...combined].sort()),
    JSON.stringify([...serverNotFound].sort()),
  );

  for (const urlPath of listFiles(clientDir)) {
    const { server, fromFile } = await compare(
      urlPath,
      urlPath,
      { status: 200, uri: urlPath },
      {
        staticHostCache: (await get(urlPath)).headers["cache-control"],
      },
    );
    catchAllOnly(
      urlPath,
      fromFile.get("content-security-policy") ?? [],
      server.headers["content-security-policy"],
    );
  }
  await compare("missing asset", "/assets/missing-for-agreement.js", {
    status: 404,
    uri: "/assets/missing-for-agreement.js",
  });
  return problems;
}
