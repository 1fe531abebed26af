import { apiError, refuseUnlessSameOrigin, requireAdmin } from "../admin/auth.mjs";
import { PublishError } from "./publisher.mjs";

/** Posts here carry no body worth more than this. */
const BODY_LIMIT = 1024;
const ID = /^[1-9]\d{0,8}$/;

/**
 * The releases under /admin/api, for the editor and for operators:
 * - GET /admin/api/releases: every release and publish kept, newest first, each with `id`,
 *   `live`, `publishedAt`, `by`, `commit`, `state` and the `durations` of its stages;
 * - GET /admin/api/releases/queue: the publishes waiting or running, with their stage and
 *   its start, and the latest finished one (live, or failed with its message);
 * - POST /admin/api/releases/<id>/activate: makes an earlier release live again;
 * - POST /admin/api/releases/<id>/retry: publishes a failed publish's commit again.
 *
 * `guard` is the preHandler that decides who may (requireAdmin unless the caller sets a
 * stricter one); a post must also show it comes from this origin. `audit(action, subject,
 * by, detail)` is told of every rollback and retry.
 */
export function registerReleases(app, { releases, guard = requireAdmin, audit }) {
  // The queue runs from the server's start to its close; a build in flight at the close is
  // stopped and shows as failed, its commit kept to retry.
  releases.setLog?.(app.log);
  app.addHook("onReady", async () => releases.start());
  app.addHook("onClose", async () => releases.stop());
  const sameOrigin = async (request, reply) => {
    const refusal = refuseUnlessSameOrigin(request);
    if (refusal) return apiError(reply, 403, "forbidden", refusal);
  };
  const read = { preHandler: guard };
  const change = { preHandler: [sameOrigin, guard], bodyLimit: BODY_LIMIT };
  const json = (reply, body, status = 200) =>
    reply
      .code(status)
      .headers({ "content-type": "application/json; charset=utf-8", "cache-control": "no-store" })
      .send(JSON.stringify(body));
  const who = (request) => request.admin?.email ?? "unknown";
  const failed = (reply, error) => {
    if (!(error instanceof PublishError)) throw error;
    const code = { 400: "invalid_request", 404: "not_found", 409: "conflict" }[error.status];
    return apiError(reply, error.status, code ?? "unprocessable", error.message);
  };

  app.get("/admin/api/releases", read, async (_request, reply) =>
    json(reply, { releases: await releases.list() }),
  );
  app.get("/admin/api/releases/queue", read, async (_request, reply) =>
    json(reply, await releases.queue()),
  );
  app.post("/admin/api/releases/:id/activate", change, async (request, reply) => {
    if (!ID.test(request.params.id))
      return apiError(reply, 404, "not_found", "There is no such release.");
    const id = Number(request.params.id);
    try {
      const release = await releases.activate(id);
      await audit?.("release.activate", `release ${id}`, who(request), { commit: release.commit });
      return json(reply, { release });
    } catch (error) {
      return failed(reply, error);
    }
  });
  app.post("/admin/api/releases/:id/retry", change, async (request, reply) => {
    if (!ID.test(request.params.id))
      return apiError(reply, 404, "not_found", "There is no such release.");
    const id = Number(request.params.id);
    try {
      const release = await releases.retry(id, who(request));
      await audit?.("release.retry", `release ${id}`, who(request), {
        commit: release.commit,
        queued: release.id,
      });
      return json(reply, { release }, 202);
    } catch (error) {
      return failed(reply, error);
    }
  });
}
