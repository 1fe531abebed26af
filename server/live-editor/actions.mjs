import { hasRole } from "../admin/roles.mjs";

/**
 * What each action of Decap's proxy protocol needs, checked on the server before the backend
 * sees it: the role (roles.mjs), and the shape of every name and path it carries. The
 * backend confines paths again (server/editor/files.ts); this is the first wall, and the one
 * the editorial workflow's actions (branches, slugs) pass through before they reach git.
 */

/** The actions that change what visitors will see, or decide what does: a publisher's. */
export const PUBLISHING_ACTIONS = Object.freeze([
  "publishUnpublishedEntry",
  "deleteUnpublishedEntry",
]);

/** Statuses of Decap's workflow board: Draft, In review, Ready. */
export const WORKFLOW_STATUSES = Object.freeze(["draft", "pending_review", "pending_publish"]);

/**
 * The role an action needs, given its params: an editor reads, saves a change on its own
 * branch (`persistEntry` with `useWorkflow`), uploads a picture and moves a change to Draft
 * or In review; a publisher also marks one Ready, publishes or drops one, deletes a
 * published entry, and writes straight to the content (a save outside the workflow).
 */
export function roleFor(action, params) {
  if (PUBLISHING_ACTIONS.includes(action)) return "publisher";
  if (action === "updateUnpublishedEntryStatus")
    return params?.newStatus === "pending_publish" ? "publisher" : "editor";
  if (action === "persistEntry")
    return params?.options?.useWorkflow === true ? "editor" : "publisher";
  if (action === "deleteFile" || action === "deleteFiles") return "publisher";
  return "editor";
}

export class ActionRefused extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The folders the editor may name: the content, and the uploaded pictures. */
export const EDITABLE_FOLDERS = Object.freeze(["content", "public/media/uploads"]);

/** A path the editor may name: relative, under an editable folder, no `..`, no tricks. */
export function pathProblem(value, key) {
  if (typeof value !== "string" || value.length === 0) return `${key} must be a path`;
  if (value.length > 300) return `${key} is longer than 300 characters`;
  if (CONTROL.test(value)) return `${key} holds a control character`;
  if (value.includes("\\")) return `${key} holds a backslash`;
  if (value.startsWith("/") || /^[a-z]:/i.test(value)) return `${key} must be relative`;
  const parts = value.split("/");
  if (parts.some((part) => part === ".." || part === "." || part === ""))
    return `${key} must not hold "..", "." or an empty folder`;
  if (!EDITABLE_FOLDERS.some((folder) => value === folder || value.startsWith(`${folder}/`)))
    return `${key} must be under ${EDITABLE_FOLDERS.join(" or ")}`;
  return undefined;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
/** A collection's or an entry's name (Decap's slug): one segment of letters, digits, . _ -. */
export function nameProblem(value, key) {
  if (typeof value !== "string") return `${key} must be a text`;
  if (CONTROL.test(value)) return `${key} holds a control character`;
  if (value.includes("..")) return `${key} must not hold ".."`;
  if (!NAME.test(value)) return `${key} must be letters, digits, ".", "_" or "-", without "/"`;
  return undefined;
}

const BRANCH = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/;
/**
 * A git branch as Decap names one (`main`, `cms/pages/home`): the rules of
 * `git check-ref-format` that matter here, and no control characters.
 */
export function branchProblem(value, key) {
  if (typeof value !== "string") return `${key} must be a text`;
  if (CONTROL.test(value)) return `${key} holds a control character`;
  if (
    !BRANCH.test(value) ||
    value.includes("..") ||
    value.includes("//") ||
    value.includes("@{") ||
    value.endsWith("/") ||
    value.endsWith(".") ||
    value.endsWith(".lock") ||
    value.split("/").some((part) => part.startsWith("."))
  )
    return `${key} is not a branch name`;
  return undefined;
}

const PATH_KEYS = ["path", "folder", "mediaFolder"];
const NAME_KEYS = ["collection", "slug"];
const BRANCH_KEYS = ["branch", "id"];

/**
 * Refuses (ActionRefused, 400) a request whose params name a path outside the editable
 * folders, or a branch, collection or slug that is not a plain name. Looks at the params,
 * the files and assets of a save, and the paths of a deletion.
 */
export function checkParams(action, params) {
  const problems = [];
  const look = (object, where) => {
    if (!object || typeof object !== "object") return;
    for (const key of PATH_KEYS)
      if (object[key] !== undefined) problems.push(pathProblem(object[key], `${where}${key}`));
    for (const key of NAME_KEYS)
      if (object[key] !== undefined) problems.push(nameProblem(object[key], `${where}${key}`));
    for (const key of BRANCH_KEYS)
      if (object[key] !== undefined && object[key] !== null && typeof object[key] !== "number")
        problems.push(branchProblem(object[key], `${where}${key}`));
  };
  look(params, "");
  if (action === "entriesByFiles" && Array.isArray(params.files))
    for (const [index, file] of params.files.entries()) look(file, `files[${index}].`);
  if (action === "persistEntry") {
    if (params.dataFiles !== undefined && !Array.isArray(params.dataFiles))
      problems.push("dataFiles must be a list");
    for (const [index, file] of (Array.isArray(params.dataFiles)
      ? params.dataFiles
      : []
    ).entries()) {
      look(file, `dataFiles[${index}].`);
      if (file?.newPath !== undefined)
        problems.push(pathProblem(file.newPath, `dataFiles[${index}].newPath`));
    }
    if (params.assets !== undefined && !Array.isArray(params.assets))
      problems.push("assets must be a list");
    for (const [index, asset] of (Array.isArray(params.assets) ? params.assets : []).entries())
      look(asset, `assets[${index}].`);
  }
  if (action === "persistMedia") look(params.asset, "asset.");
  if (action === "deleteFiles") {
    if (!Array.isArray(params.paths)) problems.push("paths must be a list");
    else
      for (const [index, value] of params.paths.entries())
        problems.push(pathProblem(value, `paths[${index}]`));
  }
  if (action === "updateUnpublishedEntryStatus" && !WORKFLOW_STATUSES.includes(params.newStatus))
    problems.push(`newStatus must be one of ${WORKFLOW_STATUSES.join(", ")}`);
  const found = problems.filter(Boolean);
  if (found.length) throw new ActionRefused(400, found.slice(0, 5).join("; "));
}

/** Whether the member may run the action: a publisher's action refused to an editor is 403. */
export function checkRole(member, action, params) {
  const needed = roleFor(action, params);
  if (!hasRole(member, needed))
    throw new ActionRefused(
      403,
      needed === "publisher"
        ? "Publishing needs a publisher's role: submit the change for review instead."
        : `This needs ${needed === "admin" ? "an" : "a"} ${needed}'s role.`,
    );
}

const filesOf = (params) =>
  [
    ...(Array.isArray(params.dataFiles) ? params.dataFiles.map((file) => file?.path) : []),
    ...(Array.isArray(params.paths) ? params.paths : []),
    params.path,
    params.asset?.path,
  ].filter((value) => typeof value === "string");

const entryOf = (params) =>
  params.collection && params.slug ? `${params.collection}/${params.slug}` : undefined;

/**
 * The audit entry an answered action makes, or undefined for a read: saved (or submitted,
 * when a save asks for In review), submitted, approved, returned to draft, published,
 * deleted, uploaded. The subject is the entry (collection/slug) or the files.
 */
export function auditOf(action, params) {
  const files = filesOf(params);
  const subject = entryOf(params) ?? (files.join(", ").slice(0, 500) || action);
  switch (action) {
    case "persistEntry": {
      const workflow = params.options?.useWorkflow === true;
      const status = params.options?.status;
      return {
        action: status === "pending_review" ? "submitted" : "saved",
        subject:
          entryOf({ collection: params.options?.collectionName, slug: params.slug }) ?? subject,
        detail: {
          files,
          ...(workflow ? { workflow: true, status: status ?? "draft" } : { direct: true }),
        },
      };
    }
    case "updateUnpublishedEntryStatus": {
      const words = {
        draft: "returned to draft",
        pending_review: "submitted",
        pending_publish: "approved",
      };
      return { action: words[params.newStatus], subject, detail: { status: params.newStatus } };
    }
    case "publishUnpublishedEntry":
      return { action: "published", subject, detail: {} };
    case "deleteUnpublishedEntry":
      return { action: "deleted", subject, detail: { unpublished: true } };
    case "deleteFile":
    case "deleteFiles":
      return { action: "deleted", subject, detail: { files } };
    case "persistMedia":
      return { action: "uploaded", subject, detail: { files } };
    default:
      return undefined;
  }
}
