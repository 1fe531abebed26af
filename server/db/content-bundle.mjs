import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The content repository's part of a backup (docs/decisions/052): the live site's content
 * repository (DATA_DIR/content-repo, docs/decisions/040) holds every change not yet
 * published, as branches `cms/<collection>/<slug>` with their status in the repository's
 * config and their review notes under `refs/cms-notes/`. `npm run backup` writes them, with
 * the live branch, into a git bundle beside the database's file; `npm run restore` puts them
 * back. The statuses and the live branch's name travel in the bundle as a commit of their
 * own (`refs/cms-backup/meta`, a `meta.json`), so the bundle is the one file.
 */

const META_REF = "refs/cms-backup/meta";
const GIT_ENV = {
  GIT_TERMINAL_PROMPT: "0",
  GIT_AUTHOR_NAME: "Flowboard backup",
  GIT_AUTHOR_EMAIL: "backup@localhost",
  GIT_COMMITTER_NAME: "Flowboard backup",
  GIT_COMMITTER_EMAIL: "backup@localhost",
};

export class ContentBundleError extends Error {}

function git(cwd, args, { input, allowFail = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "git",
      ["-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null", ...args],
      { cwd, env: { ...process.env, ...GIT_ENV }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error && !allowFail)
          reject(
            new ContentBundleError(`git ${args[0]} failed: ${stderr.trim() || error.message}`),
          );
        else resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr });
      },
    );
    if (input !== undefined) child.stdin.end(input);
  });
}

/** The bundle's name beside a backup file: `x.backup.gz` → `x.content.bundle`. */
export const contentBundleOf = (backupFile) =>
  backupFile.endsWith(".backup.gz")
    ? `${backupFile.slice(0, -".backup.gz".length)}.content.bundle`
    : `${backupFile}.content.bundle`;

/** The unpublished changes' statuses: `{ "cms/pages/home": "pending_review", … }`. */
async function statusesOf(repo) {
  const { stdout } = await git(repo, ["config", "--get-regexp", "^branch\\..*\\.cmsstatus$"], {
    allowFail: true,
  });
  const statuses = {};
  for (const line of stdout.split("\n").filter(Boolean)) {
    const [key, value] = [line.slice(0, line.indexOf(" ")), line.slice(line.indexOf(" ") + 1)];
    statuses[key.slice("branch.".length, -".cmsstatus".length)] = value;
  }
  return statuses;
}

/**
 * Writes `repo`'s live branch, unpublished changes, their statuses and review notes to
 * `file` (a git bundle, readable by its owner only, appearing under its name once complete).
 * Resolves to `{ file, bytes, live, changes }`, or undefined when `repo` is no repository.
 */
export async function writeContentBundle(repo, file) {
  if (!existsSync(path.join(repo, ".git"))) return undefined;
  if (existsSync(file)) throw new ContentBundleError(`${file} already exists.`);
  const live = (await git(repo, ["symbolic-ref", "--short", "HEAD"])).stdout.trim();
  const statuses = await statusesOf(repo);
  const changes = (
    await git(repo, ["for-each-ref", "--format=%(refname:short)", "refs/heads/cms/"])
  ).stdout
    .split("\n")
    .filter(Boolean);
  const meta = JSON.stringify({ live, statuses }, null, 2);
  const blob = (await git(repo, ["hash-object", "-w", "--stdin"], { input: meta })).stdout.trim();
  const tree = (
    await git(repo, ["mktree"], { input: `100644 blob ${blob}\tmeta.json\n` })
  ).stdout.trim();
  const commit = (
    await git(repo, ["commit-tree", tree, "-m", "The content repository's backup"])
  ).stdout.trim();
  await git(repo, ["update-ref", META_REF, commit]);
  const partial = `${file}.partial`;
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    const notes = (
      await git(repo, ["for-each-ref", "--format=%(refname)", "refs/cms-notes/"])
    ).stdout
      .split("\n")
      .filter(Boolean);
    await git(repo, [
      "bundle",
      "create",
      "-q",
      partial,
      `refs/heads/${live}`,
      ...changes.map((name) => `refs/heads/${name}`),
      ...notes,
      META_REF,
    ]);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
    await git(repo, ["update-ref", "-d", META_REF], { allowFail: true });
  }
  return { file, bytes: statSync(file).size, live, changes };
}

/**
 * Puts a bundle's unpublished changes back into `repo` (DATA_DIR/content-repo): when there
 * is no repository, it is made from the bundle (the live branch too); when there is one,
 * its live branch stays as it is (it may hold newer publishes) and the changes are added,
 * refused if it already has changes unless `replace` (which deletes them first). Stop the
 * server first. Resolves to `{ live, changes, made }`.
 */
export async function restoreContentBundle(file, repo, { replace = false } = {}) {
  if (!existsSync(file)) throw new ContentBundleError(`There is no file ${file}.`);
  const verified = await git(
    path.dirname(path.resolve(file)),
    ["bundle", "list-heads", path.resolve(file)],
    {
      allowFail: true,
    },
  );
  if (verified.code !== 0 || !verified.stdout.includes(META_REF))
    throw new ContentBundleError(`${file} is not a content backup made by \`npm run backup\`.`);
  const made = !existsSync(path.join(repo, ".git"));
  if (made) {
    mkdirSync(repo, { recursive: true });
    await git(repo, ["init", "-q"]);
  } else {
    const existing = (
      await git(repo, ["for-each-ref", "--format=%(refname)", "refs/heads/cms/", "refs/cms-notes/"])
    ).stdout
      .split("\n")
      .filter(Boolean);
    if (existing.length && !replace)
      throw new ContentBundleError(
        `${repo} already holds ${existing.length} unpublished change(s) or notes: add --replace to put the backup's in their place.`,
      );
    for (const ref of existing) await git(repo, ["update-ref", "-d", ref]);
    for (const name of Object.keys(await statusesOf(repo)))
      await git(repo, ["config", "--unset", `branch.${name}.cmsstatus`], { allowFail: true });
  }
  const bundle = path.resolve(file);
  await git(repo, [
    "fetch",
    "-q",
    bundle,
    "+refs/heads/cms/*:refs/heads/cms/*",
    "+refs/cms-notes/*:refs/cms-notes/*",
    `+${META_REF}:${META_REF}`,
  ]);
  const meta = JSON.parse((await git(repo, ["show", `${META_REF}:meta.json`])).stdout);
  await git(repo, ["update-ref", "-d", META_REF]);
  if (typeof meta.live !== "string" || !/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(meta.live))
    throw new ContentBundleError(`${file} names no live branch.`);
  if (made) {
    await git(repo, ["fetch", "-q", bundle, `+refs/heads/${meta.live}:refs/heads/${meta.live}`]);
    await git(repo, ["checkout", "-q", "-f", meta.live]);
  }
  const changes = (
    await git(repo, ["for-each-ref", "--format=%(refname:short)", "refs/heads/cms/"])
  ).stdout
    .split("\n")
    .filter(Boolean);
  for (const [name, status] of Object.entries(meta.statuses ?? {}))
    if (changes.includes(name) && /^(draft|pending_review|pending_publish)$/.test(status))
      await git(repo, ["config", `branch.${name}.cmsstatus`, status]);
  return { live: meta.live, changes, made };
}
