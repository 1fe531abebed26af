// `node scripts/check-content.mjs [root]`: the content check a publish runs before its build
// (pipeline/content/check-all.ts), on the working tree or on `root`. Prints each problem as
// "file: field: rule" and exits 1 when there is one.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = path.resolve(process.argv[2] ?? process.cwd());
const here = path.dirname(fileURLToPath(import.meta.url));
const { module } = await runnerImport(path.join(here, "../pipeline/content/check-all.ts"), {
  root: path.join(here, ".."),
  configFile: false,
  logLevel: "error",
});
const problems = module.contentProblems(root);
if (problems.length) {
  console.error(`Content has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("The content passes its check.");
