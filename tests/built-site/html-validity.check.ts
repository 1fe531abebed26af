import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, test } from "vitest";
import { prefixedLocales } from "../../app/lib/locales.js";
import { articlePagePaths } from "../../pipeline/articles/collection";
import { describeReport, htmlFilesUnder, runVnu } from "../../scripts/html-validity.mjs";
import { buildRoot, clientRootOf } from "../../server/build-paths.mjs";

/**
 * Every HTML file the build writes (each page in each language, the articles written in
 * Markdown, the not-found pages, the team's pages) is valid HTML by the W3C Nu Html Checker,
 * read by one JVM (scripts/html-validity.mjs, docs/decisions/032-html-validation.md).
 */

const clientDir = clientRootOf(path.resolve(process.env.BUILD_DIR ?? buildRoot));
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const files = htmlFilesUnder(clientDir).sort();

// A document with a known error, checked in the same run: a run that reported nothing for
// it would have read nothing.
const plantedFolder = mkdtempSync(path.join(tmpdir(), "html-validity-"));
const planted = path.join(plantedFolder, "planted.html");
writeFileSync(
  planted,
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Planted</title></head>
<body><dl><div><svg></svg><dt>Date</dt><dd>Today</dd></div></dl></body></html>`,
);
afterAll(() => rmSync(plantedFolder, { recursive: true, force: true }));

test("the checked files are every page, article and not-found page the build writes", () => {
  const routes = new Set(
    files.map((file) => `/${file.replace(/(^|\/)index\.html$/, "")}`.replace(/(.)\/$/, "$1")),
  );
  const articles = articlePagePaths(repoRoot);
  expect(articles.length).toBeGreaterThan(0);
  expect(articles.filter((route) => !routes.has(route))).toEqual([]);
  const notFound = prefixedLocales.map(({ prefix }) => `${prefix.slice(1)}/404.html`);
  expect(files).toEqual(expect.arrayContaining(["index.html", "404.html", ...notFound]));
});

// One JVM for every page: its start and warm-up are most of its time. The ceiling is for a
// hang; the check takes about 5 s of CPU (docs/decisions/032).
test("every built page is valid HTML by the Nu Html Checker", { timeout: 300_000 }, async () => {
  const report = await runVnu([...files.map((file) => path.join(clientDir, file)), planted]);
  const problems = describeReport(report, clientDir);
  const plantedProblems = problems.filter((problem) => problem.startsWith(planted));
  expect(plantedProblems).toEqual([
    `${planted}, line 2, column 16: Element “svg” not allowed as child of element “div” in this context. (Suppressing further errors from this subtree.) At: <svg>`,
  ]);
  expect(problems.filter((problem) => !problem.startsWith(planted))).toEqual([]);
});
