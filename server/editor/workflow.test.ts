// The editorial workflow over a real content repository in a temporary folder: a deployed
// checkout (content/ committed once), the server's repository cloned from it, and a bare
// repository standing in for the developers' remote.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentRepo, type Member, openContentRepo } from "./content-repo.ts";
import { idOf } from "./files.ts";
import { createRepoBackend, type Published, requiredRole } from "./workflow.ts";

const home = "content/pages/home.json";
const homeEntry = { collection: "pages", slug: "pages-home" };
const editor: Member = { name: "Erin Editor", email: "erin@example.com", role: "editor" };
const publisher: Member = { name: "Pat Publisher", email: "pat@example.com", role: "publisher" };

let dir: string;
let remote: string;
let repo: ContentRepo;
let handle: ReturnType<typeof createRepoBackend>;
const published: Published[] = [];
const audited: { action: string; subject: string; by?: string }[] = [];

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Dev",
      GIT_AUTHOR_EMAIL: "dev@example.com",
      GIT_COMMITTER_NAME: "Dev",
      GIT_COMMITTER_EMAIL: "dev@example.com",
    },
  }).trim();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "workflow-"));
  const source = path.join(dir, "deployed");
  cpSync("content", path.join(source, "content"), { recursive: true });
  git(source, "init", "-q", "-b", "main");
  git(source, "add", "-A");
  git(source, "commit", "-q", "-m", "The deployed site");
  remote = path.join(dir, "remote.git");
  git(dir, "clone", "-q", "--bare", source, remote);
  repo = await openContentRepo({ dataDir: path.join(dir, "data"), source, remote });
  handle = createRepoBackend({
    repo,
    onPublished: (done) => {
      published.push(done);
    },
    audit: (action, subject, member) => {
      audited.push({ action, subject, by: member?.email });
    },
  });
}, 30_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const liveFile = (file = home) => readFileSync(path.join(repo.liveDir, file), "utf8");
/** A file as a commit holds it, byte for byte. */
const fileAt = (ref: string, file = home) =>
  execFileSync("git", ["show", `${ref}:${file}`], { cwd: repo.liveDir, encoding: "utf8" });
const onBranch = (branch: string, file = home) => fileAt(branch, file);
const call = (action: string, params: Record<string, unknown>, member: Member = editor) =>
  handle({ action, params: { branch: "main", ...params } }, { member });

/** The JSON Decap sends for the home page with `edit` applied, in Decap's own key order. */
function homeRaw(base: string, edit: (data: { hero: Record<string, unknown> }) => void) {
  const data = JSON.parse(base);
  edit(data);
  return JSON.stringify({ trust: data.trust, ...data });
}

/** Saves the home page on its branch, from the version `base` the tab loaded. */
function saveHome(
  base: string,
  edit: (data: { hero: Record<string, unknown> }) => void,
  member = editor,
  status = "draft",
) {
  return call(
    "persistEntry",
    {
      dataFiles: [{ path: home, slug: homeEntry.slug, raw: homeRaw(base, edit) }],
      assets: [],
      expected: { [home]: idOf(base) },
      options: {
        collectionName: homeEntry.collection,
        useWorkflow: true,
        status,
        commitMessage: "Update Pages “pages-home”",
      },
    },
    member,
  );
}

const branch = "cms/pages/pages-home";
const ready = async () => {
  expect(
    (await call("updateUnpublishedEntryStatus", { ...homeEntry, newStatus: "pending_publish" }))
      .status,
  ).toBe(200);
};

describe("the editorial workflow over the content repository", () => {
  it("saves a change as a commit by the member on the entry's own branch, the live site untouched", async () => {
    const before = liveFile();
    const title = `${JSON.parse(before).hero.title} today`;
    const answer = await saveHome(before, (data) => {
      data.hero.title = title;
    });
    expect(answer.status).toBe(200);
    expect(liveFile()).toBe(before);
    expect(git(repo.liveDir, "branch", "--format=%(refname:short)").split("\n")).toEqual([
      branch,
      "main",
    ]);
    expect(git(repo.liveDir, "log", "-1", "--format=%an <%ae>", branch)).toBe(
      "Erin Editor <erin@example.com>",
    );
    // The file keeps its form: the commit changes the one line.
    const diff = git(repo.liveDir, "diff", "--numstat", `main...${branch}`);
    expect(diff).toBe(`1\t1\t${home}`);
    expect(JSON.parse(onBranch(branch)).hero.title).toBe(title);

    expect((await call("unpublishedEntries", {})).json).toEqual(["pages/pages-home"]);
    const entry = (await call("unpublishedEntry", { id: "pages/pages-home" })).json as {
      status: string;
      diffs: { path: string; newFile: boolean }[];
      pullRequestAuthor: string;
    };
    expect(entry.status).toBe("draft");
    expect(entry.diffs.map((d) => [d.path, d.newFile])).toEqual([[home, false]]);
    expect(entry.pullRequestAuthor).toBe(editor.name);
    const file = (await call("unpublishedEntryDataFile", { ...homeEntry, path: home, id: home }))
      .json as { data: string; file: { id: string } };
    expect(JSON.parse(file.data).hero.title).toBe(title);
    expect(file.file.id).toBe(idOf(file.data));
  });

  it("says what the change does, field by field, with the form's labels", async () => {
    const answer = await call("entryChanges", homeEntry);
    expect(answer.status).toBe(200);
    const { files } = answer.json as {
      files: {
        path: string;
        fields: { field: string; label: string; before: string; after: string }[];
      }[];
    };
    const title = JSON.parse(liveFile()).hero.title;
    expect(files).toEqual([
      {
        path: home,
        change: "changed",
        fields: [
          {
            field: "hero.title",
            label: expect.stringMatching(/ › /),
            change: "changed",
            before: title,
            after: `${title} today`,
          },
        ],
      },
    ]);
  });

  it("merges a change onto the live content for its preview, the live branch unmoved", async () => {
    const liveBefore = git(repo.liveDir, "rev-parse", "main");
    const answer = await call("previewCommit", homeEntry);
    expect(answer.status).toBe(200);
    const { commit, authors } = answer.json as { commit: string; authors: string[] };
    expect(authors).toEqual([editor.email]);
    // A merge of the live branch and the change, kept by a ref while its build needs it.
    expect(git(repo.liveDir, "rev-parse", `${commit}^1`, `${commit}^2`).split("\n")).toEqual([
      liveBefore,
      git(repo.liveDir, "rev-parse", branch),
    ]);
    expect(git(repo.liveDir, "rev-parse", "refs/cms-previews/pages/pages-home")).toBe(commit);
    expect(fileAt(commit)).toBe(onBranch(branch));
    expect(git(repo.liveDir, "rev-parse", "main")).toBe(liveBefore);
    expect(liveFile()).toBe(fileAt("main"));
    // Names are checked as every action's are; a change that does not exist has no preview.
    expect((await call("previewCommit", { collection: "pages", slug: "no-such" })).status).toBe(
      404,
    );
    expect((await call("previewCommit", { collection: "..", slug: "x" })).status).toBe(400);
  });

  it("refuses a save that breaks a rule, or over a version it did not start from, keeping the branch", async () => {
    const head = git(repo.liveDir, "rev-parse", branch);
    const broken = await saveHome(onBranch(branch), (data) => {
      data.hero.title = "x".repeat(81);
    });
    expect(broken.status).toBe(422);
    expect((broken.json as { problems: string[] }).problems).toEqual([
      `${home}: hero.title: must be at most 80 characters: longer does not fit the layout`,
    ]);
    // The tab that loaded the live version before the change was saved elsewhere.
    const stale = await saveHome(liveFile(), (data) => {
      data.hero.title = "Another title";
    });
    expect(stale.status).toBe(409);
    expect(git(repo.liveDir, "rev-parse", branch)).toBe(head);
    expect(git(repo.stageDir, "status", "--porcelain")).toBe("");
  });

  it("moves a change through In review and Ready, and publishes only what is Ready", async () => {
    const early = await call("publishUnpublishedEntry", homeEntry, publisher);
    expect(early.status).toBe(409);
    const review = await call("updateUnpublishedEntryStatus", {
      ...homeEntry,
      newStatus: "pending_review",
    });
    expect(review.status).toBe(200);
    expect(((await call("unpublishedEntry", homeEntry)).json as { status: string }).status).toBe(
      "pending_review",
    );
    const wrong = await call("updateUnpublishedEntryStatus", { ...homeEntry, newStatus: "live" });
    expect(wrong.status).toBe(400);
  });

  it("keeps review notes on the change, each changed only by its writer", async () => {
    const said = "The headline reads long on phones: shorten it?";
    const added = await call(
      "addNote",
      { ...homeEntry, note: { content: said, author: "Forged" } },
      publisher,
    );
    expect(added.status).toBe(200);
    const { note } = added.json as { note: { id: string; author: string; resolved: boolean } };
    expect(note).toMatchObject({ author: publisher.name, resolved: false });
    expect((await call("deleteNote", { ...homeEntry, noteId: note.id })).status).toBe(403);
    expect(
      (await call("updateNote", { ...homeEntry, noteId: note.id, updates: { content: "x" } }))
        .status,
    ).toBe(403);
    expect((await call("toggleNoteResolution", { ...homeEntry, noteId: note.id })).status).toBe(
      200,
    );
    const tooLong = await call("addNote", { ...homeEntry, note: { content: "x".repeat(5001) } });
    expect(tooLong.status).toBe(413);
    const { notes } = (await call("getNotes", homeEntry)).json as {
      notes: { content: string; resolved: boolean }[];
    };
    expect(notes).toEqual([expect.objectContaining({ content: said, resolved: true })]);
  });

  it("publishes by merging the branch into the live branch, pushing it and handing on the commit", async () => {
    await ready();
    const title = JSON.parse(onBranch(branch)).hero.title;
    const answer = await call("publishUnpublishedEntry", homeEntry, publisher);
    expect(answer.status).toBe(200);
    const { commit, pushed } = answer.json as { commit: string; pushed: boolean };
    expect(commit).toBe(git(repo.liveDir, "rev-parse", "main"));
    expect(pushed).toBe(true);
    expect(git(remote, "rev-parse", "main")).toBe(commit);
    expect(JSON.parse(liveFile()).hero.title).toBe(title);
    expect(git(repo.liveDir, "log", "-1", "--format=%an", commit)).toBe(publisher.name);
    expect(published.at(-1)).toEqual({
      commit,
      member: publisher,
      entry: { ...homeEntry, files: [home] },
    });
    expect((await call("unpublishedEntries", {})).json).toEqual([]);
    expect((await call("unpublishedEntry", homeEntry)).status).toBe(404);
    expect((await call("getNotes", homeEntry)).json).toEqual({ notes: [] });
    // Its preview's commit is no longer kept by a ref of its own.
    expect(git(repo.liveDir, "for-each-ref", "--format=%(refname)", "refs/cms-previews/")).toBe("");
    expect(audited.map((entry) => `${entry.action} ${entry.by}`)).toEqual([
      "save erin@example.com",
      "submit erin@example.com",
      "note pat@example.com",
      "approve erin@example.com",
      "publish pat@example.com",
    ]);
  });

  it("takes the developers' commits before a publish, and pushes both", async () => {
    const developer = path.join(dir, "developer");
    git(dir, "clone", "-q", remote, developer);
    writeFileSync(path.join(developer, "README.md"), "A developer's note\n");
    git(developer, "add", "README.md");
    git(developer, "commit", "-q", "-m", "A developer's commit");
    git(developer, "push", "-q", "origin", "main");
    const saved = await saveHome(liveFile(), (data) => {
      data.hero.eyebrow = `${data.hero.eyebrow} now`;
    });
    expect(saved.status).toBe(200);
    await ready();
    const answer = await call("publishUnpublishedEntry", homeEntry, publisher);
    expect(answer.status).toBe(200);
    expect(readFileSync(path.join(repo.liveDir, "README.md"), "utf8")).toBe("A developer's note\n");
    expect(JSON.parse(liveFile()).hero.eyebrow).toMatch(/ now$/);
    expect(git(remote, "rev-parse", "main")).toBe((answer.json as { commit: string }).commit);
  });

  it("refuses a publish that conflicts with the developers' commits, naming the file, losing nothing", async () => {
    const developer = path.join(dir, "developer");
    git(developer, "pull", "-q", "--no-rebase", "origin", "main");
    const base = readFileSync(path.join(developer, home), "utf8");
    const title = JSON.stringify(JSON.parse(base).hero.title);
    writeFileSync(
      path.join(developer, home),
      base.replace(`"title": ${title}`, `"title": "The developers' title"`),
    );
    git(developer, "commit", "-q", "-am", "The developers change the headline");
    git(developer, "push", "-q", "origin", "main");
    const remoteHead = git(remote, "rev-parse", "main");
    const liveHead = git(repo.liveDir, "rev-parse", "main");
    const saved = await saveHome(liveFile(), (data) => {
      data.hero.title = "The editors' title";
    });
    expect(saved.status).toBe(200);
    await ready();
    const answer = await call("publishUnpublishedEntry", homeEntry, publisher);
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ error: expect.stringContaining(home), files: [home] });
    expect(git(repo.liveDir, "rev-parse", "main")).toBe(liveHead);
    expect(git(repo.liveDir, "status", "--porcelain")).toBe("");
    expect(git(remote, "rev-parse", "main")).toBe(remoteHead);
    expect(JSON.parse(onBranch(branch)).hero.title).toBe("The editors' title");
    expect(((await call("unpublishedEntry", homeEntry)).json as { status: string }).status).toBe(
      "pending_publish",
    );
    // The remote out of reach: refused with what git said, the change kept.
    git(repo.liveDir, "remote", "set-url", "origin", path.join(dir, "gone.git"));
    const unreachable = await call("publishUnpublishedEntry", homeEntry, publisher);
    git(repo.liveDir, "remote", "set-url", "origin", remote);
    expect(unreachable.status).toBe(502);
    expect((unreachable.json as { error: string }).error).toMatch(/could not be reached/);
    expect(git(repo.liveDir, "rev-parse", "main")).toBe(liveHead);
    expect(git(repo.liveDir, "branch", "--list", branch)).not.toBe("");
    const discarded = await call("deleteUnpublishedEntry", homeEntry);
    expect(discarded.status).toBe(200);
    expect((await call("unpublishedEntries", {})).json).toEqual([]);
  });

  it("lists an entry's revisions with who, when and which fields, and restores one as a new draft", async () => {
    const answer = await call("entryHistory", { path: home });
    expect(answer.status).toBe(200);
    const { revisions } = answer.json as {
      revisions: {
        commit: string;
        author: { email: string };
        date: string;
        fields: { field: string }[];
      }[];
    };
    const byEditor = revisions.filter((revision) => revision.author.email === editor.email);
    expect(byEditor.map((revision) => revision.fields.map((field) => field.field))).toEqual([
      ["hero.eyebrow"],
      ["hero.title"],
    ]);
    expect(Date.parse(byEditor[0]?.date ?? "")).not.toBeNaN();
    const first = revisions.at(-1) as { commit: string };
    const restored = await call("restoreRevision", {
      ...homeEntry,
      path: home,
      commit: first.commit,
    });
    expect(restored.status).toBe(200);
    expect(onBranch(branch)).toBe(fileAt(first.commit));
    expect(((await call("unpublishedEntry", homeEntry)).json as { status: string }).status).toBe(
      "draft",
    );
    expect(audited.at(-1)).toEqual({
      action: "restore",
      subject: "pages/pages-home",
      by: editor.email,
    });
    await call("deleteUnpublishedEntry", homeEntry);
  });

  it("answers every save made at once, by this process and another on the same folder, each one in git", async () => {
    const base = liveFile();
    const slugs = ["a", "b", "c", "d"];
    // A second process's repository: its own queue, the same lock file.
    const other = createRepoBackend({
      repo: await openContentRepo({ dataDir: path.join(dir, "data"), source: dir, remote }),
    });
    const answers = await Promise.all(
      slugs.map((slug, index) =>
        (index % 2 ? other : handle)(
          {
            action: "persistEntry",
            params: {
              dataFiles: [
                {
                  path: home,
                  slug,
                  raw: homeRaw(base, (data) => {
                    data.hero.eyebrow = `Eyebrow ${slug}`;
                  }),
                },
              ],
              assets: [],
              expected: { [home]: idOf(base) },
              options: { collectionName: "pages", useWorkflow: true, status: "draft" },
            },
          },
          { member: editor },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    for (const slug of slugs) {
      expect(JSON.parse(onBranch(`cms/pages/${slug}`)).hero.eyebrow).toBe(`Eyebrow ${slug}`);
      await call("deleteUnpublishedEntry", { collection: "pages", slug });
    }
  });

  it("adds a new article on its own branch, published as a new file", async () => {
    const folder = "content/articles/blog";
    const model = git(repo.liveDir, "ls-files", folder).split("\n")[0] as string;
    const file = `${folder}/workflow-test-post.md`;
    const entry = { collection: "blog", slug: "workflow-test-post" };
    const saved = await call("persistEntry", {
      dataFiles: [{ path: file, slug: entry.slug, raw: liveFile(model) }],
      assets: [],
      expected: { [file]: null },
      options: { collectionName: entry.collection, useWorkflow: true, status: "pending_review" },
    });
    expect(saved.status).toBe(200);
    expect(existsSync(path.join(repo.liveDir, file))).toBe(false);
    const unpublished = (await call("unpublishedEntry", entry)).json as {
      status: string;
      diffs: { path: string; newFile: boolean }[];
    };
    expect(unpublished.status).toBe("pending_review");
    expect(unpublished.diffs).toEqual([expect.objectContaining({ path: file, newFile: true })]);
    await call("updateUnpublishedEntryStatus", { ...entry, newStatus: "pending_publish" });
    expect((await call("publishUnpublishedEntry", entry, publisher)).status).toBe(200);
    const title = /^title: .*$/m.exec(liveFile(model))?.[0] as string;
    expect(liveFile(file).split("\n")).toContain(title);
  });

  it("commits a save outside the workflow on the live branch at once", async () => {
    const base = liveFile();
    const answer = await call("persistEntry", {
      dataFiles: [
        {
          path: home,
          slug: homeEntry.slug,
          raw: homeRaw(base, (data) => {
            data.hero.eyebrow = "Straight to live";
          }),
        },
      ],
      assets: [],
      expected: { [home]: idOf(base) },
      options: { collectionName: "pages", commitMessage: "Update home" },
    });
    expect(answer.status).toBe(200);
    const head = git(repo.liveDir, "rev-parse", "main");
    expect((answer.json as { commit: string }).commit).toBe(head);
    expect(JSON.parse(fileAt(head)).hero.eyebrow).toBe("Straight to live");
    expect(git(repo.liveDir, "status", "--porcelain")).toBe("");
    expect(published.at(-1)?.commit).toBe(head);
  });

  it("puts back what a crash left half written when it opens again", async () => {
    writeFileSync(path.join(repo.liveDir, home), "half written");
    writeFileSync(path.join(repo.liveDir, "content/stray.json"), "{}");
    const again = await openContentRepo({ dataDir: path.join(dir, "data"), source: dir, remote });
    expect(git(again.liveDir, "status", "--porcelain")).toBe("");
    expect(existsSync(path.join(again.liveDir, "content/stray.json"))).toBe(false);
  });
});

describe("who may ask for what", () => {
  it("needs a publisher for what changes the live site, an editor for the rest", () => {
    const workflowSave = { action: "persistEntry", params: { options: { useWorkflow: true } } };
    expect(requiredRole(workflowSave)).toBe("editor");
    expect(requiredRole({ action: "persistEntry", params: { options: {} } })).toBe("publisher");
    expect(requiredRole({ action: "persistEntry", params: {} })).toBe("publisher");
    expect(requiredRole({ action: "publishUnpublishedEntry", params: {} })).toBe("publisher");
    expect(requiredRole({ action: "deleteFile", params: {} })).toBe("publisher");
    const status = (newStatus: string) =>
      requiredRole({ action: "updateUnpublishedEntryStatus", params: { newStatus } });
    expect([status("draft"), status("pending_review"), status("pending_publish")]).toEqual([
      "editor",
      "editor",
      "publisher",
    ]);
    expect(requiredRole({ action: "unpublishedEntries", params: {} })).toBe("editor");
  });
});

describe("the workflow's hostile corpus", () => {
  const badNames = [
    "..",
    "a..b",
    "a/b",
    "../x",
    "a\nb",
    "a\u0000b",
    "",
    ".hidden",
    "x.lock",
    "-rf",
    "a b",
    "x".repeat(200),
  ];
  it.each(badNames.map((name) => [JSON.stringify(name), name]))(
    "refuses %s as a collection or a slug, before any git command",
    async (_shown, name) => {
      for (const entry of [
        { collection: name, slug: "pages-home" },
        { collection: "pages", slug: name },
      ]) {
        for (const action of [
          "unpublishedEntry",
          "deleteUnpublishedEntry",
          "publishUnpublishedEntry",
          "entryChanges",
          "getNotes",
          "addNote",
        ])
          expect((await call(action, entry, publisher)).status).toBe(400);
        const save = await call("persistEntry", {
          dataFiles: [{ path: home, slug: entry.slug, raw: "{}" }],
          assets: [],
          expected: { [home]: null },
          options: { collectionName: entry.collection, useWorkflow: true, status: "draft" },
        });
        expect(save.status).toBe(400);
      }
    },
  );

  const badPaths = [
    "../../etc/passwd",
    "content/../package.json",
    "/etc/passwd",
    "package.json",
    "content\\x.json",
    "content/a\u0000.json",
  ];
  it.each(badPaths.map((file) => [JSON.stringify(file), file]))(
    "refuses %s as a file of a change, a history or a restore",
    async (_shown, file) => {
      expect([400, 403]).toContain((await call("entryHistory", { path: file })).status);
      expect([400, 403]).toContain(
        (await call("unpublishedEntryDataFile", { ...homeEntry, path: file })).status,
      );
      expect([400, 403]).toContain(
        (await call("unpublishedEntryMediaFile", { ...homeEntry, path: file })).status,
      );
      const head = git(repo.liveDir, "rev-parse", "main");
      expect([400, 403]).toContain(
        (await call("restoreRevision", { ...homeEntry, path: file, commit: head })).status,
      );
    },
  );

  it("refuses a revision that is not a published commit, and a save by nobody or a forged name", async () => {
    for (const commit of ["HEAD~1", "--all", "main", "0".repeat(40)])
      expect([400, 404]).toContain(
        (await call("restoreRevision", { ...homeEntry, path: home, commit })).status,
      );
    const base = liveFile();
    const params = {
      dataFiles: [{ path: home, slug: "pages-home", raw: base }],
      assets: [],
      expected: { [home]: idOf(base) },
      options: { collectionName: "pages", useWorkflow: true, status: "draft" },
    };
    expect((await handle({ action: "persistEntry", params })).status).toBe(401);
    expect(
      (
        await call("persistEntry", params, {
          name: "Eve\nSigned-off-by: x",
          email: "eve@example.com",
        })
      ).status,
    ).toBe(400);
    expect((await call("persistEntry", params, { name: "Eve", email: "eve <x@y>" })).status).toBe(
      401,
    );
    expect(
      (
        await call("persistEntry", {
          ...params,
          options: { ...params.options, status: "published" },
        })
      ).status,
    ).toBe(400);
    for (const body of [
      null,
      [],
      "text",
      { action: "persistEntry" },
      { action: "toString", params: {} },
    ])
      expect([400, 422]).toContain((await handle(body, { member: editor })).status);
    expect((await call("unpublishedEntries", {})).json).toEqual([]);
  });
});
