import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isAlive } from "../process-alive.mjs";
import { checkBuild } from "../site.mjs";
import { assetsOnly, clientOf, createLiveSite, headersOf, loadRelease } from "./live-site.mjs";
import {
  builtPreviews,
  builtReleases,
  claimNextPublish,
  findPreview,
  findRelease,
  insertPublish,
  listPreviews,
  listReleases,
  liveReleaseId,
  markActivated,
  markBuilding,
  markFailed,
  markLive,
  markPreviewBuilt,
  markRemoved,
  previewOf,
  releaseOf,
  removeFailedBefore,
  renewClaim,
  setWorkerPid,
  unfinishedPublishes,
} from "./store.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export const RELEASE_DEFAULTS = {
  /** How many built releases keep their folders (RELEASES_KEEP): rollback reaches these. */
  keep: 5,
  /** How many built previews of changes keep their folders (PREVIEWS_KEEP). */
  previewsKeep: 3,
  /** How long a claim on a publish lasts without being renewed (a dead instance's ends). */
  leaseMs: 30_000,
  /** How often an idle instance looks for a due publish. */
  pollMs: 1_000,
  /** How often an instance compares the release it serves with the database's pointer. */
  syncMs: 2_000,
};

/** How a publish checks and builds, run in the checkout of its commit. */
export const DEFAULT_COMMANDS = {
  check: ["node", "scripts/check-content.mjs"],
  build: ["npm", "run", "--silent", "build"],
};

export class PublishError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** The lines of a check's or a build's output that name a content problem, or its tail. */
export function failureMessage(stage, output, code) {
  const lines = output.split("\n").map((line) => line.trimEnd());
  const problems = [
    ...new Set(
      lines
        .map((line) => line.trim())
        .filter((line) => /^(?:content|public)\/[^\s:]+: \S/.test(line)),
    ),
  ];
  const what = stage === "checking" ? "The content check failed" : "The build failed";
  if (problems.length) return `${what}:\n${problems.join("\n")}`;
  const tail = lines.filter(Boolean).slice(-20).join("\n");
  return `${what} (${code}):\n${tail}`;
}

/**
 * The site's releases: the queue of publishes, the build of each in a checkout of its
 * commit, the folder of each release under `dir`, and the switch the server serves from.
 *
 * `db`: the site's database; `dir`: where releases live (DATA_DIR/releases, or a folder a
 * fleet shares); `deployedBuild`: the build `npm start` made (BUILD_DIR), served until a
 * release is live and adopted as a release when it is newer than the live one.
 * `commands`: how the check and the build run (tests give a quick stand-in for the build).
 */
export async function openReleases({
  db,
  dir,
  deployedBuild,
  deployedCommit,
  nodeModules = path.join(repoRoot, "node_modules"),
  commands = DEFAULT_COMMANDS,
  log: initialLog,
  settings = {},
  worker = `${hostname()}:${process.pid}`,
  env = process.env,
}) {
  const options = { ...RELEASE_DEFAULTS, ...settings };
  let log = initialLog;
  const workRoot = path.join(dir, ".work");
  mkdirSync(workRoot, { recursive: true });
  const releaseDir = (id) => path.join(dir, String(id));
  const previewsRoot = path.join(dir, "previews");
  const previewDirOf = (id) => path.join(previewsRoot, String(id));
  const workDirOf = (id) => path.join(workRoot, String(id));

  /** Older releases' hashed assets, by id, loaded once. */
  const assetCache = new Map();
  function olderAssets(currentId, rows) {
    const kept = rows.filter((row) => row.id !== currentId).slice(0, options.keep);
    for (const id of assetCache.keys())
      if (!kept.some((row) => row.id === id)) assetCache.delete(id);
    return kept.flatMap((row) => {
      if (!assetCache.has(row.id)) {
        try {
          assetCache.set(row.id, assetsOnly(loadRelease(releaseDir(row.id))));
        } catch (error) {
          log?.warn({ release: row.id, err: error.message }, "a kept release cannot be read");
          return [];
        }
      }
      return [assetCache.get(row.id)];
    });
  }

  await recoverUnfinished();
  const live = await startingRelease();
  const liveSite = createLiveSite(live.site, live.id);
  liveSite.keepOlder(olderAssets(live.id, await builtReleases(db)));

  /** The release to serve at start: the live one, or the deployed build when it is newer. */
  async function startingRelease() {
    const id = await liveReleaseId(db);
    const row = id === undefined ? undefined : await findRelease(db, id);
    const deployed =
      deployedBuild && existsSync(headersOf(deployedBuild))
        ? statSync(headersOf(deployedBuild)).mtime
        : undefined;
    const newer = deployed && deployed > new Date(row?.activated_at ?? 0);
    if (row && existsSync(releaseDir(row.id)) && !newer) {
      try {
        return { id: row.id, site: loadRelease(releaseDir(row.id)) };
      } catch (error) {
        log?.error({ release: row.id, err: error.message }, "the live release cannot be read");
      }
    }
    if (!deployedBuild) throw new Error("There is no live release and no deployed build.");
    return adoptDeployedBuild();
  }

  /** The deployed build as a release of its own, so a rollback can come back to it. */
  async function adoptDeployedBuild() {
    checkBuild(clientOf(deployedBuild), headersOf(deployedBuild));
    const row = await insertPublish(db, {
      commit: deployedCommit ?? "unknown",
      by: "deploy",
      source: deployedBuild,
    });
    const aside = workDirOf(`deploy-${row.id}`);
    rmSync(aside, { recursive: true, force: true });
    cpSync(deployedBuild, aside, { recursive: true });
    rmSync(releaseDir(row.id), { recursive: true, force: true });
    renameSync(aside, releaseDir(row.id));
    const site = loadRelease(releaseDir(row.id));
    await markLive(db, row.id);
    await prune(row.id);
    return { id: row.id, site };
  }

  /**
   * Publishes claimed by a process that is gone (this host's, by pid) or whose claim ran
   * out: their build is stopped and they are marked failed, with the commit kept to retry.
   * The live release is untouched: a release goes live only after its build finished.
   */
  async function recoverUnfinished() {
    const [host] = worker.split(":");
    for (const row of await unfinishedPublishes(db)) {
      const [claimHost, claimPid] = String(row.claimed_by ?? "").split(":");
      const expired = !row.claimed_until || new Date(row.claimed_until) < new Date();
      const gone = claimHost === host && !isAlive(Number(claimPid));
      if (!expired && !gone) continue;
      if (claimHost === host && row.worker_pid) stopProcessGroup(row.worker_pid);
      rmSync(workDirOf(row.id), { recursive: true, force: true });
      rmSync(releaseDir(row.id), { recursive: true, force: true });
      rmSync(previewDirOf(row.id), { recursive: true, force: true });
      await markFailed(
        db,
        row.id,
        `The server stopped while this publish was ${row.state === "checking" ? "being checked" : "building"}; nothing of it went live. Publish it again to retry.`,
      );
      log?.warn(
        { release: row.id, commit: row.commit_id },
        "an interrupted publish was marked failed",
      );
    }
  }

  /** Keeps the newest `previewsKeep` built previews' folders; older ones leave the list. */
  async function prunePreviews() {
    const built = await builtPreviews(db);
    const removed = built.slice(options.previewsKeep);
    for (const row of removed) rmSync(previewDirOf(row.id), { recursive: true, force: true });
    await markRemoved(
      db,
      removed.map((row) => row.id),
    );
    const kept = new Set(built.slice(0, options.previewsKeep).map((row) => String(row.id)));
    for (const name of existsSync(previewsRoot) ? readdirSync(previewsRoot) : [])
      if (!kept.has(name) && removed.some((row) => String(row.id) === name))
        rmSync(path.join(previewsRoot, name), { recursive: true, force: true });
  }

  async function prune(currentId) {
    const built = await builtReleases(db);
    const keepIds = new Set(built.slice(0, options.keep).map((row) => row.id));
    keepIds.add(currentId);
    const removed = built.filter((row) => !keepIds.has(row.id));
    for (const row of removed) rmSync(releaseDir(row.id), { recursive: true, force: true });
    await markRemoved(
      db,
      removed.map((row) => row.id),
    );
    const oldest = Math.min(...keepIds);
    await removeFailedBefore(db, oldest);
    // Anything else in the folder is from a publish that never finished or was removed.
    for (const name of readdirSync(dir)) {
      if (!/^\d+$/.test(name) || keepIds.has(Number(name))) continue;
      if (removed.some((row) => row.id === Number(name)) || Number(name) < oldest)
        rmSync(path.join(dir, name), { recursive: true, force: true });
    }
  }

  /** Serves release `id` from now on (loaded from its folder), its older ones' assets kept. */
  async function serve(id) {
    const site = id === liveSite.currentId ? liveSite.currentSite : loadRelease(releaseDir(id));
    liveSite.switchTo(id, site, olderAssets(id, await builtReleases(db)));
  }

  // --- the queue ----------------------------------------------------------------------

  let running = false;
  let loops = [];
  /** While several changes are published together (gather): the last publish asked for. */
  let gathering;
  /** The publish this instance runs now: its id and its child process. */
  let active;

  async function run(command, cwd, stage) {
    const [program, ...args] = command;
    const child = spawn(program, args, {
      cwd,
      env: { ...env, FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so stopping the build stops everything it started.
      detached: true,
    });
    active.child = child;
    await setWorkerPid(db, active.id, child.pid);
    let output = "";
    const keep = (chunk) => {
      output = (output + chunk).slice(-64 * 1024);
    };
    child.stdout.setEncoding("utf8").on("data", keep);
    child.stderr.setEncoding("utf8").on("data", keep);
    const code = await new Promise((resolve) => {
      child.once("error", (error) => {
        keep(`${error.message}\n`);
        resolve("not started");
      });
      child.once("close", (exit, signal) => resolve(signal ? `stopped by ${signal}` : exit));
    });
    active.child = undefined;
    if (code !== 0) throw new PublishError(422, failureMessage(stage, output, `exit ${code}`));
  }

  async function checkout(row, workDir) {
    rmSync(workDir, { recursive: true, force: true });
    mkdirSync(workDir, { recursive: true });
    await new Promise((resolve, reject) => {
      const archive = spawn("git", ["-C", row.source, "archive", "--format=tar", row.commit_id], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      const untar = spawn("tar", ["-x", "-C", workDir], { stdio: ["pipe", "ignore", "pipe"] });
      archive.stdout.pipe(untar.stdin);
      let errors = "";
      archive.stderr.on("data", (chunk) => {
        errors += chunk;
      });
      untar.stderr.on("data", (chunk) => {
        errors += chunk;
      });
      let pending = 2;
      let failed = false;
      const done = (code) => {
        if (code !== 0) failed = true;
        pending -= 1;
        if (pending === 0)
          failed
            ? reject(new PublishError(422, `Commit ${row.commit_id} cannot be read: ${errors}`))
            : resolve();
      };
      archive.once("close", done);
      untar.once("close", done);
    });
    symlinkSync(nodeModules, path.join(workDir, "node_modules"), "dir");
  }

  async function publish(row) {
    const workDir = workDirOf(row.id);
    active = { id: row.id };
    const renew = setInterval(
      () =>
        renewClaim(db, row.id, worker, options.leaseMs).catch((error) =>
          log?.warn({ err: error.message }, "a publish's claim could not be renewed"),
        ),
      Math.max(1_000, options.leaseMs / 3),
    );
    try {
      await checkout(row, workDir);
      // A commit from before the content check existed is checked by its build alone.
      if (commands.check && existsSync(path.resolve(workDir, commands.check.at(-1))))
        await run(commands.check, workDir, "checking");
      await markBuilding(db, row.id);
      await run(commands.build, workDir, "building");
      const built = path.join(workDir, "build");
      try {
        checkBuild(clientOf(built), headersOf(built));
      } catch (error) {
        throw new PublishError(422, `The build finished without a complete site: ${error.message}`);
      }
      if (row.kind === "preview") {
        // A preview never goes live: its folder is kept beside the releases, with the pages
        // whose HTML differs from the live release's.
        mkdirSync(previewsRoot, { recursive: true });
        rmSync(previewDirOf(row.id), { recursive: true, force: true });
        renameSync(built, previewDirOf(row.id));
        await markPreviewBuilt(
          db,
          row.id,
          changedPages(previewDirOf(row.id), liveSite.currentSite),
        );
        await prunePreviews();
        log?.info({ preview: row.id, entry: row.entry }, "a preview was built");
        return;
      }
      rmSync(releaseDir(row.id), { recursive: true, force: true });
      renameSync(built, releaseDir(row.id));
      const site = loadRelease(releaseDir(row.id));
      await markLive(db, row.id);
      liveSite.switchTo(row.id, site, olderAssets(row.id, await builtReleases(db)));
      await prune(row.id);
      liveSite.keepOlder(olderAssets(row.id, await builtReleases(db)));
      log?.info({ release: row.id, commit: row.commit_id }, "a new release is live");
    } catch (error) {
      const message =
        error instanceof PublishError
          ? error.message
          : `The publish failed: ${error?.message ?? error}`;
      await markFailed(db, row.id, message);
      rmSync(row.kind === "preview" ? previewDirOf(row.id) : releaseDir(row.id), {
        recursive: true,
        force: true,
      });
      log?.warn({ release: row.id, commit: row.commit_id, error: message }, "a publish failed");
    } finally {
      clearInterval(renew);
      rmSync(workDir, { recursive: true, force: true });
      active = undefined;
    }
  }

  /** Runs the next due publish to its end; false when none was due (or another runs one). */
  async function runNext() {
    const row = await claimNextPublish(db, worker, options.leaseMs);
    if (!row) return false;
    await publish(row);
    return true;
  }

  /** Waits `ms`, or less when a publish is queued or the server stops. */
  const sleeping = new Set();
  const sleep = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        sleeping.delete(done);
        resolve();
      }
      sleeping.add(done);
    });
  const wake = () => {
    for (const done of [...sleeping]) done();
  };

  async function queueLoop() {
    let lastRecovery = Date.now();
    while (running) {
      let busy = false;
      try {
        if (Date.now() - lastRecovery > options.leaseMs) {
          lastRecovery = Date.now();
          await recoverUnfinished();
        }
        busy = await runNext();
      } catch (error) {
        log?.error({ err: error }, "the publish queue could not be read");
      }
      if (!busy && running) await sleep(options.pollMs);
    }
  }

  let lookingUp;
  let lastLookup = 0;

  /** Another instance (or a rollback on one) moved the pointer: serve what it points to. */
  async function sync() {
    const id = await liveReleaseId(db);
    if (id === undefined || id === liveSite.currentId) return;
    await serve(id);
    log?.info({ release: id }, "switched to the release the database names live");
  }

  async function syncLoop() {
    while (running) {
      await sleep(options.syncMs);
      if (!running) break;
      try {
        await sync();
      } catch (error) {
        log?.error({ err: error }, "the live release could not be read");
      }
    }
  }

  function stopProcessGroup(pid) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Gone already.
    }
  }

  return {
    /** What the server serves: the current release (see live-site.mjs). */
    site: liveSite.view,
    liveSite,
    dir,

    /**
     * Queues a publish of `commit` (any name git resolves in `source`, stored as its full
     * id), by `by`; `at` (a Date) schedules it. Resolves to the queued release.
     */
    async enqueuePublish({ commit, by, source, at }) {
      if (gathering && at === undefined) {
        gathering.last = { commit, by, source };
        return { gathered: true, commit };
      }
      if (typeof by !== "string" || !by.trim())
        throw new PublishError(400, "A publish needs the name of who asks for it.");
      if (typeof source !== "string" || !path.isAbsolute(source) || !existsSync(source))
        throw new PublishError(400, "The content repository is not a folder on this server.");
      if (typeof commit !== "string" || !/^[0-9A-Za-z][0-9A-Za-z._/-]{0,199}$/.test(commit))
        throw new PublishError(400, "The commit is not a commit name.");
      const full = await resolveCommit(source, commit);
      if (!full) throw new PublishError(422, `There is no commit ${commit} in the repository.`);
      if (at !== undefined && !(at instanceof Date && Number.isFinite(at.getTime())))
        throw new PublishError(400, "The time to publish at is not a date.");
      const row = await insertPublish(db, { commit: full, by, source, runAt: at });
      wake();
      return releaseOf(row, liveSite.currentId);
    },

    /**
     * Runs `fn` (which merges several changes into the live branch) with the immediate
     * publishes asked for meanwhile gathered into one: the last commit asked
     * for (the newest, since merges go one after another and each contains the ones before)
     * is queued once `fn` is done, so several changes published together are built once.
     * Resolves to `{ result, release }` (release undefined when nothing was asked for).
     */
    async gather(fn) {
      while (gathering) await gathering.done;
      let finish;
      const mine = { done: new Promise((resolve) => (finish = resolve)) };
      gathering = mine;
      let result;
      let failure;
      try {
        result = await fn();
      } catch (error) {
        failure = error;
      }
      gathering = undefined;
      try {
        // What was merged before a failure is built too: it is on the live branch already.
        const release = mine.last ? await this.enqueuePublish(mine.last) : undefined;
        if (failure) throw failure;
        return { result, release };
      } finally {
        finish();
      }
    },

    /** Publishes again the commit of an earlier publish (one that failed, say). */
    async retry(id, by) {
      const row = await findRelease(db, id);
      if (!row || row.kind === "preview") throw new PublishError(404, `There is no release ${id}.`);
      return this.enqueuePublish({ commit: row.commit_id, source: row.source, by });
    },

    /** Every release and publish kept, newest first. */
    async list() {
      const current = await liveReleaseId(db);
      return (await listReleases(db)).map((row) => releaseOf(row, current));
    },

    /**
     * The publishes waiting or running, oldest first, each with `stageStartedAt` and
     * `stageMs` (its stage so far), and the latest finished one (live, or failed with why).
     */
    async queue() {
      const current = await liveReleaseId(db);
      const rows = (await listReleases(db, 20)).map((row) => releaseOf(row, current));
      const now = Date.now();
      // Each with the time its stage has taken so far, for a progress line.
      const waiting = rows
        .filter((release) => ["queued", "checking", "building"].includes(release.state))
        .reverse()
        .map((release) => {
          const since =
            release.buildStartedAt ?? release.checkStartedAt ?? release.runAt ?? release.queuedAt;
          return { ...release, stageStartedAt: since, stageMs: Math.max(0, now - since.getTime()) };
        });
      const latest = rows.find((release) => ["live", "failed"].includes(release.state));
      return { waiting, latest };
    },

    async get(id) {
      const row = await findRelease(db, id);
      return row && row.kind !== "preview" ? releaseOf(row, await liveReleaseId(db)) : undefined;
    },

    /**
     * Queues the build of a preview of `commit` (a change merged onto the live content, by
     * the workflow's `previewCommit`) for `entry` ("collection/slug"), asked for by `by`.
     * It waits behind every due publish; built, it is kept under `dir/previews/<id>`.
     */
    async enqueuePreview({ commit, by, source, entry }) {
      if (typeof by !== "string" || !by.trim())
        throw new PublishError(400, "A preview needs the name of who asks for it.");
      if (
        typeof entry !== "string" ||
        !/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(entry) ||
        entry.includes("..")
      )
        throw new PublishError(400, "A preview is of one change, collection/slug.");
      if (typeof source !== "string" || !path.isAbsolute(source) || !existsSync(source))
        throw new PublishError(400, "The content repository is not a folder on this server.");
      if (typeof commit !== "string" || !/^[0-9a-f]{40}$/.test(commit))
        throw new PublishError(400, "The commit is not a commit id.");
      const full = await resolveCommit(source, commit);
      if (!full) throw new PublishError(422, `There is no commit ${commit} in the repository.`);
      const waiting = (await listPreviews(db, { entry, limit: 5 })).find((row) =>
        ["queued", "checking", "building"].includes(row.state),
      );
      // One build of a change at a time: asking again while one is under way answers it.
      if (waiting && waiting.commit_id === full) return previewOf(waiting);
      const row = await insertPublish(db, { commit: full, by, source, kind: "preview", entry });
      wake();
      return previewOf(row);
    },

    /** The previews kept (of one change when `entry` is named), newest first. */
    async previews(entry) {
      return (await listPreviews(db, { entry })).map(previewOf);
    },

    /** A preview by id (undefined when there is none, or it is a release). */
    async preview(id) {
      return previewOf(await findPreview(db, id));
    },

    /** The folder of a built preview still kept, or undefined. */
    async previewFolder(id) {
      const row = await findPreview(db, id);
      if (row?.state !== "built" || row.removed_at) return undefined;
      const folder = previewDirOf(id);
      return existsSync(headersOf(folder)) ? folder : undefined;
    },

    /** Makes the built release `id` live again (a rollback, or forward again). */
    async activate(id) {
      const row = await findRelease(db, id);
      if (!row || row.removed_at || row.kind === "preview")
        throw new PublishError(404, `There is no release ${id} kept.`);
      if (row.state !== "live")
        throw new PublishError(409, `Release ${id} was never built (it is ${row.state}).`);
      const site = loadRelease(releaseDir(id));
      await markActivated(db, id);
      liveSite.switchTo(id, site, olderAssets(id, await builtReleases(db)));
      return releaseOf(await findRelease(db, id), id);
    },

    /** Runs due publishes until none is left (tests, scripts). */
    async drain() {
      let count = 0;
      while (await runNext()) count += 1;
      return count;
    },
    sync,
    /**
     * A hashed asset this instance does not have: in a fleet, the page naming it may come
     * from an instance already on a newer release. Looks at the pointer now (one look at a
     * time, at most every 250 ms) and answers from the release it names, or undefined.
     */
    async findAsset(urlPath) {
      if (!lookingUp && Date.now() - lastLookup > 250) {
        lastLookup = Date.now();
        lookingUp = sync()
          .catch((error) => log?.error({ err: error }, "the live release could not be read"))
          .finally(() => {
            lookingUp = undefined;
          });
      }
      await lookingUp;
      return liveSite.view.files.get(urlPath);
    },
    /** Where warnings go from now on (the server's log, once it exists). */
    setLog(logger) {
      log = logger;
    },

    start() {
      if (running) return;
      running = true;
      loops = [queueLoop(), syncLoop()];
    },

    /** Stops taking publishes; the one running is stopped and marked failed, to retry. */
    async stop() {
      running = false;
      wake();
      if (active?.child) stopProcessGroup(active.child.pid);
      await Promise.all(loops);
    },
  };
}

/**
 * The pages of the built site in `folder` whose HTML differs from `live`'s (a loaded site),
 * by path, newest first as the build lists them: `{ path, change }`, `change` "changed" or
 * "added" ("removed" for a live page the preview has not). The hashed assets' names are left
 * out of the comparison: a build names its scripts anew when any of them changes, and a
 * page is touched only when what it shows is.
 */
export function changedPages(folder, live, limit = 2_000) {
  const data = JSON.parse(readFileSync(headersOf(folder), "utf8"));
  const prefix = data.cacheControl?.immutablePrefix ?? "/assets/";
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const hashed = new RegExp(`${escaped}[^"'\\s),]+`, "g");
  const plain = (html) => html.replace(hashed, prefix);
  const pages = [];
  const seen = new Set();
  for (const page of data.pages ?? []) {
    seen.add(page.route);
    const html = readFileSync(path.join(clientOf(folder), page.file), "utf8");
    const before = live?.pages.get(page.route)?.variants.identity.body.toString("utf8");
    if (before === undefined) pages.push({ path: page.route, change: "added" });
    else if (plain(before) !== plain(html)) pages.push({ path: page.route, change: "changed" });
  }
  for (const route of live?.pages.keys() ?? [])
    if (!seen.has(route)) pages.push({ path: route, change: "removed" });
  return pages.slice(0, limit);
}

/** The full id of `commit` in the repository at `source`, or undefined. */
function resolveCommit(source, commit) {
  return new Promise((resolve) => {
    const child = spawn(
      "git",
      ["-C", source, "rev-parse", "--verify", "--quiet", `${commit}^{commit}`],
      { stdio: ["ignore", "pipe", "ignore"] },
    );
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.once("error", () => resolve(undefined));
    child.once("close", (code) => resolve(code === 0 ? out.trim() : undefined));
  });
}
