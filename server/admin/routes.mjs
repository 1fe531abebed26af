import fastifyCookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import { signedInHeaders } from "../../pipeline/postbuild/security-headers.mjs";
import { createLimits } from "../http/limits.mjs";
import { chooseEncoding } from "../negotiation.mjs";
import { findAccount, normalizeEmail } from "./accounts.mjs";
import { registerAuditPage } from "./audit-page.mjs";
import {
  apiError,
  isAdminApiRequest,
  isAdminRequest,
  refuseUnlessSameOrigin,
  requireAdmin,
  SESSION_COOKIE,
  SESSION_COOKIE_OPTIONS,
  sessionOf,
} from "./auth.mjs";
import { toCsv } from "./csv.mjs";
import {
  exportLeads,
  getLead,
  LEAD_COLUMNS,
  LEAD_STATES,
  leadFilter,
  listLeads,
  setLeadState,
  subscriberSummary,
} from "./inbox.mjs";
import { LOGIN_LOCKOUT } from "./lockout.mjs";
import { dummyHash, MAX_PASSWORD_LENGTH, verifyPassword } from "./passwords.mjs";
import { pagesFor, requireRole } from "./roles.mjs";
import { createSession, endSession } from "./sessions.mjs";

const LOGIN_PAGE = "/admin/login";
const SHELL_PAGE = "/admin";
const WRONG_LOGIN = "Wrong email or password.";
const BODY_LIMIT = 8 * 1024;

/**
 * The team's inbox under /admin: the login and logout, the pages (built by the app,
 * client-rendered, sent only to a live session), and the JSON routes under /admin/api
 * that the pages and scripts read. Every response under /admin is `no-store` and
 * `noindex`; every change needs proof of this origin; every /admin/api path, known or
 * not, needs a session.
 *
 * Options: `database` (from openDatabase; without it the admin answers 503), `site` (the
 * loaded build), `now` (the clock of sessions; tests move it), `limits` (the lockout's
 * counters and address keys, server/http/limits.mjs), `eraseAddress` (defaults to the
 * privacy module's).
 */
export function registerAdmin(
  app,
  { database, site, now = Date.now, limits = createLimits(database), eraseAddress },
) {
  const db = database?.db;
  const failures = limits.lockout({ name: "login", ...LOGIN_LOCKOUT });
  if (db) app.decorate("adminAuth", { db, now });
  app.register(fastifyCookie);

  const privateHeaders = {
    "cache-control": "no-store",
    "x-robots-tag": "noindex, nofollow",
    ...signedInHeaders,
  };

  // Everything under /admin: never cached (the back button after Log out finds nothing
  // to show), never indexed, with the site's security headers, and in a browsing context
  // group of its own (signedInHeaders).
  app.addHook("onSend", async (request, reply, payload) => {
    if (!isAdminRequest(request)) return payload;
    for (const [name, value] of Object.entries(site.plainHeaders))
      if (!reply.hasHeader(name)) reply.header(name, value);
    reply.headers(privateHeaders);
    return payload;
  });
  // Any path under /admin/api, whoever registered it and whether or not it exists: a
  // session whose account holds a role (every role reads the inbox); routes that need more
  // add their own requireRole.
  const viewer = requireRole("viewer");
  app.addHook("onRequest", async (request, reply) => {
    if (isAdminApiRequest(request)) return viewer(request, reply);
    return undefined;
  });

  const wantsJson = (request) => /\bapplication\/json\b/.test(request.headers.accept ?? "");

  function sendPage(request, reply, route, status = 200, message) {
    const page = site.adminPages.get(route);
    if (!page)
      return reply
        .code(503)
        .header("content-type", "text/plain; charset=utf-8")
        .send("The admin pages are missing from this build: run `npm run build`.\n");
    reply.headers({ ...page.headers, ...privateHeaders });
    if (message === undefined) {
      const encoding = chooseEncoding(request.headers["accept-encoding"], page.variants);
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      return reply.code(status).send(page.variants[encoding].body);
    }
    reply.removeHeader("vary");
    return reply.code(status).send(withLoginMessage(page.html, message));
  }

  // The login page and the client-rendered pages (the app routes them in the browser).
  app.route({
    method: ["GET", "HEAD"],
    url: LOGIN_PAGE,
    handler: async (request, reply) => {
      if (db && (await sessionOf(request))) return reply.redirect(SHELL_PAGE, 303);
      return sendPage(request, reply, LOGIN_PAGE);
    },
  });
  const shell = async (request, reply) => {
    if (!db) return reply.redirect(LOGIN_PAGE, 303);
    return sendPage(request, reply, SHELL_PAGE);
  };
  app.route({ method: ["GET", "HEAD"], url: SHELL_PAGE, preHandler: viewer, handler: shell });
  app.route({ method: ["GET", "HEAD"], url: "/admin/*", preHandler: viewer, handler: shell });

  app.register(async (admin) => {
    // Errors answer in the admin's JSON shape; what went wrong inside stays in the log.
    admin.setErrorHandler((error, request, reply) => {
      const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status < 500) return apiError(reply, status, "invalid_request", error.message);
      if (error.code === "42P01")
        return apiError(reply, 503, "unavailable", "This data is not stored by this server yet.");
      request.log.error(error);
      return apiError(reply, 500, "internal", "Something went wrong; the server's log says what.");
    });
    if (!admin.hasContentTypeParser("application/x-www-form-urlencoded"))
      await admin.register(formbody, { bodyLimit: BODY_LIMIT });

    admin.post(LOGIN_PAGE, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const json = wantsJson(request);
      const answer = (status, error, message, headers = {}) =>
        json
          ? apiError(reply.headers(headers), status, error, message)
          : sendPage(request, reply.headers(headers), LOGIN_PAGE, status, message);

      const refusal = refuseUnlessSameOrigin(request);
      if (refusal) return answer(403, "forbidden", refusal);
      if (!db)
        return answer(
          503,
          "unavailable",
          "The admin needs the database, which this server was started without.",
        );
      const email = request.body?.email;
      const password = request.body?.password;
      if (
        typeof email !== "string" ||
        typeof password !== "string" ||
        !email.trim() ||
        !password ||
        email.length > 254 ||
        password.length > MAX_PASSWORD_LENGTH
      )
        return answer(400, "invalid_request", "Enter your email address and your password.");

      const keys = [
        `address:${await limits.addressKey(request)}`,
        `account:${normalizeEmail(email)}`,
      ];
      const wait = await failures.begin(keys);
      if (wait > 0)
        return answer(429, "too_many_attempts", tooManyAttempts(wait), {
          "retry-after": String(wait),
        });

      // The same work whether or not the account exists: a hash is always checked.
      const account = await findAccount(db, email);
      const matches = await verifyPassword(password, account?.password_hash ?? (await dummyHash()));
      if (!account || !matches) return answer(401, "wrong_login", WRONG_LOGIN);
      await failures.succeeded(keys);
      // A new id at every login: an id planted before it is worth nothing after.
      await endSession(db, request.cookies?.[SESSION_COOKIE]);
      const id = await createSession(db, account.id, now());
      reply.setCookie(SESSION_COOKIE, id, SESSION_COOKIE_OPTIONS);
      if (json)
        return reply
          .code(200)
          .header("content-type", "application/json; charset=utf-8")
          .send(JSON.stringify({ email: account.email }));
      return reply.redirect(SHELL_PAGE, 303);
    });

    admin.post("/admin/logout", { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const refusal = refuseUnlessSameOrigin(request);
      if (refusal) return apiError(reply, 403, "forbidden", refusal);
      if (db) await endSession(db, request.cookies?.[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, SESSION_COOKIE_OPTIONS);
      if (wantsJson(request)) return reply.code(204).send();
      return reply.redirect(LOGIN_PAGE, 303);
    });

    const api = { preHandler: requireAdmin, bodyLimit: BODY_LIMIT };
    const json = (reply, body, status = 200) =>
      reply
        .code(status)
        .header("content-type", "application/json; charset=utf-8")
        .send(JSON.stringify(body));

    admin.get("/admin/api/session", api, async (request, reply) =>
      json(reply, {
        email: request.admin.email,
        role: request.admin.role,
        opens: pagesFor(request.admin),
      }),
    );
    admin.get("/admin/api/leads", api, async (request, reply) =>
      json(reply, await listLeads(db, leadFilter(request.query))),
    );
    admin.get("/admin/api/leads.csv", api, async (request, reply) => {
      const rows = await exportLeads(db, leadFilter(request.query));
      const day = new Date(now()).toISOString().slice(0, 10);
      return reply
        .code(200)
        .header("content-type", "text/csv; charset=utf-8; header=present")
        .header("content-disposition", `attachment; filename="leads-${day}.csv"`)
        .send(toCsv(LEAD_COLUMNS, rows));
    });
    admin.get("/admin/api/leads/:id", api, async (request, reply) => {
      const lead = await getLead(db, request.params.id);
      if (!lead) return apiError(reply, 404, "not_found", "There is no such lead.");
      return json(reply, { lead });
    });
    admin.post("/admin/api/leads/:id/state", api, async (request, reply) => {
      const state = request.body?.state;
      if (!LEAD_STATES.includes(state))
        return apiError(
          reply,
          400,
          "invalid_request",
          `The state must be one of: ${LEAD_STATES.join(", ")}.`,
        );
      const lead = await setLeadState(db, request.params.id, state);
      if (!lead) return apiError(reply, 404, "not_found", "There is no such lead.");
      return json(reply, { lead });
    });
    admin.get("/admin/api/subscribers", api, async (_request, reply) =>
      json(reply, await subscriberSummary(db)),
    );
    admin.post("/admin/api/erasure", api, async (request, reply) => {
      const email = request.body?.email;
      if (
        typeof email !== "string" ||
        !/^[^\s@]+@[^\s@]+$/.test(email.trim()) ||
        email.length > 254
      )
        return apiError(reply, 400, "invalid_request", "Enter the email address to erase.");
      const erase = eraseAddress ?? (await privacyErasure());
      if (!erase)
        return apiError(reply, 501, "not_available", "Erasure is not part of this build yet.");
      const result = await erase(db, email.trim());
      request.log.info({ admin: request.admin.accountId }, "admin erased an address");
      return json(reply, { erased: true, result: result ?? null });
    });
    registerAuditPage(admin, { db, site, privateHeaders });
    admin.all("/admin/api/*", api, async (_request, reply) =>
      apiError(reply, 404, "not_found", "There is no such admin route."),
    );
  });
}

/** The privacy module's eraseAddress(db, email), once that module is part of the build. */
async function privacyErasure() {
  try {
    const module = await import("../privacy/erasure.mjs");
    return module.eraseAddress;
  } catch (error) {
    if (error.code === "ERR_MODULE_NOT_FOUND") return undefined;
    throw error;
  }
}

function tooManyAttempts(seconds) {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The login page with a message in its status line, for browsers that post the form
 * without JavaScript. The page marks the line with `data-login-message`.
 */
export function withLoginMessage(html, message) {
  const marker = /(<p\b[^>]*\bdata-login-message=""[^>]*>)[^<]*(<\/p>)/;
  if (!marker.test(html)) throw new Error("The login page has no data-login-message line.");
  return html.replace(marker, (_all, open, close) => `${open}${escapeHtml(message)}${close}`);
}
