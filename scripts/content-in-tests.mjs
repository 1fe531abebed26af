// The guard behind "a test never hard-codes a word or figure an editor can change"
// (GUIDE.md, Standards): every sentence and price in the content files against every string a
// test types. A test that copies the hero headline or the Team plan's price fails the day a
// marketer edits it, and then every edit needs a developer; the test should read the value
// from the content file, or assert structure and behaviour. Run by
// scripts/content-in-tests.test.mjs in npm test and npm run check.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { parse as parseYaml } from "yaml";

/**
 * Strings a test must type on purpose though a content file holds them too, each with the
 * reason. Kept small: a test that checks what a page shows reads it from the content file.
 * `text` is compared as the guard compares (lower case, straight quotes, single spaces).
 */
export const allowed = [];

/** Where the tests live: unit tests next to the code, the build's checks and the browser's. */
const testFile = /(\.test\.(ts|tsx|mjs|js)$)|(^tests\/.*\.(ts|tsx|mjs|js)$)/;
const testRoots = ["app", "pipeline", "server", "scripts", "tests"];
const skipped = new Set(["node_modules", "build", ".react-router", "reports", "paraglide"]);

/** A sentence: four words or more, or 25 characters or more with a space in them. */
export function isSentence(text) {
  if (!/\p{L}/u.test(text) || !text.includes(" ")) return false;
  return text.split(" ").filter((word) => /\p{L}|\d/u.test(word)).length >= 4 || text.length >= 25;
}

/** An amount of money or a percentage, as written on a page: "$49", "€1,200", "99.9%". */
const figurePattern = /[$€£¥]\s?\d[\d,.]*|\d[\d,.]*\s?%/g;
const figuresIn = (text) =>
  [...text.matchAll(figurePattern)].map((m) => m[0].replace(/\s/g, "").replace(/[.,]$/, ""));

/** Lower case, straight quotes and dashes, single spaces: what a reader would call the same. */
export function normalize(text) {
  return text
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

function walk(root, folder, keep) {
  const found = [];
  const visit = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (skipped.has(entry.name) || entry.name.startsWith(".")) continue;
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) visit(child);
      else if (keep(child)) found.push(child);
    }
  };
  if (existsSync(path.join(root, folder))) visit(folder);
  return found.sort();
}

/** Every string leaf of parsed data, with its field: "hero.title", "plans[1].name". */
function leaves(data, field, into) {
  if (typeof data === "string" || typeof data === "number") into.push({ field, value: data });
  else if (Array.isArray(data))
    for (const [i, item] of data.entries()) leaves(item, `${field}[${i}]`, into);
  else if (data && typeof data === "object")
    for (const [key, value] of Object.entries(data))
      leaves(value, field ? `${field}.${key}` : key, into);
  return into;
}

/** The prose of a Markdown body, one sentence each: no code, no markup. */
function sentencesOfMarkdown(body) {
  return body
    .replace(/```[\s\S]*?```/g, "\n\n")
    .replace(/`[^`]*`/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_#>|]/g, " ")
    .split(/\n\s*\n|(?<=[.!?:])\s+/);
}

/**
 * What the editors write: each string of content/ (JSON, YAML, Markdown) with its file and
 * field, cut at {{references}} and {placeholders} (which a page fills in), and the figures
 * among them ("$49", "30%"), a plan's price among them.
 */
export function contentTexts(root) {
  const sentences = [];
  const figures = [];
  for (const file of walk(root, "content", (name) => /\.(json|ya?ml|md)$/.test(name))) {
    const raw = readFileSync(path.join(root, file), "utf8");
    let found = [];
    if (file.endsWith(".md")) {
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
      if (match) leaves(parseYaml(match[1] ?? ""), "", found);
      for (const sentence of sentencesOfMarkdown(match ? (match[2] ?? "") : raw))
        found.push({ field: "body", value: sentence });
    } else {
      found = leaves(file.endsWith(".json") ? JSON.parse(raw) : parseYaml(raw), "", []);
    }
    for (const { field, value } of found) {
      if (typeof value === "number") {
        // A price is stored as a number and shown as "$49".
        if (/price/i.test(field) && value > 0) figures.push({ file, field, figure: `$${value}` });
        continue;
      }
      // The figures of an article's prose ("100%") are everywhere; a page's are its own.
      if (field !== "body")
        for (const figure of figuresIn(value)) figures.push({ file, field, figure });
      for (const piece of value.split(/\{\{[^}]*\}\}|\{[^}]*\}/)) {
        const text = normalize(piece);
        if (isSentence(text)) sentences.push({ file, field, text });
      }
    }
  }
  return { sentences, figures };
}

/** The source of a regular expression as the text it matches, near enough: "\$49" is "$49". */
const regexText = (source) =>
  source
    .replace(/^\/|\/[a-z]*$/g, "")
    .replace(/\\s[+*]?|\\n/g, " ")
    .replace(/\\(.)/g, "$1");

/** Every string a test file types (quotes, templates between their ${}, regular expressions). */
export function literalsOf(file, source) {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  // A test's own name (describe, it, test, test.step) says what it checks; it asserts nothing.
  const names = new Set();
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      /^(describe|it|test)(\.\w+)*$|\.step$/.test(node.expression.getText(tree)) &&
      node.arguments[0]
    )
      names.add(node.arguments[0]);
    if (names.has(node)) return;
    let text;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    )
      text = node.text;
    else if (ts.isRegularExpressionLiteral(node)) text = regexText(node.text);
    if (text?.trim()) {
      const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
      found.push({ line, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The test files of the project at `root`, relative to it. */
export function testFiles(root) {
  return testRoots.flatMap((folder) =>
    walk(root, folder, (name) => testFile.test(name) && !name.endsWith(".d.ts")),
  );
}

/**
 * Each place a test types a sentence or a figure of the content files: "test file:line"
 * with the content file and field it copies. [] when the tests follow the content.
 */
export function contentCopiedInTests(root, { allow = allowed } = {}) {
  const { sentences, figures } = contentTexts(root);
  // One text to look in first: most literals are in no content file at all.
  const haystack = `\u0000${sentences.map((s) => s.text).join("\u0000")}\u0000`;
  const byFigure = new Map();
  for (const entry of figures) {
    const list = byFigure.get(entry.figure) ?? [];
    list.push(entry);
    byFigure.set(entry.figure, list);
  }
  const longest = Math.max(0, ...sentences.map((s) => s.text.length));
  const isAllowed = (file, text) =>
    allow.some((entry) => entry.file === file && normalize(entry.text) === text);
  const copies = [];
  for (const file of testFiles(root)) {
    const source = readFileSync(path.join(root, file), "utf8");
    for (const { line, text: raw } of literalsOf(file, source)) {
      const text = normalize(raw);
      if (isAllowed(file, text)) continue;
      const where = (entry, what) =>
        `${file}:${line} types ${JSON.stringify(what)}, which ${entry.file} holds at ${entry.field}`;
      // The test's sentence is all or part of a content sentence...
      if (isSentence(text) && haystack.includes(text)) {
        const entry = sentences.find((s) => s.text.includes(text));
        if (entry) copies.push(where(entry, raw.trim()));
        continue;
      }
      // ...or a content sentence is part of a longer string of the test's (a diff, a page).
      if (text.length >= 25 && text.length <= longest * 4) {
        const entry = sentences.find((s) => s.text.length <= text.length && text.includes(s.text));
        if (entry) {
          copies.push(where(entry, entry.text));
          continue;
        }
      }
      for (const figure of figuresIn(raw)) {
        const entry = byFigure.get(figure)?.[0];
        if (entry) copies.push(where(entry, figure));
      }
    }
  }
  return copies;
}
