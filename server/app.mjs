import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import formbody from "@fastify/formbody";
import Fastify from "fastify";
import { recordAudit } from "./admin/audit.mjs";
import { registerAdmin, requireAdmin } from "./admin/index.mjs";
import { registerPublishingPages } from "./admin/publishing-pages.mjs";
import { requireRole } from "./admin/roles.mjs";
import { registerAnalytics } from "./analytics/routes.mjs";
import { buildRoot } from "./build-paths.mjs";
import { pendingMigrations } from "./db/database.mjs";
import { leadNoticeSettings, webhookDelivery } from "./forms/lead-notice.mjs";
import { registerForms } from "./forms/routes.mjs";
import { createLimits } from "./http/limits.mjs";
import { createLiveEditor } from "./live-editor/live-editor.mjs";
import { registerLiveEditor } from "./live-editor/routes.mjs";
import { createMailer } from "./mail/mailer.mjs";
import { createDeliveryWorker } from "./mail/outbox.mjs";
import { chooseEncoding, etagMatches } from "./negotiation.mjs";
import { registerNewsletter } from "./newsletter/routes.mjs";
import { registerPreviews } from "./previews/routes.mjs";
import { registerPrivacy } from "./privacy/routes.mjs";
import { registerPublishing } from "./releases/publishing.mjs";
import { registerReleases } from "./releases/routes.mjs";
import { parseTarget, safeQuery } from "./request-target.mjs";
import { registerSandbox, sandboxError } from "./sandbox/routes.mjs";
import { checkBuild, loadSite, MissingBuildError } from "./site.mjs";
import { registerVitals } from "./vitals/routes.mjs";

export { checkBuild, MissingBuildError };

const ALLOWED_METHODS = "GET, HEAD";
/** The largest form post any route accepts, in bytes. */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * The production server for the prerendered site in `root` (build/client), with the header
 * data the build wrote next to it (build/site-headers.json): each page at its canonical path
 * with its own CSP, "/page/" moved to "/page", hashed assets cached for a year, HTML
 * revalidated by ETag, Brotli/gzip copies made at build, the not-found page with a real 404,
 * a plain 404 for a missing asset, 400 for a malformed target, and /healthz.
 *
 * `database` (from server/db/database.mjs) is where the forms store what visitors send;
 * without it their posts get an honest 503. `forms` overrides the contact form's limits
 * (server/forms/routes.mjs: formDefaults). `trustProxy` is Fastify's: who may say, in
 * X-Forwarded-For, which client a request came from (the rate limit counts by client).
 * `vitals` tunes the visitor metrics (`beaconsPerMinute` per address, `flushIntervalMs`),
 * `analytics` the visit analytics (`eventsPerMinute` per address, `flushIntervalMs`).
 * `leadNotice` says whom a new lead is told to (server/forms/lead-notice.mjs; from
 * LEADS_NOTIFY_TO, LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET by default), and `delivery`
 * tunes the outbox's worker (server/mail/outbox.mjs: DELIVERY), which runs from the
 * server's start to its close, so a SIGTERM lets the delivery in flight finish.
 * `liveEditor` is the options of the editor at /admin/edit (server/live-editor/live-editor.mjs
 * createLiveEditor: `contentRoot`, `backend`, `bundle`, `audit`, `onPublish`; the database is
 * added; `decapDir`, where Decap's bundle is), or `false` for none; it needs the database.
 * `releases` (server/releases/publisher.mjs: openReleases) makes the server answer from the
 * live release instead of `root`, switched without a restart, with its routes under
 * /admin/api/releases; `releaseAccess` is their `{ guard, audit }` (server/releases/routes.mjs);
 * `publishing` the settings of publishing from the editor (server/releases/publishing.mjs:
 * `pollMs`, how often scheduled publishes are looked for). `previews` tunes the previews of
 * changes under review (server/previews/routes.mjs: `shareDays`, how long a shared link lasts
 * unless the publisher says otherwise).
 *
 * @param {{
 *   root: string, headersFile?: string, logger?: boolean | object, sandboxLimits?: object,
 *   database?: { db: any, kind: string, close(): Promise<void> }, forms?: object,
 *   trustProxy?: boolean | string, now?: () => number, mailer?: any, publicOrigin?: string,
 *   [option: string]: unknown,
 * }} options
 */
export function buildServer({
  root,
  headersFile = path.join(root, "..", "site-headers.json"),
  logger = false,
  sandboxLimits = {},
  database,
  forms = {},
  trustProxy = false,
  now,
  mailer = database ? createMailer({ db: database.db }) : undefined,
  // Links in mails point here: the site's public address, never a request's Host header.
  publicOrigin = "http://localhost:3000",
  vitals = {},
  analytics: analyticsOptions = {},
  leadNotice = leadNoticeSettings(),
  delivery = {},
  liveEditor: liveEditorOptions = {},
  releases,
  releaseAccess = {},
  previews: previewOptions = {},
  publishing: publishingSettings,
}) {
  const site = releases?.site ?? loadSite(root, headersFile);
  const { plainHeaders } = site;

  const plain = (reply, status, text, extra = {}) =>
    reply
      .code(status)
      .headers({ ...plainHeaders, ...extra, "content-type": "text/plain; charset=utf-8" })
      .send(`${text}\n`);

  const app = Fastify({
    logger: withPrivateRequestLogs(logger),
    // A bad escape the router cannot decode still gets the site's headers.
    frameworkErrors: (_error, request, reply) =>
      request.url.startsWith("/sandbox/")
        ? reply
            .code(400)
            .headers({ ...plainHeaders, "cache-control": "no-store" })
            .send(sandboxError(400, "invalid_request", "The path is not a valid URL."))
        : plain(reply, 400, "Bad Request"),
    clientErrorHandler: rawClientError(plainHeaders),
    routerOptions: { maxParamLength: 16_384 },
    // Closing is handled by waitForInFlightResponses: Node's own idle-connection sweep
    // counts a response as done once it is queued, and would cut off a slow download.
    forceCloseConnections: false,
    // A static file costs less to send than a 503 does to retry: keep serving while draining.
    return503OnClosing: false,
    trustProxy,
  });
  waitForInFlightResponses(app);
  // Form posts, for every feature that takes one; the largest honest contact request,
  // 5,000 characters of a non-Latin script percent-encoded, is about 45 KB.
  app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });

  function send(request, reply, resource, status = 200) {
    const encoding = chooseEncoding(request.headers["accept-encoding"], resource.variants);
    const variant = resource.variants[encoding];
    reply.headers(resource.headers);
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    if (status === 200) {
      reply.header("etag", variant.etag);
      if (etagMatches(request.headers["if-none-match"], variant.etag))
        return reply.code(304).send();
    }
    return reply.code(status).send(variant.body);
  }

  function serveSite(request, reply) {
    if (request.method !== "GET" && request.method !== "HEAD")
      return plain(reply, 405, "Method Not Allowed", { allow: ALLOWED_METHODS });
    const target = parseTarget(request.raw.url);
    if (!target) return plain(reply, 400, "Bad Request");

    const page = site.pages.get(target.path);
    if (page && target.trailingSlash)
      return reply.headers(plainHeaders).redirect(`${target.path}${safeQuery(target.query)}`, 301);
    if (page) return send(request, reply, page);
    const file = target.trailingSlash ? undefined : site.files.get(target.path);
    if (file) return send(request, reply, file);
    const requested = target.trailingSlash ? `${target.path}/` : target.path;
    // A fleet's instance behind the page's own release fetches that release first.
    if (requested.startsWith(site.immutablePrefix) && releases && !target.trailingSlash)
      return releases
        .findAsset(target.path)
        .then((found) => (found ? send(request, reply, found) : plain(reply, 404, "Not Found")));
    if (requested.startsWith(site.immutablePrefix)) return plain(reply, 404, "Not Found");
    return send(request, reply, site.notFoundFor(target.path), 404);
  }

  // /healthz: the process answers. /readyz: it can serve forms too, with its database
  // reachable and every migration applied; a load balancer sends it visitors only then.
  app.get("/healthz", (_request, reply) => plain(reply, 200, "ok"));
  app.get("/readyz", async (_request, reply) => {
    const notReady = await readiness(database);
    return notReady
      ? plain(reply, 503, `not ready: ${notReady}`, { "cache-control": "no-store" })
      : plain(reply, 200, "ready", { "cache-control": "no-store" });
  });
  // Form posts are parsed by the one formbody registration above; routes answer 503 without a database.
  /** A prerendered page of the build, by path, with its own headers, for the form routes. */
  const pages = {
    send: (request, reply, pagePath, status = 200) =>
      send(request, reply, site.pages.get(pagePath) ?? site.notFoundFor(pagePath), status),
  };
  // One set of counters and address keys for every route: shared through PostgreSQL by a
  // fleet, in memory for a single process.
  const limits = createLimits(database);
  // Visit analytics first: the forms count their goals and keep their visit's first touch.
  const analytics = registerAnalytics(app, {
    ...analyticsOptions,
    database,
    site,
    now,
    limits,
    headers: plainHeaders,
  });
  // For scripts and tests: `app.analytics.flush()` writes the events queued so far.
  app.decorate("analytics", analytics);
  const formOptions = { database, mailer, pages, publicOrigin, limits, analytics };
  if (database) {
    const worker = createDeliveryWorker({
      db: database.db,
      deliver: {
        mail: mailer?.deliver,
        webhook: leadNotice.webhookUrl ? webhookDelivery(leadNotice.webhookSecret) : undefined,
      },
      log: app.log,
      limits: delivery,
    });
    app.addHook("onReady", async () => worker.start());
    // After the last request has been answered: the delivery in flight ends, none starts.
    app.addHook("onClose", async () => {
      await worker.stop();
      mailer?.close();
    });
  }
  registerNewsletter(app, formOptions);
  registerPrivacy(app, formOptions);
  // The API sandbox of the reference's "Try it" panels, from the document the build published.
  const openApiFile = path.join(root, "openapi.json");
  if (existsSync(openApiFile)) {
    const document = JSON.parse(readFileSync(openApiFile, "utf8"));
    registerSandbox(app, { document, headers: plainHeaders, limits: sandboxLimits, database });
  }
  registerForms(app, {
    site,
    database,
    forms,
    bodyLimit: FORM_BODY_LIMIT,
    limits,
    leadNotice,
    publicOrigin,
    analytics,
  });
  registerAdmin(app, { database, site, now, limits });
  const liveEditor =
    database && liveEditorOptions !== false
      ? createLiveEditor({
          contentRoot: path.dirname(buildRoot),
          db: database.db,
          log: app.log,
          ...liveEditorOptions,
        })
      : undefined;
  if (liveEditor) registerLiveEditor(app, { decapDir: liveEditorOptions.decapDir, liveEditor });
  registerVitals(app, {
    ...vitals,
    database,
    limits,
    requireAdmin,
    analytics,
    headers: plainHeaders,
    pagePaths: site.pages.keys(),
  });
  // Releases are a publisher's: rolling back changes what every visitor sees. What they do
  // goes in the audit log in its own words ("rolled back", "published again").
  const releaseWords = {
    "release.activate": "rolled back",
    "release.retry": "published again",
    schedule: "scheduled",
    "cancel schedule": "cancelled the schedule",
  };
  const releaseAudit = database
    ? (action, subject, by, detail) =>
        recordAudit(database.db, {
          actor: by ?? "server",
          action: releaseWords[action] ?? action,
          subject,
          detail,
        })
    : undefined;
  if (releases)
    registerReleases(app, {
      releases,
      guard: requireRole("publisher"),
      audit: releaseAudit,
      ...releaseAccess,
    });
  // Publishing from inside the editor: its progress, the Ready changes together, a schedule.
  if (releases && liveEditor && database)
    registerPublishing(app, {
      db: database.db,
      releases,
      liveEditor,
      audit: releaseAudit,
      settings: publishingSettings,
    });
  // Previews of changes under review, and the links that share them (server/previews).
  const previews = registerPreviews(app, {
    releases,
    liveEditor,
    database,
    limits,
    audit: releaseAudit,
    publicOrigin,
    ...previewOptions,
  });
  // The pages a publisher and an editor read in the browser (server/admin/publishing-pages.mjs).
  if (database)
    registerPublishingPages(app, { site, releases, liveEditor, audit: releaseAudit, previews });
  app.route({ method: ["GET", "HEAD"], url: "/*", handler: serveSite });
  app.setNotFoundHandler(serveSite);

  // Anything else that answers (a thrown error, say) still carries the security headers.
  app.addHook("onSend", (_request, reply, payload, done) => {
    // A route's own Cache-Control (no-store on answers that carry personal data) stays.
    if (!reply.hasHeader("content-security-policy"))
      reply.headers(
        reply.hasHeader("cache-control")
          ? { ...plainHeaders, "cache-control": reply.getHeader("cache-control") }
          : plainHeaders,
      );
    done(null, payload);
  });

  // Node closes CONNECT requests without a word unless someone answers them.
  app.server.on("connect", (_request, socket) => {
    rawClientError(plainHeaders, 405)({ code: "CONNECT" }, socket);
  });

  return app;
}

/**
 * On close: new connections are dropped at once (a load balancer retries them elsewhere),
 * requests on open keep-alive connections are still served, with `Connection: close`, and
 * the close waits until every response has been handed to the operating system. Only then
 * does Node close the connections: its own idle sweep counts a response as done once it is
 * queued, and would cut off a slow download. The CLI bounds the wait.
 */
function waitForInFlightResponses(app) {
  const inFlight = new Set();
  let closing = false;
  app.server.on("connection", (socket) => {
    if (closing) socket.destroy();
  });
  app.server.on("request", (_request, response) => {
    inFlight.add(response);
    response.once("close", () => inFlight.delete(response));
  });
  app.addHook("preClose", async () => {
    closing = true;
    while (inFlight.size > 0) {
      await Promise.all(
        [...inFlight].map((response) => new Promise((resolve) => response.once("close", resolve))),
      );
    }
  });
}

/** Answers a request Node could not parse (or a CONNECT) on the raw socket, headers included. */
function rawClientError(headers, status = 400) {
  return (error, socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    if (socket.writable) {
      const body = `${http.STATUS_CODES[status]}\n`;
      const lines = Object.entries({
        ...headers,
        ...(status === 405 ? { allow: ALLOWED_METHODS } : {}),
        "content-type": "text/plain; charset=utf-8",
        "content-length": String(Buffer.byteLength(body)),
        connection: "close",
      }).map(([name, value]) => `${name}: ${value}`);
      socket.end(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join("\r\n")}\r\n\r\n${body}`,
      );
    } else {
      socket.destroy();
    }
  };
}

/**
 * Request log lines name the method, path and host, never the client's address (the site
 * keeps no IP address in clear, not even in a log) nor a mailed link's token (whoever reads
 * the log could confirm or end someone's subscription with it).
 */
export function withPrivateRequestLogs(logger) {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (request) => ({
        method: request.method,
        url: request.url
          .replace(/([?&]token=)[^&#]*/gi, "$1[redacted]")
          .replace(/^\/preview\/[^/?#]+/, "/preview/[redacted]"),
        host: request.host,
      }),
    },
  };
}

/** Why the server cannot serve forms yet, or undefined when it can. */
async function readiness(database, timeoutMs = 3_000) {
  if (!database) return "no database is open";
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve("the database did not answer within 3 s"), timeoutMs);
  });
  const checked = pendingMigrations(database.db).then(
    (pending) => (pending.length ? `migrations not applied: ${pending.join(", ")}` : undefined),
    (error) => `the database cannot be reached (${error.message})`,
  );
  try {
    return await Promise.race([checked, late]);
  } finally {
    clearTimeout(timer);
  }
}
