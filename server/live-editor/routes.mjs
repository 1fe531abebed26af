import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { decapBundleDir } from "../../scripts/ensure-decap.mjs";
import { apiError } from "../admin/auth.mjs";
import { requireRole } from "../admin/roles.mjs";
import { LiveEditorUnavailable, memberOf } from "./live-editor.mjs";

/**
 * The content editor on the live site, for members with the editor's role or above:
 * `/admin/edit` (Decap CMS's page, with the configuration generated from the schemas over
 * the live editor's content root), its scripts under `/admin/edit/…`, and Decap's proxy
 * protocol at `POST /admin/edit/api/v1`, where each action is checked for the member's role
 * (live-editor.mjs). Same login, sessions, lockout and Origin checks as the inbox
 * (roles.mjs `requireRole`); its own Content-Security-Policy (EDITOR_CSP).
 */

export const EDIT_PAGE = "/admin/edit";
export const EDIT_API = "/admin/edit/api/v1";
/** As `npm run edit`: the largest save, a picture of 2 MB in base64 with its entry. */
export const EDIT_BODY_LIMIT = 4 * 1024 * 1024;

const editorDir = fileURLToPath(new URL("../editor/", import.meta.url));
const MANUAL_INIT = "window.CMS_MANUAL_INIT = true;";
const hashOf = (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/**
 * What Decap CMS 3.16.3 needs, and nothing more (docs/decisions/038):
 * - scripts from this origin (its bundle and chunks, the editor page's two modules), the one
 *   inline line that holds Decap until the page configures it (by its hash), and
 *   'unsafe-eval': Decap validates its configuration with ajv, which compiles each schema
 *   with `new Function` (the page does not start without it);
 * - inline styles: Decap draws with emotion, which inserts <style> elements at run time;
 * - pictures from this origin, data: and blob: (a picture chosen for upload is shown before
 *   it is sent);
 * - requests to this origin only (the proxy API);
 * - no frames, objects, forms elsewhere, base changes, or framing by another page.
 */
export const EDITOR_CSP = [
  "default-src 'none'",
  `script-src 'self' ${hashOf(MANUAL_INIT)} 'unsafe-eval'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const escapeScript = (json) => json.replace(/</g, "\\u003c");

export function editorPage(data) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content editor | Flowboard</title>
</head>
<body>
<script>${MANUAL_INIT}</script>
<script src="${EDIT_PAGE}/decap/decap-cms.js"></script>
<script type="application/json" id="editor-data">${escapeScript(JSON.stringify(data))}</script>
<script src="${EDIT_PAGE}/editor-page.js" type="module"></script>
<script src="${EDIT_PAGE}/publish-panel.js" type="module"></script>
</body>
</html>`;
}

/** The files of Decap's bundle by name (one folder, no source maps). */
function bundleFiles(dir) {
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir, { withFileTypes: true })
      .filter((item) => item.isFile() && !item.name.endsWith(".map"))
      .map((item) => [item.name, path.join(dir, item.name)]),
  );
}

const TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
};

/**
 * `liveEditor` is createLiveEditor's; `decapDir` where Decap's prebuilt bundle is
 * (scripts/ensure-decap.mjs, fetched by `npm run build`).
 */
export function registerLiveEditor(app, { liveEditor, decapDir }) {
  decapDir ??= decapBundleDir;
  const isEditApi = (request) => (request.raw.url ?? "").toLowerCase().startsWith(EDIT_API);
  const editor = requireRole("editor", { apiPaths: isEditApi });
  const headers = {
    "content-security-policy": EDITOR_CSP,
    "cache-control": "no-store",
    "x-frame-options": "DENY",
  };
  let decap;

  app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (error instanceof LiveEditorUnavailable)
        return apiError(reply, 503, "unavailable", error.message);
      if (status < 500) return apiError(reply, status, "invalid_request", error.message);
      request.log.error(error);
      return apiError(reply, 500, "internal", "The editor failed; the server's log says what.");
    });

    scope.route({
      method: ["GET", "HEAD"],
      url: EDIT_PAGE,
      onRequest: editor,
      handler: async (request, reply) => {
        let data;
        try {
          const config = await liveEditor.config();
          data = {
            // Previews draw with `npm run edit`'s preview build, which the live site has not.
            preview: false,
            member: memberOf(request.admin),
            entries: await liveEditor.entries(),
            config: {
              ...config,
              backend: { name: "proxy", proxy_url: EDIT_API, branch: "main" },
              publish_mode: "editorial_workflow",
            },
          };
        } catch (error) {
          if (!(error instanceof LiveEditorUnavailable)) throw error;
          return reply.code(503).type("text/plain; charset=utf-8").send(`${error.message}\n`);
        }
        decap ??= bundleFiles(decapDir);
        if (!decap.has("decap-cms.js")) {
          decap = undefined;
          return reply
            .code(503)
            .type("text/plain; charset=utf-8")
            .send(
              "Decap CMS's bundle is missing: run `npm run build` with the npm registry reachable.\n",
            );
        }
        return reply.headers(headers).type("text/html; charset=utf-8").send(editorPage(data));
      },
    });
    scope.get(`${EDIT_PAGE}/`, async (_request, reply) => reply.redirect(EDIT_PAGE, 301));

    for (const script of ["editor-page.js", "refusals.js", "publish-panel.js"])
      scope.get(`${EDIT_PAGE}/${script}`, { onRequest: editor }, async (_request, reply) =>
        reply
          .headers(headers)
          .type(TYPES[".js"])
          .send(readFileSync(path.join(editorDir, script))),
      );

    scope.get(`${EDIT_PAGE}/decap/:name`, { onRequest: editor }, async (request, reply) => {
      decap ??= bundleFiles(decapDir);
      const file = decap.get(request.params.name);
      if (!file) return apiError(reply, 404, "not_found", "There is no such file.");
      const stat = statSync(file);
      const version = `"${stat.size.toString(36)}-${stat.mtimeMs.toString(36)}"`;
      reply.headers({ ...headers, "cache-control": "private, no-cache", etag: version });
      if (request.headers["if-none-match"] === version) return reply.code(304).send();
      return reply
        .type(TYPES[path.extname(file)] ?? "application/octet-stream")
        .send(readFileSync(file));
    });

    scope.post(
      EDIT_API,
      { onRequest: editor, bodyLimit: EDIT_BODY_LIMIT },
      async (request, reply) => {
        reply.headers({ "cache-control": "no-store" });
        if (!/^application\/json\b/.test(request.headers["content-type"] ?? ""))
          return apiError(reply, 415, "unsupported_media_type", "Send the action as JSON.");
        const { status, json } = await liveEditor.handle(request.body, request.admin);
        return reply
          .code(status)
          .header("content-type", "application/json; charset=utf-8")
          .send(JSON.stringify(json ?? null));
      },
    );

    // Anything else under /admin/edit: nothing, for members and strangers alike.
    scope.all(`${EDIT_PAGE}/*`, { onRequest: editor }, async (_request, reply) =>
      apiError(reply, 404, "not_found", "There is no such editor route."),
    );
  });
}
