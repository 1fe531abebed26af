import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import {
  describeReport,
  findJava,
  htmlFilesUnder,
  javaMajorVersion,
  pageOf,
  runVnu,
  vnuArguments,
  vnuJar,
} from "./html-validity.mjs";

const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function folder() {
  const made = mkdtempSync(path.join(tmpdir(), "html-validity-"));
  folders.push(made);
  return made;
}

/**
 * vnu 26.9.27's report, exactly as it wrote it, for a planted document at
 * /srv/build/client/resources/webinars/index.html:
 *
 *   <dl><div><svg aria-hidden="true"></svg><dt>Date</dt><dd>Today</dd></div></dl>      (line 6)
 *   <button type="button" aria-expanded="false" popovertarget="menu">Menu</button>    (line 7)
 *
 * and for a 404 page of no doctype, and a document it could not fetch.
 */
const plantedReport = {
  version: "26.9.27 (c6ba02c)",
  messages: [
    {
      type: "error",
      url: "file:/srv/build/client/resources/webinars/index.html",
      lastLine: 6,
      lastColumn: 33,
      firstColumn: 10,
      message:
        "Element “svg” not allowed as child of element “div” in this context. (Suppressing further errors from this subtree.)",
      extract: '\n<dl><div><svg aria-hidden="true"></svg>',
      hiliteStart: 10,
      hiliteLength: 24,
    },
    {
      type: "error",
      url: "file:/srv/build/client/resources/webinars/index.html",
      lastLine: 7,
      lastColumn: 65,
      firstColumn: 1,
      message:
        "The “aria-expanded” attribute must not be used on any element which has a “popovertarget” attribute.",
      extract: 'div></dl>\n<button type="button" aria-expanded="false" popovertarget="menu">Menu</',
      hiliteStart: 10,
      hiliteLength: 65,
    },
    {
      type: "error",
      url: "file:/srv/build/client/de/404.html",
      lastLine: 1,
      lastColumn: 1,
      message: "End of file seen without seeing a doctype first. Expected “<!DOCTYPE html>”.",
      extract: "\n",
      hiliteStart: 0,
      hiliteLength: 1,
    },
    { type: "non-document-error", subType: "io", message: "HTTP resource not retrievable." },
  ],
};

test("vnu's report of a planted document reads as page, line, column, message and the markup", () => {
  expect(describeReport(plantedReport, "/srv/build/client")).toEqual([
    '/resources/webinars (resources/webinars/index.html), line 6, column 10: Element “svg” not allowed as child of element “div” in this context. (Suppressing further errors from this subtree.) At: <svg aria-hidden="true">',
    '/resources/webinars (resources/webinars/index.html), line 7, column 1: The “aria-expanded” attribute must not be used on any element which has a “popovertarget” attribute. At: <button type="button" aria-expanded="false" popovertarget="menu">',
    "/de/404.html, line 1, column 1: End of file seen without seeing a doctype first. Expected “<!DOCTYPE html>”.",
    "vnu: HTTP resource not retrievable.",
  ]);
  expect(describeReport({ messages: [] }, "/srv/build/client")).toEqual([]);
});

test("a long piece of markup is cut, and a page outside the build is named by its file", () => {
  const [problem] = describeReport(
    {
      messages: [
        {
          type: "error",
          url: "file:/tmp/planted.html",
          lastLine: 3,
          message: "Bad value.",
          extract: `<p class="${"x".repeat(200)}">`,
          hiliteStart: 0,
          hiliteLength: 212,
        },
      ],
    },
    "/srv/build/client",
  );
  expect(problem).toBe(`/tmp/planted.html, line 3: Bad value. At: <p class="${"x".repeat(110)}…`);
});

test("pages are named by their path, the home page and not-found pages too", () => {
  const root = "/srv/build/client";
  expect(pageOf(`${root}/index.html`, root)).toBe("/ (index.html)");
  expect(pageOf(`${root}/ja/resources/blog/x/index.html`, root)).toBe(
    "/ja/resources/blog/x (ja/resources/blog/x/index.html)",
  );
  expect(pageOf(`${root}/404.html`, root)).toBe("/404.html");
});

test("the pages to check are every .html file of the build, at any depth, and nothing else", () => {
  const root = folder();
  for (const file of ["index.html", "404.html", "de/404.html", "resources/blog/a/index.html"]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "<!doctype html>");
  }
  writeFileSync(path.join(root, "index.html.br"), "");
  writeFileSync(path.join(root, "sitemap.xml"), "");
  expect(htmlFilesUnder(root).sort()).toEqual([
    "404.html",
    "de/404.html",
    "index.html",
    "resources/blog/a/index.html",
  ]);
});

test("one JVM over every file, with vnu's JSON report on stdout and errors only", () => {
  const args = vnuArguments(["/a/index.html", "/b/index.html"]);
  expect(args.slice(args.indexOf("-jar"))).toEqual([
    "-jar",
    vnuJar,
    "--errors-only",
    "--no-langdetect",
    "--format",
    "json",
    "--stdout",
    "/a/index.html",
    "/b/index.html",
  ]);
  expect(vnuJar).toMatch(/vnu\.jar$/);
});

test("a missing file, a missing Java or a Java that writes no report is an error that says so", async () => {
  const root = folder();
  const page = path.join(root, "index.html");
  writeFileSync(page, "<!doctype html>");
  await expect(runVnu([page, path.join(root, "gone.html")], { java: "/bin/true" })).rejects.toThrow(
    `No such file to check: ${path.join(root, "gone.html")}`,
  );
  await expect(runVnu([page], { java: path.join(root, "no-java") })).rejects.toThrow(
    /Could not run .*no-java/,
  );
  // Node in Java's place refuses the JVM's options: what it wrote is in the error.
  await expect(runVnu([page], { java: process.execPath })).rejects.toThrow(
    /gave no report .*exited with \d+\):\n.*-XX:TieredStopAtLevel=1/,
  );
});

test("Java is found in JAVA_HOME before PATH, and its version read from its runtime's release file", () => {
  const runtime = (version) => {
    const home = folder();
    mkdirSync(path.join(home, "bin"));
    writeFileSync(path.join(home, "bin/java"), "#!/bin/sh\n");
    chmodSync(path.join(home, "bin/java"), 0o755);
    writeFileSync(path.join(home, "release"), `IMPLEMENTOR="Debian"\nJAVA_VERSION="${version}"\n`);
    return home;
  };
  const seventeen = runtime("17.0.15");
  const eight = runtime("1.8.0_392");
  const onPath = { PATH: ["/nowhere", path.join(eight, "bin")].join(path.delimiter) };
  expect(findJava(onPath)).toBe(path.join(eight, "bin/java"));
  expect(findJava({ ...onPath, JAVA_HOME: seventeen })).toBe(path.join(seventeen, "bin/java"));
  expect(findJava({ PATH: "/nowhere" })).toBeUndefined();
  expect(javaMajorVersion(path.join(seventeen, "bin/java"))).toBe(17);
  expect(javaMajorVersion(path.join(eight, "bin/java"))).toBe(8);
});
