// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestPglite } from "../../tests/support/databases.mjs";
import { makeFixtureBuild } from "../../tests/support/fixture-build.mjs";
import { openReleases } from "./publisher.mjs";

// The one test that publishes through the real content check and the real `npm run build`
// (half a minute or more): a commit with a headline too long is refused by the check naming
// the file and the field, and a commit with a new headline goes live with its own assets.
vi.setConfig({ testTimeout: 600_000 });

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const HOME = "content/pages/home.json";

let work;
let clone;
let fixture;
let database;
let releases;

const git = (...args) => execFileSync("git", ["-C", clone, ...args], { encoding: "utf8" }).trim();

/** Commits the home page with `change` applied to its data; the commit's id. */
function commitHome(change) {
  const file = path.join(clone, HOME);
  const data = JSON.parse(readFileSync(file, "utf8"));
  change(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  git("-c", "user.name=Test", "-c", "user.email=test@flowboard.example", "commit", "-qam", "edit");
  return git("rev-parse", "HEAD");
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "flowboard-real-release-"));
  clone = path.join(work, "content-repo");
  // The repository as it is committed, as the content repository of the live site.
  execFileSync("git", ["clone", "-q", "--shared", repoRoot, clone]);
  fixture = await makeFixtureBuild();
  database = await openTestPglite();
  releases = await openReleases({
    db: database.db,
    dir: path.join(work, "releases"),
    deployedBuild: fixture.buildDir,
  });
});

afterAll(async () => {
  await releases?.stop();
  await database?.close();
  await fixture?.cleanup();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("a publish through the real check and build", () => {
  it("refuses a broken field by file, field and rule, and makes a new headline live", async () => {
    const live = releases.liveSite.currentId;
    const original = JSON.parse(readFileSync(path.join(clone, HOME), "utf8")).hero.title;

    const broken = commitHome((data) => {
      data.hero.title = `${original} `.repeat(3).trim();
    });
    const refused = await releases.enqueuePublish({ commit: broken, by: "test", source: clone });
    await releases.drain();
    const failed = await releases.get(refused.id);
    expect(failed.state).toBe("failed");
    expect(failed.error).toMatch(
      /^The content check failed:\ncontent\/pages\/home\.json: hero\.title: \S/,
    );
    expect(failed.durations.building).toBeUndefined();
    expect(releases.liveSite.currentId).toBe(live);

    // The same words in another order: a new headline the spell check knows.
    const words = original.split(" ");
    const headline = [...words.slice(1), words[0]].join(" ");
    const changed = commitHome((data) => {
      data.hero.title = headline;
    });
    const queued = await releases.enqueuePublish({ commit: changed, by: "test", source: clone });
    await releases.drain();
    const published = await releases.get(queued.id);
    expect(published, published.error).toMatchObject({ state: "live", live: true });
    const html = releases.site.pages.get("/").variants.identity.body.toString();
    expect(html).toContain(`>${headline}</h1>`);
    // Every asset the page names is served, from the same release.
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"#?]+)/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(releases.liveSite.currentSite.files.has(asset)).toBe(true);
  });
});
