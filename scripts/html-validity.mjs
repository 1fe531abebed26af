// Checks HTML with the W3C Nu Html Checker (vnu.jar, from the vnu-jar package) and tells
// what it finds as "page, line, message" sentences. One JVM reads every page: a JVM's start
// and warm-up are most of what checking one page costs (docs/decisions/032).
import { spawn } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { filesUnder } from "../server/files-under.mjs";

/**
 * @typedef {{ type: string, subType?: string, url?: string, message: string,
 *   firstLine?: number, lastLine?: number, firstColumn?: number, lastColumn?: number,
 *   extract?: string, hiliteStart?: number, hiliteLength?: number }} VnuMessage
 * @typedef {{ version?: string, messages: VnuMessage[] }} VnuReport
 */

/** vnu.jar, as the vnu-jar package ships it (the package's export is the jar's path). */
export const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

/** The oldest Java vnu.jar runs on. */
export const MINIMUM_JAVA = 17;

/** What to do when there is no Java. */
export const installJava = `Install a Java runtime, version ${MINIMUM_JAVA} or newer (Debian: apt-get install default-jre-headless), or set JAVA_HOME to one.`;

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The `java` to run: JAVA_HOME's if set, else the first on PATH; undefined when none. */
export function findJava(env = process.env) {
  const folders = [
    ...(env.JAVA_HOME ? [path.join(env.JAVA_HOME, "bin")] : []),
    ...(env.PATH ?? "").split(path.delimiter).filter(Boolean),
  ];
  return folders.map((folder) => path.join(folder, "java")).find(isExecutable);
}

/**
 * The major version of the Java at `java` (17 for "17.0.15"), read from the `release` file
 * of the runtime it belongs to, without starting a JVM; undefined when there is none.
 */
export function javaMajorVersion(java) {
  const release = path.join(path.dirname(path.dirname(realpathSync(java))), "release");
  if (!existsSync(release)) return undefined;
  const version = readFileSync(release, "utf8").match(/^JAVA_VERSION="(\d+)(?:\.(\d+))?/m);
  if (!version) return undefined;
  // Java 8 and older call themselves 1.8.
  return Number(version[1]) === 1 ? Number(version[2]) : Number(version[1]);
}

/** Every HTML file below `root` (build/client): each page, 404 page and article the build writes. */
export function htmlFilesUnder(root) {
  return filesUnder(root).filter((file) => file.endsWith(".html"));
}

/**
 * The JVM's options. vnu's work is one short run, over before the optimizing compiler
 * pays for itself: with the quick compiler alone (TieredStopAtLevel=1) and the serial
 * collector, the check of 201 pages took 6-8 s of CPU and 220 MB against 12-14 s and up to
 * 550 MB, with the same messages. That compiler's frames are larger, and vnu's schema
 * check recurses deeply: the default 1 MB thread stack overflowed, so it gets 8 MB.
 */
const JVM_OPTIONS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss8m"];

/**
 * vnu's arguments: its JSON report on stdout, errors only (warnings and notes are not
 * failures, and without language detection, which only ever warns, they cost nothing).
 */
export const vnuArguments = (files) => [
  ...JVM_OPTIONS,
  "-jar",
  vnuJar,
  "--errors-only",
  "--no-langdetect",
  "--format",
  "json",
  "--stdout",
  ...files,
];

/**
 * Runs vnu once over `files` (absolute paths) and resolves to its report,
 * `{ messages: [{ type, url, lastLine, firstColumn, message, extract, ... }] }`. Rejects,
 * with what Java wrote, when vnu gives no report (no Java, a Java too old, a crash).
 * @param {string[]} files
 * @param {{ java?: string }} [options]
 * @returns {Promise<VnuReport>}
 */
export function runVnu(files, { java = findJava() } = {}) {
  if (!java)
    return Promise.reject(new Error(`No Java found to run the Nu Html Checker. ${installJava}`));
  // vnu passes over a file it cannot open without a word: a missing page would pass.
  const unreadable = files.filter((file) => !existsSync(file) || !statSync(file).isFile());
  if (unreadable.length > 0)
    return Promise.reject(new Error(`No such file to check: ${unreadable.join(", ")}`));
  return new Promise((resolve, reject) => {
    const child = spawn(java, vnuArguments(files), { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", (error) => reject(new Error(`Could not run ${java}: ${error.message}`)));
    child.on("close", (status) => {
      try {
        const report = JSON.parse(stdout);
        if (!Array.isArray(report.messages)) throw new Error("no messages in its report");
        resolve(report);
      } catch {
        reject(
          new Error(
            `The Nu Html Checker gave no report (${java} exited with ${status}):\n${stderr || stdout}`,
          ),
        );
      }
    });
  });
}

/**
 * A checked file's name in a problem: its page's path and its file under `root`
 * ("/contact (contact/index.html)", "/de/404.html"), or the file's own path outside it.
 */
export function pageOf(file, root) {
  const relative = path.relative(root, file).split(path.sep).join("/");
  if (relative.startsWith("../") || path.isAbsolute(relative)) return file;
  if (relative === "index.html") return `/ (${relative})`;
  if (relative.endsWith("/index.html")) return `/${path.posix.dirname(relative)} (${relative})`;
  return `/${relative}`;
}

const EXCERPT_LENGTH = 120;

/**
 * vnu's report as one sentence per message: the page, the line and column, the message,
 * and the markup it points at ("/contact (contact/index.html), line 1, column 20521:
 * Attribute “readonly” not allowed on element “input” at this point. At: <input …>").
 * Every message counts: vnu ran with --errors-only, so each is an error or a file it could
 * not read.
 * @param {VnuReport} report
 * @param {string} root
 * @returns {string[]}
 */
export function describeReport(report, root) {
  return report.messages.map((message) => {
    const where = message.url?.startsWith("file:")
      ? pageOf(fileURLToPath(message.url), root)
      : (message.url ?? "vnu");
    // vnu leaves out firstLine and firstColumn where they are lastLine's and lastColumn's.
    const line = message.firstLine ?? message.lastLine;
    const column = message.firstColumn ?? message.lastColumn;
    const position = line ? `, line ${line}${column ? `, column ${column}` : ""}` : "";
    const { extract, hiliteStart, hiliteLength } = message;
    const marked = (
      typeof extract === "string" && Number.isInteger(hiliteStart) && hiliteLength > 0
        ? extract.slice(hiliteStart, hiliteStart + hiliteLength)
        : extract
    )
      ?.replace(/\s+/g, " ")
      .trim();
    const excerpt = marked
      ? ` At: ${marked.length > EXCERPT_LENGTH ? `${marked.slice(0, EXCERPT_LENGTH)}…` : marked}`
      : "";
    return `${where}${position}: ${message.message}${excerpt}`;
  });
}
