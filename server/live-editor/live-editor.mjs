import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { recordAudit } from "../admin/audit.mjs";
import { buildRoot } from "../build-paths.mjs";
import { ActionRefused, auditOf, checkParams, checkRole } from "./actions.mjs";

/** Where `npm run build` puts the editor's compiled backend (docs/decisions/038). */
export const LIVE_EDITOR_BUNDLE = path.join(buildRoot, "editor", "live-editor.mjs");

export class LiveEditorUnavailable extends Error {}

/**
 * Decap's editorial workflow asks for the changes under review as soon as it starts, and
 * then every minute. A backend that does not know the workflow's actions (the working
 * tree's, `npm run edit`'s) keeps no change on a branch: the true answers are that there
 * are none, and that an entry is not under the workflow (404, which Decap takes as such).
 * Any other action it does not know stays refused. A backend with the workflow (the
 * content repository's) answers these itself.
 */
function withoutWorkflow(action, answer) {
  const unknown =
    answer.status === 422 &&
    typeof answer.json?.error === "string" &&
    answer.json.error.startsWith("Unknown action");
  if (!unknown) return answer;
  if (action === "unpublishedEntries") return { status: 200, json: [] };
  if (action === "unpublishedEntry")
    return { status: 404, json: { error: "this entry has no change under review" } };
  return answer;
}

/**
 * The member a proxied action runs for, from the session only (never from the request):
 * `{ name, email, role }`. Accounts keep no name yet: the name is the email's local part.
 */
export const memberOf = (session) => ({
  name: session.name ?? session.email.split("@")[0],
  email: session.email,
  role: session.role,
});

/**
 * The editor on the live site, as the server runs it. Options:
 * - `contentRoot`: the folder its backend reads and writes (content/, public/media/uploads/):
 *   the deployed checkout by default, or the content repository the workflow keeps;
 * - `backend`: a ready `handle(body, context)` in place of the compiled one, for the workflow's
 *   git backend and for tests; `context` is `{ member, contentRoot }`, and `handle` may
 *   answer `{ status, json }` or a promise of it;
 * - `bundle`: the compiled module (LIVE_EDITOR_BUNDLE), loaded on the first use, so `npm
 *   start` pays nothing until someone opens the editor; `module` its exports, already
 *   loaded (tests import server/editor/live-entry.ts);
 * - `db`: where the audit log is written; `audit(entry)` replaces the writing (the lead
 *   may send it elsewhere too);
 * - `onPublish({ member, params, result })`: called after a publishing action was answered;
 * - `workflow(module)`: opens the editorial workflow on the first use, from the compiled
 *   module: answers `{ handle, contentRoot }`, the content repository's backend and the
 *   work tree the editor then reads (server/editor/workflow.ts; server/index.mjs wires it
 *   to the releases' build).
 *
 * `handle(body, session)` checks the params' paths and names, then the member's role for
 * the action (403), runs it, records what it did in the audit log, and answers
 * `{ status, json }`. `config()` and `entries()` are the editor page's, over `contentRoot`.
 */
export function createLiveEditor({
  contentRoot,
  backend,
  bundle = LIVE_EDITOR_BUNDLE,
  module: loaded,
  db,
  audit = db ? (entry) => recordAudit(db, entry) : async () => {},
  onPublish,
  workflow,
  log = console,
} = {}) {
  if (!contentRoot) throw new Error("createLiveEditor needs a contentRoot");
  let root = contentRoot;
  let loading;
  function load() {
    loading ??= (async () => {
      let module = loaded;
      if (!module) {
        if (!existsSync(bundle))
          throw new LiveEditorUnavailable(
            "The editor's backend is missing from this build: run `npm run build`.",
          );
        module = await import(pathToFileURL(bundle).href);
      }
      if (workflow && !backend) {
        const opened = await workflow(module);
        root = opened.contentRoot;
        return { module, handle: opened.handle };
      }
      return { module, handle: backend ?? module.createEditorBackend(contentRoot) };
    })();
    // A failed load is tried again at the next request (a build may have been made since).
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  }
  const handleOf = async () => backend ?? (await load()).handle;

  async function handle(body, session) {
    if (!body || typeof body !== "object" || Array.isArray(body))
      return { status: 400, json: { error: "the request must be a JSON object" } };
    const { action, params } = body;
    if (typeof action !== "string" || action.length > 60)
      return { status: 422, json: { error: "Unknown action" } };
    if (!params || typeof params !== "object" || Array.isArray(params))
      return { status: 400, json: { error: "params must be an object" } };
    const member = memberOf(session);
    try {
      checkParams(action, params);
      checkRole(member, action, params);
    } catch (error) {
      if (error instanceof ActionRefused)
        return { status: error.status, json: { error: error.message } };
      throw error;
    }
    const run = await handleOf();
    const answer = withoutWorkflow(
      action,
      await run({ action, params }, { member, contentRoot: root }),
    );
    if (answer.status >= 200 && answer.status < 300) {
      const entry = auditOf(action, params);
      if (entry?.action)
        try {
          await audit({ actor: member.email, ...entry });
        } catch (error) {
          // The change is made and answered: a lost line of the log is told, not hidden.
          log.error?.(
            `The audit log could not record ${action} by ${member.email}: ${error.message}`,
          );
        }
      if (onPublish && action === "publishUnpublishedEntry")
        await onPublish({ member, params, result: answer.json });
    }
    return answer;
  }

  /**
   * The configuration and entries the editor page carries, made from the content files as
   * they are (the translations' forms follow the English files): made again only when a file
   * under content/ was added, removed or written since (its size or time changed), since
   * making them takes seconds (docs/decisions/038).
   */
  let kept;
  async function pageData() {
    const { module } = await load();
    const version = contentVersion(path.join(root, "content"));
    if (kept?.version !== version)
      kept = {
        version,
        config: module.editorConfig(undefined, root),
        entries: module.editorEntries(root),
      };
    return kept;
  }

  return {
    get contentRoot() {
      return root;
    },
    handle,
    /** Loads the compiled backend now (the server's tests, a warm start). */
    load,
    async config() {
      return (await pageData()).config;
    },
    async entries() {
      return (await pageData()).entries;
    },
  };
}

/** A digest of every file's path, size and time under `folder`: changes when any file does. */
export function contentVersion(folder) {
  const hash = createHash("sha256");
  const walk = (dir) => {
    let items;
    try {
      items = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const item of items.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const absolute = path.join(dir, item.name);
      if (item.isDirectory()) walk(absolute);
      else if (item.isFile()) {
        const stat = statSync(absolute);
        hash.update(`${absolute}\0${stat.size}\0${stat.mtimeMs}\n`);
      }
    }
  };
  walk(folder);
  return hash.digest("base64url");
}
