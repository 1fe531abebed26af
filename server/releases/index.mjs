// The site's releases (see publisher.mjs): the queue of publishes, the releases kept, and the
// switch the server answers from. Routes: routes.mjs.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openReleases } from "./publisher.mjs";

export { openReleases, PublishError, RELEASE_DEFAULTS } from "./publisher.mjs";
export { registerReleases } from "./routes.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The releases of the server `npm start` runs, or undefined when they are off: a server on a
 * PostgreSQL server (a fleet, perhaps) needs RELEASES_DIR, a folder every instance shares,
 * since each instance serves the release the database names live from that folder.
 */
export async function openReleasesFor({
  database,
  buildDir,
  releasesDir,
  dataDir,
  keep,
  previewsKeep,
  log,
}) {
  if (!releasesDir && database.kind === "postgres") return undefined;
  const deployed = spawnSync("git", ["-C", repoRoot, "rev-parse", "HEAD"], { encoding: "utf8" });
  return openReleases({
    db: database.db,
    dir: path.resolve(releasesDir ?? path.join(dataDir, "releases")),
    deployedBuild: buildDir,
    deployedCommit: deployed.status === 0 ? deployed.stdout.trim() : undefined,
    settings: { keep, ...(previewsKeep ? { previewsKeep } : {}) },
    log,
  });
}
