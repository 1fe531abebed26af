// `npm run bench:publish`: how long a one-line headline change takes from publishing to live,
// through the server's own queue (server/releases): the checkout of the commit, the content
// check, the real `npm run build`, the switch. Runs on a clone of this repository's HEAD and
// a throwaway database and releases folder; prints each run's stages and the median.
// --runs=N (default 3).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../server/db/database.mjs";
import { openReleases } from "../server/releases/publisher.mjs";
import { makeFixtureBuild } from "../tests/support/fixture-build.mjs";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const runs = Number(/^--runs=(\d+)$/.exec(process.argv[2] ?? "")?.[1] ?? 3);
const HOME = "content/pages/home.json";

const work = mkdtempSync(path.join(tmpdir(), "flowboard-bench-publish-"));
const clone = path.join(work, "content-repo");
execFileSync("git", ["clone", "-q", "--shared", repoRoot, clone]);
const git = (...args) => execFileSync("git", ["-C", clone, ...args], { encoding: "utf8" }).trim();
const fixture = await makeFixtureBuild();
const database = await openDatabase({ url: "", dataDir: ":memory:" });
const releases = await openReleases({
  db: database.db,
  dir: path.join(work, "releases"),
  deployedBuild: fixture.buildDir,
  settings: { pollMs: 100 },
});
releases.start();

const original = JSON.parse(readFileSync(path.join(clone, HOME), "utf8")).hero.title;
const words = original.split(" ");
const seconds = (ms) => (ms / 1000).toFixed(1);
/**
 * CPU seconds of this process's finished children (the checks and builds), from Linux's
 * /proc: what a run costs whatever else the machine is doing.
 */
function childCpuSeconds() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}
const results = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    // A one-line change: the headline's words turned by `run` places.
    const file = path.join(clone, HOME);
    const data = JSON.parse(readFileSync(file, "utf8"));
    data.hero.title = [...words.slice(run % words.length), ...words.slice(0, run % words.length)]
      .join(" ")
      .trim();
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    git(
      "-c",
      "user.name=Bench",
      "-c",
      "user.email=bench@flowboard.example",
      "commit",
      "-qam",
      "Headline",
    );
    const commit = git("rev-parse", "HEAD");
    const load = loadavg()[0].toFixed(1);
    const cpuBefore = childCpuSeconds();
    const started = performance.now();
    const queued = await releases.enqueuePublish({ commit, by: "bench", source: clone });
    let release;
    for (;;) {
      release = await releases.get(queued.id);
      if (release.state === "live" || release.state === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const total = performance.now() - started;
    if (release.state === "failed") throw new Error(`Run ${run} failed:\n${release.error}`);
    const html = releases.site.pages.get("/").variants.identity.body.toString();
    if (!html.includes(`>${data.hero.title}</h1>`))
      throw new Error("The new headline is not live.");
    results.push(total);
    const cpu = (childCpuSeconds() - cpuBefore).toFixed(1);
    console.log(
      `run ${run}: live in ${seconds(total)} s (check ${seconds(release.durations.checking)} s, build and switch ${seconds(release.durations.building)} s; ${cpu} s of CPU in the check and build; load average ${load} on ${cpus().length} cores)`,
    );
  }
  const sorted = [...results].sort((a, b) => a - b);
  console.log(
    `median of ${runs}: ${seconds(sorted[Math.floor((runs - 1) / 2)])} s from publish to live`,
  );
} finally {
  await releases.stop();
  await database.close();
  await fixture.cleanup();
  rmSync(work, { recursive: true, force: true });
}
