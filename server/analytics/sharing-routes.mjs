import { recordAudit } from "../admin/audit.mjs";
import { pagesFor, requireRole } from "../admin/roles.mjs";
import { analyticsAdminHtml, dashboardHtml, escapeHtml } from "./dashboard-page.mjs";
import { FILTERS, filterValueLabel } from "./filters.mjs";
import { dayOf } from "./recorder.mjs";
import { earliestDay, readQuery } from "./report.mjs";
import {
  API_SCOPES,
  createKey,
  createShare,
  findKey,
  findShare,
  listKeys,
  listShares,
  readShareFilters,
  revokeKey,
  revokeShare,
  SharingError,
} from "./sharing.mjs";

/** Shared dashboard pages one address may open a minute. */
export const SHARE_VIEWS_PER_MINUTE = 60;
/** API requests one address may send a minute, with a key or not. */
export const API_REQUESTS_PER_MINUTE = 120;
export const SHARE_PATH = "/share/analytics";
/** Query keys that would carry a key in the address: refused, whatever their value. */
const KEY_IN_QUERY = /^(?:key|api[_-]?key|access[_-]?token|token|auth|authorization|bearer)$/i;

/**
 * Shared read-only dashboard links and the analytics API with keys (docs/decisions/053):
 * - `/admin/analytics/sharing` (admins): the links and keys, made and revoked there; the
 *   dashboard's "Create a shared link" posts its filters to `/admin/analytics/shares`;
 * - `/share/analytics/<token>`: the dashboard, read-only, no login, the link's filters
 *   fixed; 404 for a token never made, 410 for a revoked one; `noindex`, `no-store`,
 *   no Referer sent onwards, SHARE_VIEWS_PER_MINUTE per address;
 * - `/api/analytics` (JSON), `/api/analytics.csv` (scope analytics:read) and
 *   `/api/analytics/now` (analytics:live), with `Authorization: Bearer <key>` only;
 *   described in openapi-analytics.yaml.
 */
export function registerSharing(app, { db, site, now, limits, answers }) {
  const shareLimiter = limits.rateLimiter({
    name: "analytics-share",
    limit: SHARE_VIEWS_PER_MINUTE,
    windowMs: 60_000,
  });
  const apiLimiter = limits.rateLimiter({
    name: "analytics-api",
    limit: API_REQUESTS_PER_MINUTE,
    windowMs: 60_000,
  });
  const admin = requireRole("admin");
  const shellOf = () => site.adminPages.get("/admin");
  const noBuild = (reply) =>
    reply
      .code(503)
      .type("text/plain; charset=utf-8")
      .send("The admin pages are missing from this build: run `npm run build`.\n");
  const audit = (request, action, subject, detail) =>
    recordAudit(db, { actor: request.admin.email, action, subject, detail }).catch((error) =>
      request.log.error({ err: error }, "audit entry not recorded"),
    );

  // The admin's pages: what is shared and which keys exist.
  function adminPage(request, reply, { status = 200, title, content }) {
    const shell = shellOf();
    if (!shell) return noBuild(reply);
    reply.headers(shell.headers).removeHeader("content-encoding").removeHeader("vary");
    return reply
      .code(status)
      .type("text/html; charset=utf-8")
      .send(
        analyticsAdminHtml(shell.html, {
          title,
          content,
          email: request.admin.email,
          opens: pagesFor(request.admin),
        }),
      );
  }
  const origin = (request) => `${request.protocol}://${request.host}`;

  app.route({
    method: ["GET", "HEAD"],
    url: "/admin/analytics/sharing",
    preHandler: admin,
    handler: async (request, reply) =>
      adminPage(request, reply, {
        title: "Shared links and API keys",
        content: sharingContent(await listShares(db), await listKeys(db)),
      }),
  });

  const refusedForm = (request, reply, title, error) =>
    adminPage(request, reply, {
      status: 400,
      title,
      content: `${backLink}<h1 class="mt-4 text-2xl font-bold">${title}</h1><p role="alert" class="mt-6 rounded-lg border border-destructive bg-background p-4">${escapeHtml(error.message)}</p>`,
    });

  app.post("/admin/analytics/shares", { preHandler: admin }, async (request, reply) => {
    const title = "Shared link not created";
    let made;
    let filters;
    try {
      filters = readShareFilters(request.body ?? {});
      made = await createShare(db, {
        label: request.body?.label,
        filters,
        by: request.admin.email,
      });
    } catch (error) {
      if (error instanceof SharingError) return refusedForm(request, reply, title, error);
      throw error;
    }
    await audit(request, "created", `analytics shared link ${made.id}`, {
      label: request.body.label.trim(),
      filters,
    });
    const url = `${origin(request)}${SHARE_PATH}/${made.token}`;
    return adminPage(request, reply, {
      status: 201,
      title: "Shared link created",
      content: `${backLink}<h1 class="mt-4 text-2xl font-bold">Shared link created</h1><p class="mt-4 max-w-3xl">Copy the link now: it is shown this once (the server keeps only a hash of it). Whoever holds it sees the dashboard${filters.length ? ` filtered by ${escapeHtml(filtersText(filters))}` : ""}, read-only, until it is revoked.</p><p class="mt-4"><label class="text-sm font-semibold">The link <input readonly value="${escapeHtml(url)}" class="mt-1 block w-full max-w-3xl rounded-md border border-input bg-background px-2 py-1 font-mono text-sm"></label></p><p class="mt-4"><a href="${escapeHtml(url)}" class="${linkClass}">Open the shared view</a></p>`,
    });
  });

  app.post("/admin/analytics/keys", { preHandler: admin }, async (request, reply) => {
    const title = "API key not created";
    let made;
    try {
      made = await createKey(db, {
        label: request.body?.label,
        scopes: request.body?.scope,
        by: request.admin.email,
      });
    } catch (error) {
      if (error instanceof SharingError) return refusedForm(request, reply, title, error);
      throw error;
    }
    const [key] = (await listKeys(db)).filter((row) => row.id === made.id);
    await audit(request, "created", `analytics API key ${made.id}`, {
      label: key.label,
      scopes: key.scopes,
    });
    return adminPage(request, reply, {
      status: 201,
      title: "API key created",
      content: `${backLink}<h1 class="mt-4 text-2xl font-bold">API key created</h1><p class="mt-4 max-w-3xl">Copy the key now: it is shown this once (the server keeps only a hash of it). Send it as <code>Authorization: Bearer</code>, never in an address. Scopes: ${escapeHtml(key.scopes.join(", "))}.</p><p class="mt-4"><label class="text-sm font-semibold">The key <input readonly value="${escapeHtml(made.key)}" class="mt-1 block w-full max-w-3xl rounded-md border border-input bg-background px-2 py-1 font-mono text-sm"></label></p>`,
    });
  });

  for (const [kind, revoke, noun] of [
    ["shares", revokeShare, "analytics shared link"],
    ["keys", revokeKey, "analytics API key"],
  ])
    app.post(
      `/admin/analytics/${kind}/:id/revoke`,
      { preHandler: admin },
      async (request, reply) => {
        const label = await revoke(db, request.params.id, request.admin.email);
        if (label === undefined)
          return refusedForm(
            request,
            reply,
            "Nothing revoked",
            new Error("There is no such live link or key: it may have been revoked already."),
          );
        await audit(request, "revoked", `${noun} ${request.params.id}`, { label });
        return reply.redirect("/admin/analytics/sharing", 303);
      },
    );

  // The shared view: the dashboard without a login, read-only.
  const sharedHeaders = {
    "cache-control": "no-store",
    "x-robots-tag": "noindex, nofollow",
    "referrer-policy": "no-referrer",
  };
  function sharedError(reply, status, title, message) {
    return reply
      .code(status)
      .headers({ ...site.plainHeaders, ...sharedHeaders })
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${title} | Flowboard</title></head><body><main><h1>${title}</h1><p>${message}</p></main></body></html>`,
      );
  }

  app.route({
    method: ["GET", "HEAD"],
    url: `${SHARE_PATH}/:token`,
    handler: async (request, reply) => {
      const hit = await shareLimiter.hit(await limits.addressKey(request));
      if (!hit.allowed) {
        reply.header("retry-after", String(hit.retryAfterSeconds));
        return sharedError(reply, 429, "Too many requests", "Wait a minute and reload the page.");
      }
      const share = await findShare(db, request.params.token);
      if (!share)
        return sharedError(
          reply,
          404,
          "No such shared link",
          "This address opens no dashboard. Check that it was copied whole.",
        );
      if (share.revoked)
        return sharedError(
          reply,
          410,
          "This link was revoked",
          "The team has withdrawn this shared view. Ask them for a new link.",
        );
      const shell = shellOf();
      if (!shell) return noBuild(reply);
      // The link's filters are fixed: they override any the address names.
      const query = { ...request.query };
      for (const { key, value } of share.filters) query[key] = value;
      const asked = readQuery(query, now());
      const days = { min: earliestDay(now()), max: dayOf(now()) };
      const options = {
        query: request.query,
        days,
        share: {
          base: `${SHARE_PATH}/${request.params.token}`,
          filters: share.filters,
          label: share.label,
        },
      };
      reply
        .headers(shell.headers)
        .removeHeader("content-encoding")
        .removeHeader("vary")
        .headers(sharedHeaders)
        .type("text/html; charset=utf-8");
      if ("error" in asked)
        return reply.code(400).send(dashboardHtml(shell.html, { ...options, error: asked.error }));
      return reply.send(
        dashboardHtml(shell.html, { ...options, summary: await answers.summary(asked) }),
      );
    },
  });

  // The API: a key in an Authorization header, scoped; nothing else gets in.
  const apiError = (reply, status, error, message, headers = {}) =>
    reply
      .code(status)
      .headers({ ...site.plainHeaders, "cache-control": "no-store", ...headers })
      .type("application/json; charset=utf-8")
      .send(JSON.stringify({ status, error, message }));
  const challenge = (error) => ({
    "www-authenticate": `Bearer realm="analytics"${error ? `, error="${error}"` : ""}`,
  });
  const requireKey = (scope) =>
    async function keyCheck(request, reply) {
      const hit = await apiLimiter.hit(await limits.addressKey(request));
      if (!hit.allowed)
        return apiError(reply, 429, "rate_limited", "Too many requests: wait and try again.", {
          "retry-after": String(hit.retryAfterSeconds),
        });
      const query = request.query ?? {};
      if (
        Object.keys(query).some((name) => KEY_IN_QUERY.test(name)) ||
        Object.values(query).some((value) => /fbk_/i.test(String(value)))
      )
        return apiError(
          reply,
          400,
          "key_in_query",
          "Send the key in an Authorization: Bearer header, never in the address (addresses end up in logs). A key that was in one should be revoked.",
        );
      const header = request.headers.authorization;
      const match = typeof header === "string" ? /^Bearer ([^\s]+)$/i.exec(header) : null;
      if (!match)
        return apiError(
          reply,
          401,
          "unauthorized",
          "Send an analytics API key as Authorization: Bearer <key>.",
          challenge(),
        );
      const key = await findKey(db, match[1], new Date(now()));
      if (!key || key.revoked)
        return apiError(
          reply,
          401,
          "invalid_key",
          key ? "This key was revoked." : "This key is not one the team made.",
          challenge("invalid_token"),
        );
      if (!key.scopes.includes(scope))
        return apiError(
          reply,
          403,
          "insufficient_scope",
          `This key does not hold the scope ${scope}.`,
          challenge("insufficient_scope"),
        );
      return undefined;
    };
  const askedOr400 = (request, reply) => {
    const asked = readQuery(request.query, now());
    if ("error" in asked) {
      apiError(reply, 400, "invalid_request", asked.error);
      return undefined;
    }
    return asked;
  };
  const jsonHeaders = { ...site.plainHeaders, "cache-control": "no-store" };
  app.get(
    "/api/analytics",
    { preHandler: requireKey("analytics:read") },
    async (request, reply) => {
      const asked = askedOr400(request, reply);
      if (!asked) return reply;
      return reply
        .headers(jsonHeaders)
        .type("application/json; charset=utf-8")
        .send(await answers.summary(asked));
    },
  );
  app.get(
    "/api/analytics.csv",
    { preHandler: requireKey("analytics:read") },
    async (request, reply) => {
      const asked = askedOr400(request, reply);
      if (!asked) return reply;
      return answers.sendCsv(reply.headers(jsonHeaders), asked);
    },
  );
  app.get(
    "/api/analytics/now",
    { preHandler: requireKey("analytics:live") },
    async (_request, reply) => {
      return reply
        .headers(jsonHeaders)
        .type("application/json; charset=utf-8")
        .send(await answers.live());
    },
  );
}

const linkClass = "font-semibold text-primary underline underline-offset-4";
const backLink = `<p><a href="/admin/analytics/sharing" class="${linkClass}">Back to shared links and API keys</a></p>`;
const filtersText = (filters) =>
  filters.map((filter) => `${FILTERS[filter.key].label} is ${filterValueLabel(filter)}`).join(", ");
const when = (at) => (at ? new Date(at).toISOString().slice(0, 16).replace("T", " ") : "–");
const th = (text) => `<th scope="col" class="p-3">${text}</th>`;
const td = (text) => `<td class="p-3">${text}</td>`;
const box = (id) =>
  `<div role="region" aria-labelledby="${id}" tabindex="0" class="mt-3 overflow-x-auto rounded-lg border bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"><table class="w-full text-left text-sm">`;
const input =
  "mt-1 block rounded-md border border-input bg-background px-2 py-1 focus-visible:outline-2 focus-visible:outline-ring";
const button =
  "rounded-md border border-input bg-background px-3 py-1.5 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

function state(row, action) {
  if (row.revoked_at)
    return `Revoked ${when(row.revoked_at)} UTC by ${escapeHtml(row.revoked_by ?? "")}`;
  return `<form method="post" action="${action}"><button type="submit" class="${button}" aria-label="Revoke ${escapeHtml(row.label)}">Revoke</button></form>`;
}

/** The admin's page: links and keys, live and revoked, and the forms that make them. */
function sharingContent(shares, keys) {
  const shareRows = shares.length
    ? shares
        .map(
          (row) =>
            `<tr class="border-b last:border-b-0"><th scope="row" class="p-3 font-normal">${escapeHtml(row.label)}</th>${td(row.filters.length ? escapeHtml(filtersText(row.filters)) : "None: the whole dashboard")}${td(`${when(row.created_at)} UTC by ${escapeHtml(row.created_by)}`)}${td(state(row, `/admin/analytics/shares/${row.id}/revoke`))}</tr>`,
        )
        .join("")
    : `<tr><td colspan="4" class="p-3 text-muted-foreground">No link shared yet.</td></tr>`;
  const keyRows = keys.length
    ? keys
        .map(
          (row) =>
            `<tr class="border-b last:border-b-0"><th scope="row" class="p-3 font-normal">${escapeHtml(row.label)}</th>${td(`<span class="font-mono">${escapeHtml(row.prefix)}…</span>`)}${td(escapeHtml(row.scopes.join(", ")))}${td(`${when(row.created_at)} UTC by ${escapeHtml(row.created_by)}`)}${td(row.last_used_at ? `${when(row.last_used_at)} UTC` : "Never")}${td(state(row, `/admin/analytics/keys/${row.id}/revoke`))}</tr>`,
        )
        .join("")
    : `<tr><td colspan="6" class="p-3 text-muted-foreground">No API key yet.</td></tr>`;
  const scopes = Object.entries(API_SCOPES)
    .map(
      ([scope, what], index) =>
        `<label class="flex items-center gap-2 text-sm"><input type="checkbox" class="size-6" name="scope" value="${scope}"${index === 0 ? " checked" : ""}> <span><code>${scope}</code>: ${escapeHtml(what)}</span></label>`,
    )
    .join("");
  return [
    `<p><a href="/admin/analytics" class="${linkClass}">Back to the dashboard</a></p>`,
    `<h1 class="mt-4 text-2xl font-bold">Shared links and API keys</h1>`,
    `<p class="mt-2 max-w-3xl text-muted-foreground">A shared link opens the dashboard read-only, with no login and no way into the leads or any other admin page. An API key reads the dashboard's figures as JSON (the analytics API). Both are shown once when made and kept only as a hash; revoke one and it opens nothing from then on.</p>`,
    `<section class="mt-8"><h2 id="shares-title" class="text-xl font-bold">Shared links</h2><p class="mt-2 max-w-3xl text-sm">To share a filtered view, filter the dashboard and use its "Create a shared link".</p><form method="post" action="/admin/analytics/shares" class="mt-3 flex flex-wrap items-end gap-2"><label class="text-sm">Name of the link <input name="label" required maxlength="100" class="${input}"></label><button type="submit" class="${button}">Share the whole dashboard</button></form>${box("shares-title")}<thead><tr class="border-b">${th("Name")}${th("Filters")}${th("Created")}${th("State")}</tr></thead><tbody>${shareRows}</tbody></table></div></section>`,
    `<section class="mt-10"><h2 id="keys-title" class="text-xl font-bold">API keys</h2><form method="post" action="/admin/analytics/keys" class="mt-3 flex flex-wrap items-end gap-4"><label class="text-sm">Name of the key <input name="label" required maxlength="100" class="${input}"></label><fieldset><legend class="text-sm">Scopes</legend>${scopes}</fieldset><button type="submit" class="${button}">Create an API key</button></form>${box("keys-title")}<thead><tr class="border-b">${th("Name")}${th("Key")}${th("Scopes")}${th("Created")}${th("Last used")}${th("State")}</tr></thead><tbody>${keyRows}</tbody></table></div></section>`,
  ].join("");
}
