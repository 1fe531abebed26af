// @vitest-environment node
// The content repository's part of a backup (content-bundle.mjs), with real git
// repositories: the unpublished changes (branches, statuses, review notes) and the live
// branch go into one bundle and come back, into a new repository or beside an existing
// live branch; a repository that has changes of its own is left alone without --replace.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ContentBundleError,
  contentBundleOf,
  restoreContentBundle,
  writeContentBundle,
} from "./content-bundle.mjs";

let work;
let repo;
let bundle;
const git = (cwd, ...args) =>
  execFileSync(
    "git",
    ["-c", "user.name=Edith", "-c", "user.email=edith@flowboard.example", ...args],
    { cwd, encoding: "utf8" },
  ).trim();

function commitFile(cwd, file, text, message) {
  writeFileSync(path.join(cwd, file), text);
  git(cwd, "add", file);
  git(cwd, "commit", "-qm", message);
  return git(cwd, "rev-parse", "HEAD");
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "flowboard-content-bundle-"));
  repo = path.join(work, "content-repo");
  execFileSync("git", ["init", "-q", "-b", "main", repo]);
  commitFile(repo, "home.json", '{"title":"Live"}\n', "live");
  for (const [branch, title, status] of [
    ["cms/pages/home", "Draft words", "draft"],
    ["cms/pricing/plans", "Ready words", "pending_publish"],
  ]) {
    git(repo, "checkout", "-q", "-b", branch, "main");
    commitFile(repo, "home.json", `{"title":"${title}"}\n`, title);
    git(repo, "config", `branch.${branch}.cmsstatus`, status);
  }
  git(repo, "checkout", "-q", "main");
  // A review note, as review-notes.ts keeps one: a blob under refs/cms-notes/.
  const note = execFileSync("git", ["hash-object", "-w", "--stdin"], {
    cwd: repo,
    input: '[{"text":"Check the price"}]',
    encoding: "utf8",
  }).trim();
  git(repo, "update-ref", "refs/cms-notes/pricing/plans", note);
  bundle = contentBundleOf(path.join(work, "backups", "flowboard-1.backup.gz"));
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const branches = (cwd) =>
  git(cwd, "for-each-ref", "--format=%(refname:short)", "refs/heads/").split("\n").sort();
const statusOf = (cwd, branch) => git(cwd, "config", `branch.${branch}.cmsstatus`);

describe("the content repository's backup", () => {
  it("is named beside the database's file", () => {
    expect(contentBundleOf("/b/flowboard-x.backup.gz")).toBe("/b/flowboard-x.content.bundle");
    expect(contentBundleOf("/b/site")).toBe("/b/site.content.bundle");
  });

  it("writes the live branch and every unpublished change into one bundle, readable by its owner only, and leaves no trace in the repository", async () => {
    const written = await writeContentBundle(repo, bundle);
    expect(written).toMatchObject({
      file: bundle,
      live: "main",
      changes: ["cms/pages/home", "cms/pricing/plans"],
    });
    expect(statSync(bundle).mode & 0o777).toBe(0o600);
    const heads = git(work, "bundle", "list-heads", bundle);
    for (const ref of [
      "refs/heads/main",
      "refs/heads/cms/pages/home",
      "refs/heads/cms/pricing/plans",
      "refs/cms-notes/pricing/plans",
    ])
      expect(heads).toContain(ref);
    expect(git(repo, "for-each-ref", "refs/cms-backup/")).toBe("");
    await expect(writeContentBundle(repo, bundle)).rejects.toThrow(/already exists/);
    expect(await writeContentBundle(path.join(work, "none"), `${bundle}.x`)).toBeUndefined();
  });

  it("makes a lost repository again from the bundle: live branch checked out, changes with their statuses and notes", async () => {
    const lost = path.join(work, "restored");
    const restored = await restoreContentBundle(bundle, lost);
    expect(restored).toEqual({
      live: "main",
      changes: ["cms/pages/home", "cms/pricing/plans"],
      made: true,
    });
    expect(branches(lost)).toEqual(["cms/pages/home", "cms/pricing/plans", "main"]);
    expect(readFileSync(path.join(lost, "home.json"), "utf8")).toContain("Live");
    expect(git(lost, "show", "cms/pricing/plans:home.json")).toContain("Ready words");
    expect(git(lost, "log", "-1", "--format=%an", "cms/pages/home")).toBe("Edith");
    expect(statusOf(lost, "cms/pages/home")).toBe("draft");
    expect(statusOf(lost, "cms/pricing/plans")).toBe("pending_publish");
    expect(git(lost, "cat-file", "-p", "refs/cms-notes/pricing/plans")).toContain(
      "Check the price",
    );
    expect(git(lost, "for-each-ref", "refs/cms-backup/")).toBe("");
  });

  it("adds the changes beside an existing repository's live branch, which stays as it is", async () => {
    const existing = path.join(work, "existing");
    execFileSync("git", ["clone", "-q", "-b", "main", "--single-branch", repo, existing]);
    const newer = commitFile(existing, "home.json", '{"title":"Published since"}\n', "newer");
    const restored = await restoreContentBundle(bundle, existing);
    expect(restored.made).toBe(false);
    expect(git(existing, "rev-parse", "main")).toBe(newer);
    expect(statusOf(existing, "cms/pricing/plans")).toBe("pending_publish");

    // Now it has changes of its own: refused without --replace, nothing touched.
    git(existing, "branch", "-f", "cms/pages/home", "main");
    git(existing, "config", "branch.cms/pages/home.cmsstatus", "pending_review");
    await expect(restoreContentBundle(bundle, existing)).rejects.toBeInstanceOf(ContentBundleError);
    expect(git(existing, "rev-parse", "cms/pages/home")).toBe(newer);
    const replaced = await restoreContentBundle(bundle, existing, { replace: true });
    expect(replaced.changes).toEqual(["cms/pages/home", "cms/pricing/plans"]);
    expect(git(existing, "show", "cms/pages/home:home.json")).toContain("Draft words");
    expect(statusOf(existing, "cms/pages/home")).toBe("draft");
  });

  it("refuses a file that is not its bundle", async () => {
    const other = path.join(work, "other.bundle");
    writeFileSync(other, "not a bundle");
    await expect(restoreContentBundle(other, path.join(work, "x"))).rejects.toThrow(
      /not a content backup/,
    );
    expect(existsSync(path.join(work, "x"))).toBe(false);
  });
});
