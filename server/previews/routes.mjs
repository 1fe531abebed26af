import { hasRole, requireRole } from "../admin/roles.mjs";
import { escapeHtml } from "../analytics/dashboard-page.mjs";
import { memberOf } from "../live-editor/live-editor.mjs";
import { PublishError } from "../releases/publisher.mjs";
import { previewSection } from "./review-section.mjs";
import { createPreviewIndexes, PREVIEW_HEADERS, previewBanner, previewResponse } from "./serve.mjs";
import { createShares, DEFAULT_SHARE_DAYS, ShareError } from "./shares.mjs";

/**
 * Previews of a change under review, as it would be published (docs/decisions/051):
 * - `POST /admin/review/<collection>/<slug>/preview`: a publisher, or an author of the
 *   change, asks for a preview build; the change is merged onto the live content by the
 *   workflow's `previewCommit` (through the live editor's checks) and queued behind the
 *   publishes. The browser goes back to the change, which shows the build's progress.
 * - `GET /admin/preview/<id>/…`: the preview's pages and files, an editor's and up.
 * - `POST /admin/preview/<id>/shares` (a `days` field) and
 *   `POST /admin/preview/<id>/shares/<share>/revoke`: a publisher's; both in the audit log.
 * - `GET /preview/<token>/…`: the one preview a shared link opens, to anyone holding it,
 *   rate-limited per address; nothing else is reachable from there.
 *
 * Every answer says `noindex` and carries the previews' policy (serve.mjs).
 */

const ID = /^[1-9]\d{0,8}$/;
const BODY_LIMIT = 1024;
/** Requests for a shared preview's pages and files per address a minute (a page has ~10). */
const SHARE_REQUESTS_PER_MINUTE = 600;
/** Links that open nothing, per address a minute, before even those are refused. */
const SHARE_MISSES_PER_MINUTE = 20;

const INVALID_SHARE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview link not valid | Flowboard</title></head>
<body><main><h1>This preview link is not valid</h1><p>It may have expired or been revoked. Ask whoever sent it for a new one.</p></main></body></html>
`;

export function registerPreviews(
  app,
  {
    releases,
    liveEditor,
    database,
    limits,
    audit,
    shareDays = DEFAULT_SHARE_DAYS,
    now,
    publicOrigin = "",
  },
) {
  if (!releases || !database) return undefined;
  const shares = createShares(database.db, now ? { now } : {});
  const indexes = createPreviewIndexes();
  const editor = requireRole("editor");
  const publisher = requireRole("publisher");
  const who = (request) => request.admin?.email ?? "unknown";
  const reviewUrl = (entry) => {
    const [collection, slug] = String(entry).split("/");
    return `/admin/review/${encodeURIComponent(collection)}/${encodeURIComponent(slug)}`;
  };
  const record = async (action, subject, by, detail) => {
    try {
      await audit?.(action, subject, by, detail);
    } catch (error) {
      app.log.error({ err: error }, `the audit log could not record ${action}`);
    }
  };
  const page = (reply, status, title, text) =>
    reply
      .code(status)
      .headers({ ...PREVIEW_HEADERS, "content-type": "text/html; charset=utf-8" })
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>${title} | Flowboard team inbox</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/admin/review">Back to the changes under review</a></p></main></body></html>`,
      );

  // --- asking for a preview ------------------------------------------------------------

  app.post(
    "/admin/review/:collection/:slug/preview",
    { preHandler: editor, bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      if (!liveEditor)
        return page(reply, 404, "No editor", "The editor does not run on this server.");
      const { collection, slug } = request.params;
      const { status, json } = await liveEditor.handle(
        { action: "previewCommit", params: { collection, slug } },
        request.admin,
      );
      if (status !== 200) {
        const known = status === 422 && String(json?.error ?? "").startsWith("Unknown action");
        return page(
          reply,
          known ? 404 : status,
          "No preview",
          escapeHtml(
            known
              ? "This change is not under review."
              : String(json?.error ?? "The editor refused."),
          ),
        );
      }
      // A publisher previews any change; an editor, the changes they wrote.
      const member = memberOf(request.admin);
      const authors = Array.isArray(json.authors) ? json.authors : [];
      if (!hasRole(request.admin, "publisher") && !authors.includes(member.email))
        return page(
          reply,
          403,
          "Not allowed",
          "A preview of a change is asked for by a publisher or by one of its authors.",
        );
      const entry = `${collection}/${slug}`;
      try {
        const preview = await releases.enqueuePreview({
          commit: json.commit,
          by: member.email,
          source: liveEditor.contentRoot,
          entry,
        });
        await record("previewed", entry, member.email, {
          preview: preview.id,
          commit: preview.commit,
        });
      } catch (error) {
        if (!(error instanceof PublishError)) throw error;
        return page(reply, error.status, "No preview", escapeHtml(error.message));
      }
      return reply.redirect(`${reviewUrl(entry)}?preview=queued#preview`, 303);
    },
  );

  // --- the team's view of a preview ----------------------------------------------------

  async function sendPreview(request, reply, id, prefix, back) {
    const folder = await releases.previewFolder(id);
    if (!folder) return undefined;
    const preview = await releases.preview(id);
    // What follows the prefix's segments in the target as sent, however the prefix is spelled.
    const rest = restOf(request.raw.url, prefix.split("/").length - 1);
    const answer = previewResponse(indexes(id, folder), rest, {
      prefix,
      banner: previewBanner({ id, entry: preview.entry, back: back && reviewUrl(preview.entry) }),
    });
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  }

  const teamPrefix = (id) => `/admin/preview/${id}`;
  app.route({
    method: ["GET", "HEAD"],
    url: "/admin/preview/:id",
    preHandler: editor,
    handler: async (request, reply) =>
      ID.test(request.params.id)
        ? reply.headers(PREVIEW_HEADERS).redirect(`${teamPrefix(request.params.id)}/`, 301)
        : page(reply, 404, "No such preview", "There is no such preview."),
  });
  app.route({
    method: ["GET", "HEAD"],
    url: "/admin/preview/:id/*",
    preHandler: editor,
    handler: async (request, reply) => {
      if (!ID.test(request.params.id))
        return page(reply, 404, "No such preview", "There is no such preview.");
      const id = Number(request.params.id);
      return (
        (await sendPreview(request, reply, id, teamPrefix(id), true)) ??
        page(
          reply,
          404,
          "No such preview",
          "This preview is not built, or no longer kept: ask for a new one from the change.",
        )
      );
    },
  });

  // --- shared links --------------------------------------------------------------------

  const change = { preHandler: publisher, bodyLimit: BODY_LIMIT };
  app.post("/admin/preview/:id/shares", change, async (request, reply) => {
    const preview = ID.test(request.params.id)
      ? await releases.preview(Number(request.params.id))
      : undefined;
    if (preview?.state !== "built" || preview.removed)
      return page(
        reply,
        404,
        "No such preview",
        "Only a built preview that is kept can be shared.",
      );
    const raw = request.body?.days ?? String(shareDays);
    const days = typeof raw === "string" && /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
    try {
      const share = await shares.create({ previewId: preview.id, by: who(request), days });
      await record("shared preview", preview.entry, who(request), {
        preview: preview.id,
        share: share.id,
        expiresAt: share.expiresAt.toISOString(),
      });
      return reply.redirect(`${reviewUrl(preview.entry)}?shared=${share.id}#shares`, 303);
    } catch (error) {
      if (!(error instanceof ShareError)) throw error;
      return page(reply, error.status, "No link made", escapeHtml(error.message));
    }
  });
  app.post("/admin/preview/:id/shares/:share/revoke", change, async (request, reply) => {
    const preview = ID.test(request.params.id)
      ? await releases.preview(Number(request.params.id))
      : undefined;
    if (!preview || !ID.test(request.params.share))
      return page(reply, 404, "No such link", "There is no such link.");
    const revoked = await shares.revoke({
      id: Number(request.params.share),
      previewId: preview.id,
      by: who(request),
    });
    if (!revoked)
      return page(reply, 404, "No such link", "There is no such link, or it was revoked already.");
    await record("revoked share", preview.entry, who(request), {
      preview: preview.id,
      share: revoked.id,
    });
    return reply.redirect(`${reviewUrl(preview.entry)}?revoked=${revoked.id}#shares`, 303);
  });

  const perAddress = limits.rateLimiter({
    name: "preview-share",
    limit: SHARE_REQUESTS_PER_MINUTE,
    windowMs: 60_000,
  });
  const misses = limits.rateLimiter({
    name: "preview-share-miss",
    limit: SHARE_MISSES_PER_MINUTE,
    windowMs: 60_000,
  });
  const invalid = (reply) =>
    reply
      .code(404)
      .headers({ ...PREVIEW_HEADERS, "content-type": "text/html; charset=utf-8" })
      .send(INVALID_SHARE);

  async function shared(request, reply) {
    const address = await limits.addressKey(request);
    const tooMany = (retryAfterSeconds) =>
      reply
        .code(429)
        .headers({
          ...PREVIEW_HEADERS,
          "content-type": "text/plain; charset=utf-8",
          "retry-after": String(retryAfterSeconds),
        })
        .send("Too many requests: try again in a minute.\n");
    const hit = await perAddress.hit(address);
    if (!hit.allowed) return tooMany(hit.retryAfterSeconds);
    const { token } = request.params;
    const previewId = await shares.open(token);
    const folder = previewId === undefined ? undefined : await releases.previewFolder(previewId);
    if (!folder) {
      const missed = await misses.hit(address);
      if (!missed.allowed) return tooMany(missed.retryAfterSeconds);
      return invalid(reply);
    }
    const prefix = `/preview/${token}`;
    if (request.params["*"] === undefined)
      return reply.headers(PREVIEW_HEADERS).redirect(`${prefix}/`, 301);
    return sendPreview(request, reply, previewId, prefix, false);
  }
  app.route({ method: ["GET", "HEAD"], url: "/preview/:token", handler: shared });
  app.route({ method: ["GET", "HEAD"], url: "/preview/:token/*", handler: shared });

  return {
    shares,
    /** The review page's preview part for a change whose names the editor has checked. */
    async section(request, { collection, slug }) {
      const previews = await releases.previews(`${collection}/${slug}`);
      const built = previews.find((preview) => preview.state === "built" && !preview.removed);
      const list = built && hasRole(request.admin, "publisher") ? await shares.list(built.id) : [];
      return previewSection({
        collection,
        slug,
        previews,
        shares: list,
        session: request.admin,
        origin: publicOrigin,
        defaultDays: shareDays,
        query: request.query ?? {},
      });
    },
  };
}

/** The raw target below its first `depth` segments: "/a/b/c?q" at depth 2 is "/c?q". */
export function restOf(rawUrl, depth) {
  const at = rawUrl.indexOf("?");
  const target = at === -1 ? rawUrl : rawUrl.slice(0, at);
  const query = at === -1 ? "" : rawUrl.slice(at);
  return `/${target
    .split("/")
    .slice(depth + 1)
    .join("/")}${query}`;
}
