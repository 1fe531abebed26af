// Decap's proxy protocol over the content repository (content-repo.ts), with its editorial
// workflow (docs/decisions/040-content-repository.md, 041-editorial-workflow.md):
// - a change (persistEntry with options.useWorkflow) is checked and written by the same
//   backend as `npm run edit` (backend.ts: the build's rules, the file's own form, the
//   version the tab started from), in the stage work tree at its entry's branch
//   (cms/<collection>/<slug>), then committed there, authored by the team member;
// - its status (draft, pending_review, pending_publish: Draft, In review, Ready) is the
//   branch's setting; publishing merges the branch into the live branch (after the
//   developers' commits, when a remote is set) and hands the new commit to `onPublished`;
// - what a change does, field by field (entryChanges), each entry's revisions
//   (entryHistory), and an older revision restored as a new change (restoreRevision) are
//   actions of our own beside Decap's;
// - a save outside the workflow (simple mode) is committed on the live branch at once;
// - `requiredRole` says which role each request needs, for the caller to check.
// Every action runs through the repository's one queue, and every answered write is a commit.
import { existsSync } from "node:fs";
import path from "node:path";
import { mediaFolder } from "../../pipeline/content/editor-config.ts";
import { sourcesPath } from "../../pipeline/content/translations.mjs";
import { createEditorBackend } from "./backend.ts";
import {
  branchOf,
  type ContentRepo,
  checkedMember,
  entryOfBranch,
  GitError,
  type Member,
} from "./content-repo.ts";
import { type FieldChange, fieldChanges } from "./field-changes.ts";
import { confined, EditorRequestError, idOf } from "./files.ts";
import { createReviewNotes } from "./review-notes.ts";

/** Decap's workflow statuses: the board's Draft, In review and Ready columns. */
export const STATUSES = ["draft", "pending_review", "pending_publish"] as const;
export type Status = (typeof STATUSES)[number];
const STATUS_KEY = "cmsstatus";
const ZERO = "0".repeat(40);

/** What the audit log records of each action (action, subject, member, detail). */
export type Audit = (
  action: string,
  subject: string,
  member: Member | undefined,
  detail?: Record<string, unknown>,
) => unknown;

export interface Published {
  commit: string;
  member: Member;
  entry: { collection: string; slug: string; files: string[] };
}

export interface RepoBackendOptions {
  repo: ContentRepo;
  /** The member every request is made by, unless the request names its own. */
  member?: Member;
  /** Called with each new commit of the live branch, for the release build. */
  onPublished?: (published: Published) => unknown;
  audit?: Audit;
}

type Params = Record<string, unknown>;
type Answer = { status: number; json: unknown };
type Later = (announcement: () => Promise<void>) => void;

/**
 * The role a request needs (issue 71's roles; the caller checks it): "publisher" for what
 * changes the live site (a publish, a status of Ready, a save or a deletion outside the
 * workflow), "editor" for the rest (reading, saving and submitting changes, uploads).
 */
export function requiredRole(body: unknown): "editor" | "publisher" {
  if (!isRecord(body)) return "editor";
  const params = isRecord(body.params) ? body.params : {};
  switch (body.action) {
    case "publishUnpublishedEntry":
    case "deleteFile":
    case "deleteFiles":
      return "publisher";
    case "updateUnpublishedEntryStatus":
      return params.newStatus === "pending_publish" ? "publisher" : "editor";
    case "persistEntry":
      return isRecord(params.options) && params.options.useWorkflow === true
        ? "editor"
        : "publisher";
    default:
      return "editor";
  }
}

/** A publish refused because two changes of the same files cannot be merged. */
export class MergeConflict extends EditorRequestError {
  constructor(
    message: string,
    readonly files: string[],
  ) {
    super(409, message);
  }
}

const isRecord = (value: unknown): value is Params =>
  !!value && typeof value === "object" && !Array.isArray(value);

function textParam(params: Params, key: string): string {
  const value = params[key];
  if (typeof value !== "string") throw new EditorRequestError(400, `${key} must be a text`);
  return value;
}

/** A commit message as git may carry it: one paragraph of text, at most 500 characters. */
function messageOf(value: unknown, fallback: string): string {
  if (typeof value !== "string" || !value.trim()) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are taken out
  return value.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, " ").slice(0, 500);
}

/** A translation's record of its English (x.english.json) goes with it, not as an entry file. */
const isRecordFile = (file: string) =>
  /^content\/translations\/[^/]+\/.+\.english\.json$/.test(file) &&
  sourcesPath(file.replace(/\.english\.json$/, ".json")) === file;

const isDataFile = (file: string) => file.endsWith(".json") || file.endsWith(".md");

/** The entry a request names: { collection, slug } or Decap's id "collection/slug". */
function entryParams(params: Params): { collection: string; slug: string; branch: string } {
  let { collection, slug } = params;
  if (collection === undefined && slug === undefined && typeof params.id === "string") {
    const at = params.id.indexOf("/");
    collection = params.id.slice(0, at);
    slug = params.id.slice(at + 1);
  }
  const branch = branchOf(collection, slug);
  return { collection: collection as string, slug: slug as string, branch };
}

export function createRepoBackend(options: RepoBackendOptions) {
  const { repo } = options;
  const live = createEditorBackend(repo.liveDir);
  const staged = createEditorBackend(repo.stageDir);
  const notes = createReviewNotes(repo);
  const audit: Audit = (...args) => {
    try {
      return options.audit?.(...args);
    } catch (error) {
      console.error("The audit log could not record", args[0], error);
    }
  };

  /** Runs one of backend.ts's actions; a refusal becomes an answer to send as it is. */
  class Refused extends Error {
    constructor(readonly answer: Answer) {
      super("refused");
    }
  }
  function through(handle: typeof live, action: string, params: Params): unknown {
    const answer = handle({ action, params });
    if (answer.status !== 200) throw new Refused(answer);
    return answer.json;
  }

  const liveHead = async () => (await repo.commitOf(`refs/heads/${repo.branch}`)) as string;
  const branchHead = (branch: string) => repo.commitOf(`refs/heads/${branch}`);

  async function cleanStage() {
    await repo.stage(["reset", "-q", "--hard"]);
    await repo.stage(["clean", "-fdq", "--", "content", mediaFolder]);
  }
  async function cleanLive() {
    await repo.git(["reset", "-q", "--hard"]);
    await repo.git(["clean", "-fdq", "--", "content", mediaFolder]);
  }

  /** Commits what a work tree's content and uploads now hold; the new commit, or undefined. */
  async function commitTree(
    run: ContentRepo["git"],
    tree: string,
    member: Member,
    message: string,
  ): Promise<string | undefined> {
    const folders = ["content", mediaFolder].filter((folder) =>
      existsSync(path.join(tree, folder)),
    );
    await run(["add", "-A", "--", ...folders]);
    const changed = (await run(["diff", "--cached", "--quiet"], { allowFail: true })).code !== 0;
    if (!changed) return undefined;
    await run(["commit", "-q", "--no-verify", "-m", message], { env: repo.authorEnv(member) });
    return (await run(["rev-parse", "HEAD"])).stdout.trim();
  }

  async function announce(published: Published) {
    try {
      await options.onPublished?.(published);
    } catch (error) {
      console.error("The new commit could not be handed on for its release", error);
    }
  }

  /**
   * A change saved on its entry's branch: checked and written in the stage at the branch's
   * last commit (or the live branch's, for a new change), committed, and the branch moved to
   * the commit only then, so a refused save leaves no trace.
   */
  async function saveOnBranch(
    params: Params,
    member: Member,
    auditAs: { action: string; detail?: Record<string, unknown> } = { action: "save" },
  ): Promise<unknown> {
    const settings = isRecord(params.options) ? params.options : {};
    const dataFiles = params.dataFiles;
    const first = Array.isArray(dataFiles) && isRecord(dataFiles[0]) ? dataFiles[0] : {};
    const { branch } = entryParams({ collection: settings.collectionName, slug: first.slug });
    const status = settings.status ?? "draft";
    if (!STATUSES.includes(status as Status))
      throw new EditorRequestError(400, `${JSON.stringify(status)} is not a workflow status`);
    const existing = await branchHead(branch);
    await repo.stage(["checkout", "-q", "-f", "--detach", existing ?? (await liveHead())]);
    let commit: string | undefined;
    let answer: Params;
    try {
      answer = through(staged, "persistEntry", params) as Params;
      commit = await commitTree(
        repo.stage,
        repo.stageDir,
        member,
        messageOf(settings.commitMessage, `Update ${branch.slice(4)}`),
      );
    } catch (error) {
      await cleanStage();
      throw error;
    }
    const head = commit ?? (existing as string | undefined) ?? (await liveHead());
    await repo.git(["update-ref", `refs/heads/${branch}`, head, existing ?? ZERO]);
    if (!existing) await repo.setSetting(branch, STATUS_KEY, status as string);
    const files = (dataFiles as { path: string }[]).map((file) => file.path);
    audit(auditAs.action, branch.slice(4), member, {
      commit: head,
      files,
      status,
      ...auditAs.detail,
    });
    return { ...answer, message: "entry persisted", commit: head };
  }

  /** A save outside the workflow: written in the live work tree, committed on the live branch. */
  async function saveLive(
    action: string,
    params: Params,
    member: Member,
    later: Later,
  ): Promise<unknown> {
    let answer: unknown;
    let commit: string | undefined;
    try {
      answer = through(live, action, params);
      const settings = isRecord(params.options) ? params.options : {};
      commit = await commitTree(
        repo.git,
        repo.liveDir,
        member,
        messageOf(settings.commitMessage, action),
      );
    } catch (error) {
      await cleanLive();
      throw error;
    }
    // An upload alone changes no page: it goes out with the next release.
    if (commit && action !== "persistMedia") {
      const dataFiles = Array.isArray(params.dataFiles) ? (params.dataFiles as Params[]) : [];
      const files = dataFiles.map((file) => String(file.path));
      const settings = isRecord(params.options) ? params.options : {};
      const entry = {
        collection: typeof settings.collectionName === "string" ? settings.collectionName : "",
        slug: typeof dataFiles[0]?.slug === "string" ? dataFiles[0].slug : "",
        files,
      };
      audit(action === "persistEntry" ? "save" : action, files.join(", ") || action, member, {
        commit,
        live: true,
      });
      later(() => announce({ commit: commit as string, member, entry }));
    }
    return isRecord(answer) ? { ...answer, ...(commit ? { commit } : {}) } : answer;
  }

  /** The files a branch changes since it left the live branch: [path, git's status letter]. */
  async function changedFiles(branch: string): Promise<[string, string][]> {
    const { stdout } = await repo.git([
      "diff",
      "--name-status",
      "--no-renames",
      "-z",
      `refs/heads/${repo.branch}...refs/heads/${branch}`,
    ]);
    const parts = stdout.split("\0").filter(Boolean);
    const files: [string, string][] = [];
    for (let index = 0; index + 1 < parts.length; index += 2)
      files.push([parts[index + 1] as string, parts[index] as string]);
    return files;
  }

  async function requireBranch(branch: string): Promise<string> {
    const head = await branchHead(branch);
    if (!head) throw new EditorRequestError(404, "Not Found: this entry has no unpublished change");
    return head;
  }

  async function unpublishedEntry(params: Params) {
    const { collection, slug, branch } = entryParams(params);
    await requireBranch(branch);
    const files = (await changedFiles(branch)).filter(([file]) => !isRecordFile(file));
    const [updatedAt = "", author = ""] = (
      await repo.git(["log", "-1", "--format=%cI%x1f%an", `refs/heads/${branch}`])
    ).stdout
      .trim()
      .split("\u001f");
    return {
      collection,
      slug,
      status: (await repo.setting(branch, STATUS_KEY)) ?? "draft",
      diffs: files.map(([file, letter]) => ({
        id: file,
        path: file,
        oldPath: file,
        newPath: file,
        newFile: letter === "A",
        status: letter === "A" ? "added" : letter === "D" ? "deleted" : "modified",
        binary: !isDataFile(file),
      })),
      updatedAt,
      pullRequestAuthor: author,
    };
  }

  /** A file of an entry's change, as the branch holds it. */
  async function branchFile(params: Params, folders: readonly string[]) {
    const { branch } = entryParams(params);
    const file = textParam(params, "path");
    confined(repo.liveDir, file, folders);
    await requireBranch(branch);
    const bytes = await repo.fileAt(`refs/heads/${branch}`, file);
    if (!bytes) throw new EditorRequestError(404, `Not Found: ${file} is not in this change`);
    return { file, bytes };
  }

  async function updateStatus(params: Params, member: Member) {
    const { branch } = entryParams(params);
    const status = params.newStatus;
    if (!STATUSES.includes(status as Status))
      throw new EditorRequestError(400, `${JSON.stringify(status)} is not a workflow status`);
    await requireBranch(branch);
    const was = (await repo.setting(branch, STATUS_KEY)) ?? "draft";
    await repo.setSetting(branch, STATUS_KEY, status as string);
    const action =
      status === "pending_review" ? "submit" : status === "pending_publish" ? "approve" : "draft";
    audit(action, branch.slice(4), member, { from: was, to: status });
    return { message: `${branch} is now ${status}` };
  }

  /**
   * The developers' commits, when a remote is set: fetched and merged into the live branch.
   * A conflict with the site's own commits is refused, naming the files, with nothing changed.
   */
  async function takeDevelopersCommits(): Promise<void> {
    if (!repo.remote) return;
    const fetched = await repo.git(["fetch", "-q", "origin", repo.remote.branch], {
      allowFail: true,
    });
    if (fetched.code !== 0)
      throw new EditorRequestError(
        502,
        `The developers' repository could not be reached (${fetched.stderr.trim().split("\n").pop()}). Nothing was published; the change is kept: try again, or ask a developer.`,
      );
    const theirs = (await repo.git(["rev-parse", "FETCH_HEAD"])).stdout.trim();
    const already =
      (await repo.git(["merge-base", "--is-ancestor", theirs, "HEAD"], { allowFail: true }))
        .code === 0;
    if (already) return;
    const conflicts = await conflictsOf("HEAD", theirs);
    if (conflicts.length)
      throw new MergeConflict(
        `The developers' latest commits on ${repo.remote.branch} and the site's published changes both changed ${conflicts.join(", ")}. Nothing was published and this change is kept: ask a developer to merge ${repo.remote.branch} with the site's branch, then publish again.`,
        conflicts,
      );
    await repo.git([
      "merge",
      "-q",
      "--no-edit",
      "-m",
      `Take the developers' commits from ${repo.remote.branch}`,
      theirs,
    ]);
  }

  /** The files two commits both changed in ways git cannot merge (none: they merge). */
  async function conflictsOf(ours: string, theirs: string): Promise<string[]> {
    const check = await repo.git(
      ["merge-tree", "--write-tree", "--name-only", "--no-messages", ours, theirs],
      { allowFail: true },
    );
    if (check.code === 0) return [];
    if (check.code !== 1)
      throw new GitError(["merge-tree"], check.code, check.stdout, check.stderr);
    return [...new Set(check.stdout.split("\n").slice(1).filter(Boolean))];
  }

  async function publish(params: Params, member: Member) {
    const { collection, slug, branch } = entryParams(params);
    await requireBranch(branch);
    const status = (await repo.setting(branch, STATUS_KEY)) ?? "draft";
    if (status !== "pending_publish")
      throw new EditorRequestError(
        409,
        "Only a change that is Ready can be published: move it to Ready first",
      );
    const files = (await changedFiles(branch)).map(([file]) => file);
    const before = await liveHead();
    try {
      await takeDevelopersCommits();
      const conflicts = await conflictsOf("HEAD", `refs/heads/${branch}`);
      if (conflicts.length)
        throw new MergeConflict(
          repo.remote
            ? `This change and the developers' commits on ${repo.remote.branch} both changed ${conflicts.join(", ")}. Nothing was published and the change is kept: ask a developer to bring the two together, then publish again.`
            : `This change and a change published since it was made both changed ${conflicts.join(", ")}. Nothing was published and the change is kept: open it, copy your edits, discard it and make them again.`,
          conflicts,
        );
      await repo.git(
        [
          "merge",
          "-q",
          "--no-ff",
          "--no-edit",
          "-m",
          `Publish ${collection} “${slug}”`,
          `refs/heads/${branch}`,
        ],
        { env: repo.authorEnv(member) },
      );
    } catch (error) {
      // Nothing half done stays: the live branch is where it was, the change on its branch.
      await repo.git(["merge", "--abort"], { allowFail: true });
      await repo.git(["reset", "-q", "--hard", before]);
      throw error;
    }
    const commit = await liveHead();
    let pushed: boolean | undefined;
    let pushError: string | undefined;
    if (repo.remote) {
      const push = await repo.git(
        ["push", "-q", "origin", `refs/heads/${repo.branch}:refs/heads/${repo.remote.branch}`],
        { allowFail: true },
      );
      pushed = push.code === 0;
      if (!pushed) {
        pushError = push.stderr.trim().split("\n").slice(-2).join(" ");
        console.error(`The published commit ${commit} was not pushed: ${pushError}`);
      }
    }
    await repo.dropBranch(branch);
    await notes.drop(branch);
    await dropPreviewRef(collection, slug);
    audit("publish", `${collection}/${slug}`, member, {
      commit,
      files,
      ...(pushed === undefined ? {} : { pushed }),
    });
    return {
      message: `${branch} published`,
      commit,
      published: { commit, member, entry: { collection, slug, files } } satisfies Published,
      ...(pushed === undefined ? {} : { pushed }),
      ...(pushError ? { pushError } : {}),
    };
  }

  /** A published or discarded change's preview commit is no longer kept by a ref of its own. */
  async function dropPreviewRef(collection: string, slug: string) {
    await repo.git(["update-ref", "-d", `refs/cms-previews/${collection}/${slug}`], {
      allowFail: true,
    });
  }

  /**
   * The commit a preview of the change is built from: the change merged onto the live
   * content as publishing would merge it (the same merge, without moving the live branch),
   * kept under `refs/cms-previews/<collection>/<slug>` so git keeps it while it is built.
   * Answers the commit and the emails of the change's authors (who may ask for a preview).
   */
  async function previewCommit(params: Params) {
    const { collection, slug, branch } = entryParams(params);
    const head = await requireBranch(branch);
    const live = await liveHead();
    const conflicts = await conflictsOf(live, head);
    if (conflicts.length)
      throw new MergeConflict(
        `This change and a change published since it was made both changed ${conflicts.join(", ")}: it cannot be previewed as it would be published.`,
        conflicts,
      );
    const merged = await repo.git(["merge-tree", "--write-tree", live, head]);
    const tree = merged.stdout.split("\n")[0]?.trim() ?? "";
    const commit = (
      await repo.git([
        "commit-tree",
        tree,
        "-p",
        live,
        "-p",
        head,
        "-m",
        `Preview ${collection} “${slug}”`,
      ])
    ).stdout.trim();
    await repo.git(["update-ref", `refs/cms-previews/${collection}/${slug}`, commit]);
    const { stdout } = await repo.git(["log", "--format=%ae", `${live}..${head}`]);
    const authors = [...new Set(stdout.split("\n").filter(Boolean))];
    return { collection, slug, commit, live, head, authors };
  }

  /** What an unpublished change does, file by file and field by field. */
  async function entryChanges(params: Params) {
    const { collection, slug, branch } = entryParams(params);
    const head = await requireBranch(branch);
    const base = (await repo.git(["merge-base", `refs/heads/${repo.branch}`, head])).stdout.trim();
    const files = [];
    for (const [file, letter] of await changedFiles(branch)) {
      if (isRecordFile(file)) continue;
      const change = letter === "A" ? "added" : letter === "D" ? "removed" : "changed";
      const fields = isDataFile(file)
        ? fieldChanges(
            file,
            (await repo.fileAt(base, file))?.toString("utf8"),
            (await repo.fileAt(head, file))?.toString("utf8"),
          )
        : [];
      files.push({ path: file, change, fields });
    }
    return {
      collection,
      slug,
      status: (await repo.setting(branch, STATUS_KEY)) ?? "draft",
      files,
    };
  }

  /** An entry file's revisions on the live branch, newest first, each with what it changed. */
  async function entryHistory(params: Params) {
    const file = textParam(params, "path");
    confined(repo.liveDir, file, ["content"]);
    const limit =
      typeof params.limit === "number" && Number.isInteger(params.limit)
        ? Math.min(Math.max(params.limit, 1), 100)
        : 30;
    const { stdout } = await repo.git([
      "log",
      `-n${limit}`,
      "--format=%H%x1f%P%x1f%an%x1f%ae%x1f%aI%x1f%s%x1e",
      `refs/heads/${repo.branch}`,
      "--",
      file,
    ]);
    const revisions: {
      commit: string;
      author: { name: string; email: string };
      date: string;
      message: string;
      fields: FieldChange[];
    }[] = [];
    for (const record of stdout.split("\u001e")) {
      const [commit, parents, name, email, date, message] = record.trim().split("\u001f");
      if (!commit) continue;
      const parent = parents?.split(" ")[0];
      const before = parent ? (await repo.fileAt(parent, file))?.toString("utf8") : undefined;
      const after = (await repo.fileAt(commit, file))?.toString("utf8");
      revisions.push({
        commit,
        author: { name: name ?? "", email: email ?? "" },
        date: date ?? "",
        message: message ?? "",
        fields: fieldChanges(file, before, after),
      });
    }
    return { path: file, revisions };
  }

  /**
   * An older published revision of an entry's file made a new change: saved (with every check
   * a save has) on the entry's branch as a draft, for review before it is published again.
   */
  async function restoreRevision(params: Params, member: Member) {
    const file = textParam(params, "path");
    confined(repo.liveDir, file, ["content"]);
    const commit = textParam(params, "commit");
    if (!/^[0-9a-f]{40}$/.test(commit))
      throw new EditorRequestError(400, "commit must be a full commit id");
    const published =
      (
        await repo.git(["merge-base", "--is-ancestor", commit, `refs/heads/${repo.branch}`], {
          allowFail: true,
        })
      ).code === 0;
    if (!published)
      throw new EditorRequestError(404, "Not Found: no published revision has this commit");
    const old = await repo.fileAt(commit, file);
    if (!old) throw new EditorRequestError(404, `Not Found: ${file} is not in that revision`);
    const { collection, slug, branch } = entryParams(params);
    const current = await repo.fileAt(
      (await branchHead(branch)) ?? `refs/heads/${repo.branch}`,
      file,
    );
    const date = (await repo.git(["log", "-1", "--format=%aI", commit])).stdout.trim();
    return saveOnBranch(
      {
        dataFiles: [{ path: file, slug, raw: old.toString("utf8") }],
        assets: [],
        expected: { [file]: current ? idOf(current) : null },
        options: {
          collectionName: collection,
          status: "draft",
          commitMessage: `Restore ${path.posix.basename(file)} as it was on ${date}`,
        },
      },
      member,
      { action: "restore", detail: { from: commit } },
    );
  }

  type Action = (params: Params, member: () => Member, later: Later) => Promise<unknown> | unknown;
  const reading =
    (action: string): Action =>
    (params) =>
      through(live, action, params);
  const actions: Record<string, Action> = {
    info: () => ({
      repo: path.basename(repo.liveDir),
      publish_modes: ["simple", "editorial_workflow"],
      type: "local_git",
    }),
    entriesByFolder: reading("entriesByFolder"),
    entriesByFiles: reading("entriesByFiles"),
    getEntry: reading("getEntry"),
    getMedia: reading("getMedia"),
    getMediaFile: reading("getMediaFile"),
    getDeployPreview: () => null,
    persistEntry: (params, member, later) =>
      isRecord(params.options) && params.options.useWorkflow === true
        ? saveOnBranch(params, member())
        : saveLive("persistEntry", params, member(), later),
    persistMedia: (params, member, later) => saveLive("persistMedia", params, member(), later),
    deleteFile: (params, member, later) => saveLive("deleteFile", params, member(), later),
    deleteFiles: (params, member, later) => saveLive("deleteFiles", params, member(), later),
    unpublishedEntries: async () =>
      (await repo.entryBranches()).map((branch) => branch.slice("cms/".length)),
    unpublishedEntry,
    unpublishedEntryDataFile: async (params) => {
      const { file, bytes } = await branchFile(params, ["content"]);
      // The version is the conflict guard's, as getEntry's is (editor-page.js remembers it).
      return { data: bytes.toString("utf8"), file: { path: file, id: idOf(bytes) } };
    },
    unpublishedEntryMediaFile: async (params) => {
      const { file, bytes } = await branchFile(params, [mediaFolder]);
      return {
        id: idOf(bytes),
        content: bytes.toString("base64"),
        encoding: "base64",
        path: file,
        name: path.posix.basename(file),
      };
    },
    updateUnpublishedEntryStatus: (params, member) => updateStatus(params, member()),
    publishUnpublishedEntry: async (params, member, later) => {
      const { published, ...answer } = await publish(params, member());
      later(() => announce(published));
      return answer;
    },
    deleteUnpublishedEntry: async (params, member) => {
      const { branch } = entryParams(params);
      const who = member();
      await requireBranch(branch);
      await repo.dropBranch(branch);
      await notes.drop(branch);
      await dropPreviewRef(params.collection as string, params.slug as string);
      audit("discard", branch.slice(4), who);
      return { message: `deleted branch: ${branch}` };
    },
    getNotes: async (params) => {
      const { branch } = entryParams(params);
      return (await branchHead(branch)) ? notes.get(branch) : { notes: [] };
    },
    addNote: async (params, member) => {
      const { slug, branch } = entryParams(params);
      const who = member();
      await requireBranch(branch);
      const answer = await notes.add(branch, slug, params, who);
      audit("note", branch.slice(4), who, { note: answer.note.id });
      return answer;
    },
    updateNote: async (params, member) => {
      const { branch } = entryParams(params);
      await requireBranch(branch);
      return notes.update(branch, params, member());
    },
    toggleNoteResolution: async (params, member) => {
      const { branch } = entryParams(params);
      member();
      await requireBranch(branch);
      return notes.toggle(branch, params);
    },
    deleteNote: async (params, member) => {
      const { branch } = entryParams(params);
      await requireBranch(branch);
      return notes.remove(branch, params, member());
    },
    entryChanges,
    entryHistory,
    previewCommit,
    restoreRevision: (params, member) => restoreRevision(params, member()),
  };

  /**
   * One request of the protocol, made by `member` (the signed-in team member, else the
   * backend's own): the status and the JSON to answer with.
   */
  return async function handle(body: unknown, context: { member?: Member } = {}): Promise<Answer> {
    if (!isRecord(body))
      return { status: 400, json: { error: "the request must be a JSON object" } };
    const { action, params } = body;
    if (typeof action !== "string" || !Object.hasOwn(actions, action))
      return { status: 422, json: { error: `Unknown action ${String(action).slice(0, 40)}` } };
    if (!isRecord(params)) return { status: 400, json: { error: "params must be an object" } };
    const member = () => checkedMember(context.member ?? options.member);
    const run = actions[action] as Action;
    try {
      // A new live commit is announced once the queue is free (the release build may read the
      // repository), and answered once it is announced.
      const announcements: (() => Promise<void>)[] = [];
      const json = await repo.exclusive(async () =>
        run(params, member, (announcement) => announcements.push(announcement)),
      );
      for (const announcement of announcements) await announcement();
      return { status: 200, json };
    } catch (error) {
      if (error instanceof Refused) return error.answer;
      if (error instanceof MergeConflict)
        return { status: 409, json: { error: error.message, files: error.files } };
      if (error instanceof EditorRequestError)
        return { status: error.status, json: { error: error.message } };
      if (error instanceof GitError) {
        console.error(`The content repository refused ${action}: ${error.message}`);
        return {
          status: 500,
          json: { error: "The content repository could not do this: see the server's log" },
        };
      }
      throw error;
    }
  };
}

/** The entry a branch holds, for callers listing the changes under way. */
export { entryOfBranch };
