// The git repository the live site's content lives in, owned by the server
// (docs/decisions/040-content-repository.md):
// - a clone under DATA_DIR (content-repo/), on the live branch, made once from the deployed
//   checkout's commit (or the remote when the deployment has no .git); what the editor lists
//   and what a publish merges into;
// - a second work tree of the same repository (content-stage/), always detached, where a
//   change is written on its own branch's files and checked by the build's rules before its
//   commit, so the live work tree never shows an unpublished change;
// - the `git` program run as a child process (measured against isomorphic-git in 040), every
//   command through one queue and, across processes sharing DATA_DIR, one lock file
//   (proper-lockfile): a single writer, so two saves never interleave.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";
import { EditorRequestError } from "./files.ts";

/** Who a commit is by: the team member's name and email, passed in by the caller. */
export interface Member {
  name: string;
  email: string;
  role?: string;
}

export interface ContentRepoOptions {
  /** Where the repository and its stage live (DATA_DIR). */
  dataDir: string;
  /** The deployed checkout the repository is first cloned from. */
  source: string;
  /** The live branch (CONTENT_GIT_BRANCH, else "main"). */
  branch?: string;
  /** The developers' repository (CONTENT_GIT_REMOTE): fetched before a publish, pushed after. */
  remote?: string;
  /** The remote's branch, when it is not named as the live branch. */
  remoteBranch?: string;
  /** Who commits (the server); the author of each commit is the member. */
  committer?: { name: string; email: string };
}

export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly code: number | string | undefined,
    readonly stdout: string,
    readonly stderr: string,
  ) {
    super(
      `git ${args.slice(0, 3).join(" ")} failed: ${stderr.trim().split("\n").slice(-3).join(" ")}`,
    );
  }
}

interface RunOptions {
  /** Answer the exit code instead of throwing (for commands that say "no" by their code). */
  allowFail?: boolean;
  env?: Record<string, string>;
}

type Result = { code: number; stdout: string; stderr: string };

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A name and an email as git may carry them: no angle brackets, no control characters. */
export function checkedMember(member: unknown): Member {
  const { name, email } = (member ?? {}) as Record<string, unknown>;
  if (typeof email !== "string" || !/^[^\s<>@]{1,64}@[^\s<>@]{1,255}$/.test(email))
    throw new EditorRequestError(401, "the change must be made by a signed-in team member");
  const shown =
    typeof name === "string" && name.trim() ? name.trim() : (email.split("@")[0] as string);
  if (CONTROL.test(shown) || /[<>]/.test(shown) || shown.length > 120)
    throw new EditorRequestError(400, "a member's name may not hold <, > or control characters");
  return { ...(member as Member), name: shown, email };
}

const SAFE_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
const SAFE_SLUG = /^[a-z0-9][a-z0-9._-]{0,127}$/i;

/**
 * The branch of an entry's unpublished change: cms/<collection>/<slug>, as Decap names it.
 * Both parts are refused unless they are plain names (letters, digits, - _ and, in a slug,
 * single dots): no "..", slash, control character or anything git would read as a range.
 */
export function branchOf(collection: unknown, slug: unknown): string {
  if (typeof collection !== "string" || !SAFE_NAME.test(collection))
    throw new EditorRequestError(400, `${JSON.stringify(collection)} is not a collection's name`);
  if (
    typeof slug !== "string" ||
    !SAFE_SLUG.test(slug) ||
    slug.includes("..") ||
    slug.endsWith(".") ||
    slug.endsWith(".lock")
  )
    throw new EditorRequestError(400, `${JSON.stringify(slug)} is not an entry's name`);
  return `cms/${collection}/${slug}`;
}

/** The collection and slug of a branch branchOf made; undefined for any other branch. */
export function entryOfBranch(branch: string): { collection: string; slug: string } | undefined {
  const match = /^cms\/([^/]+)\/([^/]+)$/.exec(branch);
  if (!match) return undefined;
  try {
    branchOf(match[1], match[2]);
  } catch {
    return undefined;
  }
  return { collection: match[1] as string, slug: match[2] as string };
}

export type ContentRepo = Awaited<ReturnType<typeof openContentRepo>>;

/** What would point git at another repository than `cwd`'s (set when run from a git hook). */
const REDIRECTING = [
  "GIT_DIR",
  "GIT_WORK_TREE",
  "GIT_INDEX_FILE",
  "GIT_OBJECT_DIRECTORY",
  "GIT_ALTERNATE_OBJECT_DIRECTORIES",
  "GIT_COMMON_DIR",
  "GIT_NAMESPACE",
];
const inherited = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !REDIRECTING.includes(key)));

/** The longest a git command may take (a fetch or push over the network) before it is stopped. */
const GIT_TIMEOUT_MS = 120_000;

/**
 * Runs `git` in `cwd`, never asking for a password, never signing, never running hooks,
 * stopped after two minutes.
 */
function run(
  cwd: string,
  args: string[],
  baseEnv: Record<string, string>,
  options: RunOptions & { buffer?: boolean } = {},
): Promise<{ code: number; stdout: string | Buffer; stderr: string }> {
  const full = ["-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null", ...args];
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      full,
      {
        cwd,
        env: { ...inherited(), ...baseEnv, ...options.env },
        timeout: GIT_TIMEOUT_MS,
        maxBuffer: 64 * 1024 * 1024,
        encoding: options.buffer ? "buffer" : "utf8",
      },
      (error, stdout, stderr) => {
        if (!error) return resolve({ code: 0, stdout, stderr: String(stderr) });
        const failure = error as NodeJS.ErrnoException & {
          code?: number | string;
          killed?: boolean;
        };
        // Stopped for taking too long: answered as timeout(1) does, 124.
        const code = failure.killed ? 124 : failure.code;
        const said = failure.killed ? `timed out after ${GIT_TIMEOUT_MS / 1000} s` : String(stderr);
        if (options.allowFail && typeof code === "number")
          return resolve({ code, stdout, stderr: said });
        reject(new GitError(args, code, String(stdout), said));
      },
    );
  });
}

/**
 * Opens (and the first time makes) the content repository under `dataDir`. Anything a crash
 * left half done (a merge, files written but not committed) is put back to the last commit:
 * a save is answered only once it is committed, so nothing answered is lost.
 */
export async function openContentRepo(options: ContentRepoOptions) {
  const branch = options.branch ?? "main";
  const remoteBranch = options.remoteBranch ?? branch;
  const committer = options.committer ?? { name: "Flowboard editor", email: "editor@localhost" };
  const liveDir = path.join(options.dataDir, "content-repo");
  const stageDir = path.join(options.dataDir, "content-stage");
  const baseEnv: Record<string, string> = {
    GIT_TERMINAL_PROMPT: "0",
    GIT_COMMITTER_NAME: committer.name,
    GIT_COMMITTER_EMAIL: committer.email,
    GIT_AUTHOR_NAME: committer.name,
    GIT_AUTHOR_EMAIL: committer.email,
    LC_ALL: "C",
  };
  const git = async (args: string[], opts: RunOptions = {}): Promise<Result> =>
    (await run(liveDir, args, baseEnv, opts)) as Result;
  const stage = async (args: string[], opts: RunOptions = {}): Promise<Result> =>
    (await run(stageDir, args, baseEnv, opts)) as Result;

  mkdirSync(options.dataDir, { recursive: true });
  // Another process using the same DATA_DIR waits for this one's action to finish (at most
  // 30 s); a lock left by a process that died is taken over after a minute.
  const acquire = () =>
    lockfile.lock(liveDir, {
      lockfilePath: path.join(options.dataDir, "content-repo.lock"),
      realpath: false,
      stale: 60_000,
      update: 10_000,
      retries: { retries: 600, factor: 1, minTimeout: 50, maxTimeout: 50 },
      onCompromised: (error) => console.error("The content repository's lock was lost:", error),
    });
  const release = await acquire();
  try {
    await prepare();
  } finally {
    await release();
  }

  async function prepare() {
    if (!existsSync(path.join(liveDir, ".git"))) {
      const sourceHead = await run(options.source, ["rev-parse", "--verify", "HEAD"], baseEnv, {
        allowFail: true,
      });
      if (sourceHead.code === 0) {
        await run(
          options.dataDir,
          ["clone", "-q", "--no-hardlinks", options.source, liveDir],
          baseEnv,
        );
        await git(["checkout", "-q", "-B", branch, String(sourceHead.stdout).trim()]);
        await git(["remote", "remove", "origin"]);
        // Only the live branch: the checkout's own branch (a developer's) is not the site's.
        const { stdout } = await git(["for-each-ref", "--format=%(refname:short)", "refs/heads/"]);
        for (const other of stdout.split("\n").filter((name) => name && name !== branch))
          await git(["branch", "-q", "-D", other]);
      } else if (options.remote) {
        await run(
          options.dataDir,
          ["clone", "-q", "--branch", remoteBranch, options.remote, liveDir],
          baseEnv,
        );
        await git(["checkout", "-q", "-B", branch]);
        await git(["remote", "remove", "origin"]);
      } else
        throw new Error(
          `The content repository cannot be made: ${options.source} is not a git checkout and CONTENT_GIT_REMOTE is not set`,
        );
    }
    // The remote is set from the settings at every start, so changing them takes effect.
    const remotes = (await git(["remote"])).stdout.split("\n");
    if (remotes.includes("origin") && !options.remote) await git(["remote", "remove", "origin"]);
    if (options.remote)
      await git([
        "remote",
        remotes.includes("origin") ? "set-url" : "add",
        "origin",
        options.remote,
      ]);

    // Put back what a crash left: a merge under way, written files not committed.
    if ((await git(["rev-parse", "-q", "--verify", "MERGE_HEAD"], { allowFail: true })).code === 0)
      await git(["merge", "--abort"]);
    await git(["checkout", "-q", "-f", branch]);
    await git(["reset", "-q", "--hard"]);
    await git(["clean", "-fdq", "--", "content", "public/media/uploads"]);
    if (!existsSync(path.join(stageDir, ".git"))) {
      await git(["worktree", "prune"]);
      await git(["worktree", "add", "-q", "--detach", stageDir, branch]);
    }
    await stage(["reset", "-q", "--hard"]);
    await stage(["clean", "-fdq", "--", "content", "public/media/uploads"]);
  }

  // One writer: every action of the repository runs after the one before it has finished,
  // holding the lock file meanwhile.
  let tail: Promise<unknown> = Promise.resolve();
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const locked = async () => {
      const unlock = await acquire();
      try {
        return await work();
      } finally {
        await unlock();
      }
    };
    const result = tail.then(locked, locked);
    tail = result.catch(() => undefined);
    return result;
  }

  const authorEnv = (member: Member) => ({
    GIT_AUTHOR_NAME: member.name,
    GIT_AUTHOR_EMAIL: member.email,
  });

  return {
    liveDir,
    stageDir,
    branch,
    remote: options.remote ? { url: options.remote, branch: remoteBranch } : undefined,
    git,
    stage,
    exclusive,
    authorEnv,
    /** The commit a ref names, or undefined when there is no such ref. */
    async commitOf(ref: string): Promise<string | undefined> {
      const found = await git(["rev-parse", "-q", "--verify", `${ref}^{commit}`], {
        allowFail: true,
      });
      return found.code === 0 ? found.stdout.trim() : undefined;
    },
    /** A file's bytes at a commit, or undefined when it has none there. */
    async fileAt(ref: string, file: string): Promise<Buffer | undefined> {
      const found = await run(liveDir, ["cat-file", "blob", `${ref}:${file}`], baseEnv, {
        allowFail: true,
        buffer: true,
      });
      return found.code === 0 ? (found.stdout as Buffer) : undefined;
    },
    /** The unpublished changes' branches. */
    async entryBranches(): Promise<string[]> {
      const { stdout } = await git([
        "for-each-ref",
        "--format=%(refname:short)",
        "refs/heads/cms/",
      ]);
      return stdout.split("\n").filter((name) => entryOfBranch(name));
    },
    /** A branch's setting (its workflow status), or undefined. */
    async setting(branchName: string, key: string): Promise<string | undefined> {
      const found = await git(["config", "--get", `branch.${branchName}.${key}`], {
        allowFail: true,
      });
      return found.code === 0 ? found.stdout.trim() : undefined;
    },
    async setSetting(branchName: string, key: string, value: string): Promise<void> {
      await git(["config", `branch.${branchName}.${key}`, value]);
    },
    async dropBranch(branchName: string): Promise<void> {
      await git(["branch", "-q", "-D", branchName]);
      await git(["config", "--remove-section", `branch.${branchName}`], { allowFail: true });
    },
  };
}

/** The repository's settings from the environment (README, "The content repository"). */
export function contentRepoOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  source: string,
): ContentRepoOptions {
  return {
    dataDir,
    source,
    branch: env.CONTENT_GIT_BRANCH || "main",
    remote: env.CONTENT_GIT_REMOTE || undefined,
    remoteBranch: env.CONTENT_GIT_REMOTE_BRANCH || env.CONTENT_GIT_BRANCH || "main",
    committer: {
      name: env.CONTENT_GIT_COMMITTER_NAME || "Flowboard editor",
      email: env.CONTENT_GIT_COMMITTER_EMAIL || "editor@localhost",
    },
  };
}
