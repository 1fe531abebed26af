// `npm run edit`: the content editor (Decap CMS) on http://127.0.0.1:3001 over this working
// tree, or over CONTENT_ROOT (the end-to-end test's copy). EDIT_PORT picks the port. Decap's
// own bundle is fetched the first time (scripts/ensure-decap.mjs). The preview bundle is
// built first when any of its sources is newer than it (about 10 s), into
// node_modules/.cache/editor-preview, never into the site's build; an editor started while
// another builds it waits for that build. Stops on Ctrl+C.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { build, runnerImport } from "vite";
import { buildOnce } from "./build-once.mjs";
import { ensureDecapBundleOrExit } from "./ensure-decap.mjs";

const started = performance.now();
const port = Number(process.env.EDIT_PORT ?? 3001);
const root = path.resolve(process.env.CONTENT_ROOT ?? process.cwd());
const workflow = process.argv.includes("--workflow");
const previewDir = path.resolve("node_modules/.cache/editor-preview");
/**
 * What the preview bundle is made from: the files its build read (inputs.json, written beside
 * it) and the folders and files its build steps read as they run (the messages, the API's
 * description, the stylesheet's and icons' sources), so a file added to any of them counts too.
 * No content file is built into it: each drawing asks the editor for the files as they are
 * (server/editor/preview-state.ts).
 */
const previewSources = [
  "app",
  "server/editor/preview",
  "pipeline",
  "messages",
  "project.inlang",
  "openapi.yaml",
  "package-lock.json",
];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`EDIT_PORT must be a port number, not ${process.env.EDIT_PORT}`);
  process.exit(1);
}

ensureDecapBundleOrExit();

const bundle = path.join(previewDir, "preview.js");
const inputsFile = path.join(previewDir, "inputs.json");
/** Why the preview bundle in place must be built again, or null when it is up to date. */
function stalePreview() {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return "there is none";
  const built = statSync(bundle).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, "utf8"));
  const changed = [...previewSources, ...inputs].find((source) => newest(source) > built);
  return changed ? `${changed} changed` : null;
}

// One editor builds it at a time (scripts/build-once.mjs); one started meanwhile waits and
// serves that build. (Two builds are not the same files: the preview's JSX names its sources
// by absolute path, so a build over the browser tests' copy of the tree has other chunk names,
// and put in place under a running editor it took away the files its open page loaded.)
await buildOnce({
  lock: `${previewDir}.lock`,
  stale: () => Boolean(stalePreview()),
  onWait: () => console.log("Waiting for the preview another editor is building..."),
  build: async () => {
    console.log("Building the preview (the site's components with live content)...");
    const { module } = await runnerImport("./server/editor/preview/preview.vite.config.ts");
    // Built aside, then put in place at once: an editor already running keeps serving whole
    // files meanwhile.
    const aside = `${previewDir}-${process.pid}`;
    const config = module.default();
    await build({ ...config, build: { ...config.build, outDir: aside } });
    rmSync(previewDir, { recursive: true, force: true });
    renameSync(aside, previewDir);
  },
});

// `--workflow`: the live site's way of working (docs/decisions/041), over a content repository
// under DATA_DIR (default data/) made from this checkout's last commit: each change is a
// draft on its own branch, committed by you (git config user.name and user.email), reviewed
// and published from the editor's Workflow tab.
let backend;
let editedRoot = root;
if (workflow) {
  const { execFileSync } = await import("node:child_process");
  const gitConfig = (key) => {
    try {
      return execFileSync("git", ["config", key], { cwd: root, encoding: "utf8" }).trim();
    } catch {
      return "";
    }
  };
  const { module: contentRepo } = await runnerImport("./server/editor/content-repo.ts");
  const { module: workflowBackend } = await runnerImport("./server/editor/workflow.ts");
  const dataDir = path.resolve(process.env.DATA_DIR || "data");
  const repo = await contentRepo.openContentRepo(
    contentRepo.contentRepoOptionsFromEnv(process.env, dataDir, root),
  );
  const member = {
    name: gitConfig("user.name") || "Local editor",
    email: gitConfig("user.email") || "editor@localhost",
  };
  backend = workflowBackend.createRepoBackend({ repo, member });
  editedRoot = repo.liveDir;
}

const { module: server } = await runnerImport("./server/editor/editor-server.ts");
const app = server.createEditorServer({ root: editedRoot, previewDir, port, backend });
try {
  await app.listen({ host: "127.0.0.1", port });
} catch (error) {
  console.error(
    error.code === "EADDRINUSE"
      ? `Port ${port} is busy: stop what uses it, or start with EDIT_PORT=<another port>.`
      : error.message,
  );
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `The editor is ready in ${seconds} s: http://127.0.0.1:${port}/ (editing ${editedRoot})`,
);
if (workflow)
  console.log(
    `Changes are saved as drafts on branches of ${editedRoot} (made from ${root}'s last commit) and published to its ${process.env.CONTENT_GIT_BRANCH || "main"} branch.`,
  );
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => app.close().then(() => process.exit(0)));
