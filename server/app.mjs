import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { listPages } from "./pages.mjs";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

function withQuery(pathname, url) {
  const query = url.indexOf("?");
  return query === -1 ? pathname : pathname + url.slice(query);
}

/** Thrown when the client build is missing, with the command that makes it. */
export class MissingBuildError extends Error {}

/**
 * The production server for the prerendered site in `root` (build/client): each page at
 * its path, hashed assets cached for a year, HTML revalidated, Brotli/gzip from the files
 * compressed at build, and the not-found page with a real 404 for anything else.
 */
export function buildServer({ root, logger = false }) {
  if (!existsSync(path.join(root, "index.html")) || !existsSync(path.join(root, "404.html"))) {
    throw new MissingBuildError(
      `No built site in ${root}. Run \`npm run build\` first (\`npm start\` builds and serves).`,
    );
  }
  const pages = listPages(root);
  const app = Fastify({ logger });

  app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: false,
    redirect: false,
    dotfiles: "ignore",
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = path.relative(root, filePath);
      res.setHeader("Cache-Control", rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      res.setHeader("Vary", "Accept-Encoding");
    },
  });

  app.register(async (scope) => {
    for (const [route, file] of pages) {
      scope.get(route, (_request, reply) => reply.sendFile(file));
      // One canonical URL per page: "/about/" moves permanently to "/about".
      if (route !== "/")
        scope.get(`${route}/`, (request, reply) =>
          reply.redirect(withQuery(route, request.url), 301),
        );
    }
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
    }
    if (request.url.startsWith("/assets/")) {
      return reply
        .code(404)
        .header("Cache-Control", REVALIDATE)
        .type("text/plain; charset=utf-8")
        .send("Not Found");
    }
    return reply.code(404).sendFile("404.html");
  });

  return app;
}
