import {
  apiError,
  isAdminApiRequest,
  isStateChanging,
  refuseAtTheDoor,
  sessionOf,
} from "./auth.mjs";

/**
 * The team's roles, each holding every one before it: a viewer reads the inbox and the
 * analytics; an editor also edits the site's content and submits changes; a publisher also
 * reviews, publishes and rolls back; an admin also manages the accounts and reads the audit
 * log. The role is read from the account's row at each request (sessions.mjs), never from
 * anything the request carries, so a changed role applies at the next request.
 */
export const ROLES = Object.freeze(["viewer", "editor", "publisher", "admin"]);

/** The role `npm run admin -- add` gives when none is named: the least one. */
export const DEFAULT_ROLE = "viewer";

export const isRole = (role) => typeof role === "string" && ROLES.includes(role);

/** Whether `account` (a session, `{ role }`) holds `needed` or a role above it. */
export function hasRole(account, needed) {
  if (!isRole(needed)) throw new Error(`Unknown role "${needed}": one of ${ROLES.join(", ")}.`);
  const role = account?.role;
  return isRole(role) && ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/**
 * The pages beyond the inbox's that a role opens, for the inbox's menu (which shows only
 * what the server would answer): the editor and the changes under review from editor up,
 * the releases from publisher up, the audit log for admins.
 */
export const ROLE_PAGES = Object.freeze([
  { path: "/admin/edit", role: "editor" },
  { path: "/admin/review", role: "editor" },
  { path: "/admin/releases", role: "publisher" },
  { path: "/admin/audit", role: "admin" },
]);
export const pagesFor = (account) =>
  ROLE_PAGES.filter((page) => hasRole(account, page.role)).map((page) => page.path);

const LOGIN_PAGE = "/admin/login";

const article = (role) => (/^[aeiou]/.test(role) ? "an" : "a");
export const roleRefusal = (needed) =>
  `This needs ${article(needed)} ${needed}'s role or above; ask an admin of the team.`;

/** A plain page for a browser asking for a page its role does not open. */
export function forbiddenPage(needed, role) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Not allowed | Flowboard team inbox</title>
</head>
<body>
<main>
<h1>Not allowed</h1>
<p>Your account's role is ${role}. ${roleRefusal(needed)}</p>
<p><a href="/admin">Back to the team inbox</a></p>
</main>
</body>
</html>`;
}

/**
 * A Fastify preHandler that lets a request through only with a session whose account holds
 * `needed`. Like the inbox: a change without proof of this origin, or a read of data from
 * another site, gets 403; without a session, a page is sent to the login and anything else (an
 * /admin/api path, a POST, a client asking for JSON) gets 401; a signed-in member without
 * the role gets 403. `apiPaths` says which paths answer as an API (JSON) besides
 * /admin/api. Sets `request.admin` to the session `{ accountId, email, role }`.
 */
export function requireRole(needed, { apiPaths } = {}) {
  if (!isRole(needed)) throw new Error(`Unknown role "${needed}": one of ${ROLES.join(", ")}.`);
  return async function roleCheck(request, reply) {
    const api =
      isAdminApiRequest(request) ||
      isStateChanging(request) ||
      (apiPaths?.(request) ?? false) ||
      /\bapplication\/json\b/.test(request.headers.accept ?? "");
    // A page opened from another site's link carries no cookie (SameSite=Strict): it goes
    // to the login, as the inbox's pages do; reads of data are refused from another site.
    const refused = refuseAtTheDoor(request, reply, { readsFromElsewhere: api });
    if (refused) return refused;
    const session = await sessionOf(request);
    if (!session) {
      if (api)
        return apiError(reply, 401, "unauthorized", "Log in at /admin/login to use the admin.");
      return reply.redirect(LOGIN_PAGE, 303);
    }
    request.admin = session;
    if (hasRole(session, needed)) return undefined;
    if (api) return apiError(reply, 403, "forbidden", roleRefusal(needed));
    return reply
      .code(403)
      .header("content-type", "text/html; charset=utf-8")
      .send(forbiddenPage(needed, isRole(session.role) ? session.role : "unknown"));
  };
}
