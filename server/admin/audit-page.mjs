import { escapeHtml } from "../analytics/dashboard-page.mjs";
import { AuditError, listAudit } from "./audit.mjs";
import { apiError } from "./auth.mjs";
import { requireRole } from "./roles.mjs";

/**
 * The audit log for the team's admins: `/admin/audit`, HTML the server writes (no script of
 * its own, in the prerendered /admin page's head for its stylesheet and theme), newest first,
 * 50 a page with a link to older ones; `/admin/api/audit` the same as JSON
 * (`?limit=&before=`). Both need the admin role. Every stored text is escaped.
 */
export function registerAuditPage(app, { db, site, privateHeaders }) {
  const admin = requireRole("admin");

  app.get("/admin/api/audit", { preHandler: admin }, async (request, reply) => {
    try {
      const page = await listAudit(db, readQuery(request.query));
      return reply.type("application/json; charset=utf-8").send(JSON.stringify(page));
    } catch (error) {
      if (error instanceof AuditError)
        return apiError(reply, 400, "invalid_request", error.message);
      throw error;
    }
  });

  app.route({
    method: ["GET", "HEAD"],
    url: "/admin/audit",
    preHandler: admin,
    handler: async (request, reply) => {
      const shell = site.adminPages.get("/admin");
      if (!shell)
        return reply
          .code(503)
          .type("text/plain; charset=utf-8")
          .send("The admin pages are missing from this build: run `npm run build`.\n");
      reply.headers({ ...shell.headers, ...privateHeaders });
      reply.removeHeader("content-encoding").removeHeader("vary");
      let page;
      let error;
      try {
        page = await listAudit(db, readQuery(request.query));
      } catch (thrown) {
        if (!(thrown instanceof AuditError)) throw thrown;
        error = thrown.message;
      }
      return reply
        .code(error ? 400 : 200)
        .type("text/html; charset=utf-8")
        .send(auditHtml(shell.html, { page, error, email: request.admin.email }));
    },
  });
}

function readQuery(query = {}) {
  const before = typeof query.before === "string" ? query.before : undefined;
  if (before !== undefined && !/^\d{1,15}$/.test(before))
    throw new AuditError("before must be the id of an entry.");
  const limit = typeof query.limit === "string" ? query.limit : undefined;
  return { before, limit };
}

const when = (iso) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

function detailText(detail) {
  const parts = Object.entries(detail ?? {}).map(
    ([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`,
  );
  return parts.join("; ");
}

/** The page: the /admin shell's head (no module preloads), a table of entries. */
export function auditHtml(shellHtml, { page, error, email }) {
  const head = shellHtml
    .slice(0, shellHtml.indexOf("</head>"))
    .replace(/<title>[^<]*<\/title>/, "<title>Audit log | Flowboard team inbox</title>")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
  const intro = `<h1 class="text-2xl font-bold">Audit log</h1><p class="mt-2 max-w-3xl text-muted-foreground">Who saved, submitted, approved, published, scheduled and rolled back what, newest first. Times are UTC.</p>`;
  let content;
  if (error)
    content = `<p role="alert" class="mt-6 rounded-lg border border-destructive bg-background p-4">${escapeHtml(error)}</p>`;
  else if (page.entries.length === 0)
    content = `<p class="mt-6">Nothing has been recorded yet.</p>`;
  else {
    const rows = page.entries
      .map(
        (entry) =>
          `<tr class="border-t"><td class="px-3 py-2 whitespace-nowrap"><time datetime="${entry.at}">${when(entry.at)}</time></td><td class="px-3 py-2">${escapeHtml(entry.actor)}</td><td class="px-3 py-2">${escapeHtml(entry.action)}</td><td class="px-3 py-2 break-all">${escapeHtml(entry.subject)}</td><td class="px-3 py-2 break-all text-muted-foreground">${escapeHtml(detailText(entry.detail))}</td></tr>`,
      )
      .join("");
    const older =
      page.next === null
        ? ""
        : `<p class="mt-4"><a class="font-semibold text-primary underline underline-offset-4" href="/admin/audit?before=${page.next}">Older entries</a></p>`;
    content = `<div class="mt-6 overflow-x-auto rounded-lg border bg-background"><table class="w-full text-left text-sm"><caption class="sr-only">Audit log entries, newest first</caption><thead><tr><th scope="col" class="px-3 py-2">When</th><th scope="col" class="px-3 py-2">Who</th><th scope="col" class="px-3 py-2">Action</th><th scope="col" class="px-3 py-2">Subject</th><th scope="col" class="px-3 py-2">Detail</th></tr></thead><tbody>${rows}</tbody></table></div>${older}`;
  }
  const logout = `<form method="post" action="/admin/logout" class="ml-auto flex items-center gap-3"><span class="text-sm text-muted-foreground">${escapeHtml(email)}</span><button type="submit" class="inline-flex items-center justify-center rounded-md border border-input bg-background px-3 py-1.5 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">Log out</button></form>`;
  const nav = `<nav aria-label="Team inbox" class="flex flex-wrap gap-1"><a class="rounded-md px-3 py-2 text-sm font-semibold hover:bg-muted" href="/admin">Leads</a><a class="rounded-md px-3 py-2 text-sm font-semibold hover:bg-muted" href="/admin/analytics">Analytics</a><a class="rounded-md px-3 py-2 text-sm font-semibold hover:bg-muted" href="/admin/edit">Content editor</a><a class="rounded-md px-3 py-2 text-sm font-semibold hover:bg-muted bg-primary-soft text-primary" href="/admin/audit" aria-current="page">Audit log</a></nav>`;
  return `${head}</head><body><div class="min-h-screen bg-muted"><header class="border-b bg-background"><div class="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3"><p class="font-bold">Flowboard team inbox</p>${nav}${logout}</div></header><main id="main" class="mx-auto max-w-6xl px-4 py-8">${intro}${content}</main></div></body></html>`;
}
