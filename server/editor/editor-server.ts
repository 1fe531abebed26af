// `npm run edit`: Decap CMS over the working tree (or CONTENT_ROOT), on 127.0.0.1 only. It
// serves the editor page (Decap's prebuilt bundle, scripts/ensure-decap.mjs; the configuration
// generated from the schemas, the preview bundle) and the proxy backend (backend.ts). The
// production server (server/index.mjs) serves none of it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import Fastify from "fastify";
import { locales } from "../../app/lib/locales.js";
import {
  editorConfig,
  editorEntries,
  mediaFolder,
  mediaPublicPath,
} from "../../pipeline/content/editor-config.ts";
import { decapBundleDir } from "../../scripts/ensure-decap.mjs";
import { createEditorBackend } from "./backend.ts";
import { confined } from "./files.ts";
import { createPreviewState } from "./preview-state.ts";
import { registerSpellingRoute } from "./spelling-route.ts";

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
};

/** The files of `folder` (and its sub-folders) by their path under it: nothing else is served. */
function filesOf(folder: string, prefix = ""): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(folder)) return files;
  for (const item of readdirSync(folder, { withFileTypes: true })) {
    const absolute = path.join(folder, item.name);
    if (item.isDirectory())
      for (const [name, file] of filesOf(absolute, `${prefix}${item.name}/`)) files.set(name, file);
    else if (item.isFile() && !item.name.endsWith(".map"))
      files.set(`${prefix}${item.name}`, absolute);
  }
  return files;
}

const pictureTypes: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

const escapeScript = (json: string) => json.replace(/</g, "\\u003c");

export const EDITOR_BODY_LIMIT = 4 * 1024 * 1024;

export function createEditorServer({
  root,
  previewDir,
  port,
  backend,
}: {
  root: string;
  previewDir: string;
  port: number;
  /** The content repository's backend with Decap's editorial workflow (`--workflow`). */
  backend?: (body: unknown) => Promise<{ status: number; json: unknown }>;
}) {
  const app = Fastify({ bodyLimit: EDITOR_BODY_LIMIT, logger: false });
  const handle = backend ?? createEditorBackend(root);
  const preview = createPreviewState(root);
  // The icon sprite's address is absolute (/assets/icons-….svg), as on the site.
  const served = {
    decap: filesOf(decapBundleDir),
    preview: filesOf(previewDir),
    assets: filesOf(path.join(previewDir, "assets")),
  };
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  const page = () => {
    const data = escapeScript(
      JSON.stringify({
        entries: editorEntries(root),
        config: {
          ...editorConfig(undefined, root),
          ...(backend ? { publish_mode: "editorial_workflow" } : {}),
        },
      }),
    );
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Flowboard content editor</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<script>window.CMS_MANUAL_INIT = true;</script>
<script src="/decap/decap-cms.js"></script>
<script type="application/json" id="editor-data">${data}</script>
<script src="/editor/editor-page.js" type="module"></script>
<script src="/editor/spelling-hints.js" type="module"></script>
</body>
</html>`;
  };

  // A request for another host name (DNS rebinding) or from another page is refused.
  app.addHook("onRequest", async (request, reply) => {
    if (!hosts.has(request.headers.host ?? ""))
      return reply.code(421).send({ error: "the editor answers only on its own address" });
    if (request.method !== "GET" && request.method !== "HEAD") {
      if (request.headers.origin !== `http://${request.headers.host}`)
        return reply.code(403).send({ error: "a change must come from the editor's own page" });
    }
  });

  app.get("/", async (_request, reply) =>
    reply
      .header("cache-control", "no-store")
      .header("x-frame-options", "DENY")
      .type("text/html; charset=utf-8")
      .send(page()),
  );
  // The preview's document, one per drawing (preview.tsx), in each language: the preview
  // bundle run under /de/… reads the page's language, with its language and direction on
  // <html>; under /preview-frame, English.
  for (const locale of locales)
    app.get(`${locale.prefix}/preview-frame`, async (_request, reply) =>
      reply
        .header("cache-control", "no-store")
        .header("x-frame-options", "SAMEORIGIN")
        .type("text/html; charset=utf-8")
        .send(`<!doctype html>
<html lang="${locale.lang}" dir="${locale.dir}">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Preview: ${locale.name}</title>
<link rel="stylesheet" href="/preview/assets/style.css">
</head>
<body>
<div id="preview-root"></div>
<script src="/preview/preview.js" type="module"></script>
</body>
</html>`),
    );
  registerSpellingRoute(app, root);
  // What a drawing of the preview reads: the files as they are now, with the form's values.
  app.post("/preview/state", async (request, reply) =>
    reply.header("cache-control", "no-store").send(preview.previewState(request.body as never)),
  );
  // The articles' lists and pages, asked for only by the pages drawn from them.
  app.post("/preview/articles", async (request, reply) =>
    reply
      .header("cache-control", "no-store")
      .send(await preview.previewArticles(request.body as never)),
  );
  // The editor page's own scripts, each by its fixed name.
  for (const script of ["editor-page.js", "refusals.js"])
    app.get(`/editor/${script}`, async (_request, reply) =>
      reply.type(types[".js"] as string).send(readFileSync(path.join(import.meta.dirname, script))),
    );
  for (const [prefix, files] of Object.entries(served)) {
    app.get(`/${prefix}/*`, async (request, reply) => {
      const name = (request.params as { "*": string })["*"];
      const file = files.get(name);
      if (!file) return reply.code(404).send({ error: "not found" });
      // The preview is loaded again at each drawing: its files are kept by the browser,
      // asked again only by their version (the hashed chunks never change).
      const stat = statSync(file);
      const version = `"${stat.size.toString(36)}-${stat.mtimeMs.toString(36)}"`;
      reply.header(
        "cache-control",
        prefix === "preview" && name.startsWith("chunks/")
          ? "max-age=31536000, immutable"
          : "no-cache",
      );
      reply.header("etag", version);
      if (request.headers["if-none-match"] === version) return reply.code(304).send();
      return reply
        .type(types[path.extname(file)] ?? "application/octet-stream")
        .header("content-length", stat.size)
        .send(readFileSync(file));
    });
  }
  // The site's own pictures at its root (the social card the preview's search and link-card
  // panel shows: preview/search-card.tsx), as the site serves them.
  for (const [name, file] of filesOf(path.join(root, "public"))) {
    const type = types[path.extname(name)] ?? pictureTypes[path.extname(name)];
    if (!type || name.includes("/")) continue;
    app.get(`/${name}`, async (_request, reply) =>
      reply.type(type).header("cache-control", "no-cache").send(readFileSync(file)),
    );
  }
  // An article's cover picture, as the site serves it, for the preview's drawings: one just
  // uploaded is there before any build.
  app.get(`${mediaPublicPath}/:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    // Only the picture types an upload can have, and never through a link: an .svg or a link
    // committed under the uploads would otherwise be served from the editor's own origin.
    const extension = path.extname(name).toLowerCase();
    const type = extension === ".png" ? types[".png"] : pictureTypes[extension];
    if (!/^[a-zA-Z0-9][a-zA-Z0-9._-]*$/.test(name) || !type)
      return reply.code(404).send({ error: "not found" });
    let file: string;
    try {
      file = confined(root, `${mediaFolder}/${name}`, [mediaFolder]);
    } catch {
      return reply.code(404).send({ error: "not found" });
    }
    if (!existsSync(file)) return reply.code(404).send({ error: "not found" });
    return reply.type(type).header("cache-control", "no-cache").send(readFileSync(file));
  });
  app.post("/api/v1", async (request, reply) => {
    if (!request.headers["content-type"]?.startsWith("application/json"))
      return reply.code(415).send({ error: "send JSON" });
    const { status, json } = await handle(request.body);
    return reply.code(status).send(json);
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    reply
      .code(status)
      .send({ error: status === 500 ? "the editor failed: see its terminal" : error.message });
    if (status === 500) console.error(error);
  });
  return app;
}
