import { parse as parseCookies } from "@fastify/cookie";
import { refuseCrossSite } from "../http/guards.mjs";
import { findSession } from "./sessions.mjs";

/**
 * What guards every admin request: who is asking (the session of the cookie) and from
 * where (the Origin and Sec-Fetch-Site of the request).
 */

export const SESSION_COOKIE = "flowboard_admin";

/** The cookie as browsers get it: script cannot read it, no other site's request carries it. */
export const SESSION_COOKIE_OPTIONS = {
  path: "/admin",
  httpOnly: true,
  secure: true,
  sameSite: "strict",
};

const ADMIN_API = /^\/admin\/api(?:\/|$)/;
const ADMIN_AREA = /^\/admin(?:\/|$)/;

function pathOf(request) {
  const raw = request.raw.url ?? "";
  const end = raw.search(/[?#]/);
  const path = end === -1 ? raw : raw.slice(0, end);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * True for any request whose path is under /admin/api, however it is spelled: the raw
 * target decoded, and the route the router chose (so an escaped letter gains nothing).
 */
export function isAdminApiRequest(request) {
  return (
    ADMIN_API.test(pathOf(request).toLowerCase()) || ADMIN_API.test(request.routeOptions?.url ?? "")
  );
}

export function isAdminRequest(request) {
  return (
    ADMIN_AREA.test(pathOf(request).toLowerCase()) ||
    ADMIN_AREA.test(request.routeOptions?.url ?? "")
  );
}

const SAME_ORIGIN_ONLY = "Admin requests can only come from the admin pages of this site.";

/**
 * For requests that change something: stricter than the public forms' check, the request
 * must show it comes from this origin (Sec-Fetch-Site: same-origin, or an Origin naming
 * this host). A request that shows neither is refused, whatever cookie it carries.
 * Returns the reason to answer 403 with, or undefined.
 */
export function refuseUnlessSameOrigin(request) {
  if (refuseCrossSite(request)) return SAME_ORIGIN_ONLY;
  if (request.headers["sec-fetch-site"] === "same-origin") return undefined;
  const origin = request.headers.origin;
  // refuseCrossSite has compared a present Origin with Host.
  if (typeof origin === "string" && origin !== "null") return undefined;
  return SAME_ORIGIN_ONLY;
}

/** For reads: any sign of another site is refused; a script with no Origin may read. */
export function refuseForeignRead(request) {
  return refuseCrossSite(request) ? SAME_ORIGIN_ONLY : undefined;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const isStateChanging = (request) => STATE_CHANGING.has(request.method);

const SESSION = Symbol("admin session");

/**
 * The session of the request's cookie, `{ accountId, email }` or undefined; looked up once
 * per request. `auth` is what registerAdmin decorates the server with.
 */
export async function sessionOf(request) {
  if (request[SESSION] !== undefined) return request[SESSION] ?? undefined;
  const auth = request.server.adminAuth;
  // @fastify/cookie parses in its own onRequest hook, which may run after the caller's.
  const cookies = request.cookies ?? parseCookies(request.headers.cookie ?? "");
  const id = cookies[SESSION_COOKIE];
  const session = auth && id ? await findSession(auth.db, id, auth.now()) : undefined;
  request[SESSION] = session ?? null;
  return session;
}

export function apiError(reply, status, error, message) {
  return reply
    .code(status)
    .header("content-type", "application/json; charset=utf-8")
    .send(JSON.stringify({ status, error, message }));
}

/**
 * What every admin door refuses before it looks at the session: a change without proof of
 * this origin, a read from another site (`readsFromElsewhere`; a page opened from another
 * site's link goes on to the login instead), and any request when the server has no
 * database. The reply sent, or undefined to go on.
 */
export function refuseAtTheDoor(request, reply, { readsFromElsewhere }) {
  const refusal = isStateChanging(request)
    ? refuseUnlessSameOrigin(request)
    : readsFromElsewhere
      ? refuseForeignRead(request)
      : undefined;
  if (refusal) return apiError(reply, 403, "forbidden", refusal);
  if (!request.server.adminAuth)
    return apiError(
      reply,
      503,
      "unavailable",
      "The admin needs the database, which this server was started without.",
    );
  return undefined;
}

/**
 * The preHandler every /admin/api route runs (and the server runs it for any path under
 * /admin/api, routes registered elsewhere included): 403 for a request from another site
 * (or a change without proof of this origin), 401 without a live session. Sets
 * `request.admin` to the session.
 */
export async function requireAdmin(request, reply) {
  const refused = refuseAtTheDoor(request, reply, { readsFromElsewhere: true });
  if (refused) return refused;
  const session = await sessionOf(request);
  if (!session)
    return apiError(reply, 401, "unauthorized", "Log in at /admin/login to use the admin.");
  request.admin = session;
  return undefined;
}
