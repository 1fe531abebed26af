// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * The Hebrew pages are the same pages read right to left (issue 48): they mirror because
 * every side in app/ is a logical one (start/end), never a physical one (left/right). This
 * reads every source file of the public site (the team's admin pages are English only) and
 * names each physical utility class, inline style or CSS property it finds, so a change
 * that brings one back fails here rather than on a Hebrew page nobody looked at.
 *
 * A physical side that is meant (a drag preview placed at the pointer's x, say) is written
 * with an `ltr:`/`rtl:` variant or listed in ALLOWED with its reason.
 */

const APP = fileURLToPath(new URL("..", import.meta.url));
const ROOT = join(APP, "..");

/** Tailwind's value forms: a number or fraction, a keyword, or an arbitrary value. */
const VALUE = String.raw`(?:\d+(?:\.\d+)?(?:\/\d+)?|px|auto|full|\[[^\]\s]+\]|\([^)\s]+\))`;
/** Variants before a class (`sm:`, `hover:`, `group-data-[x]:`), and Tailwind's `!`. */
const VARIANTS = String.raw`((?:[\w@*\[\]&=.\/-]+:)*)!?`;

const PHYSICAL_CLASSES = [
  // margins, paddings, scroll margins and positions on a side: ms-/me-/ps-/pe-/start-/end-
  `-?(?:m|p|scroll-m|scroll-p)[lr]-${VALUE}`,
  `-?(?:left|right)-${VALUE}`,
  // borders and corners of a side: border-s/-e, rounded-s/-e/-ss/-se/-es/-ee
  String.raw`border-[lr](?:-[\w\[\]\/.#%()-]+)?`,
  String.raw`rounded-(?:[lr]|tl|tr|bl|br)(?:-[\w\[\]\/.]+)?`,
  // alignment and floats: text-start/-end, float-start/-end
  `(?:text|float|clear)-(?:left|right)`,
  // the reversed order a physical row needed: a logical row needs none
  `(?:space|divide)-x-reverse`,
];

const CLASS_PATTERN = new RegExp(
  String.raw`(?<![\w:/-])${VARIANTS}(${PHYSICAL_CLASSES.join("|")})(?![\w/-])`,
  "g",
);

/** React inline styles with a physical side: marginInlineStart, insetInlineStart, textAlign "start". */
const STYLE_PATTERN =
  /(?<![\w.-])((?:margin|padding|border)(?:Left|Right)\w*|(?:left|right)(?=\s*:\s*[`"'\d\w])|textAlign\s*:\s*["'](?:left|right)["']|float\s*:\s*["'](?:left|right)["'])/g;

/** CSS declarations with a physical side: margin-inline-start, inset-inline-end, text-align: start. */
const CSS_PATTERN =
  /(?<![\w-])((?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)[\w-]*|border-(?:top|bottom)-(?:left|right)-radius|(?:left|right)(?=\s*:)|(?:text-align|float|clear)\s*:\s*(?:left|right))/g;

/** Physical sides that are meant, by file, with the reason. */
const ALLOWED: Record<string, { token: string; why: string }[]> = {
  "app/components/ui/tooltip-layer.tsx": [
    { token: "left", why: "a layer stretched over all four borders: each side maps to itself" },
    { token: "right", why: "a layer stretched over all four borders: each side maps to itself" },
  ],
};

type Finding = { line: number; token: string };

/** Comments name classes in prose ("the left column"): only code is read. */
function withoutComments(source: string) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
    .replace(/(^|[\s;{}])\/\/[^\n]*/g, (comment, before: string) =>
      before.padEnd(comment.length, " "),
    );
}

/** `left-1/2 -translate-x-1/2` centres, which reads the same both ways. */
function isCentring(code: string, index: number, token: string) {
  if (!/(^|:)left-1\/2$/.test(token)) return false;
  const lineText = code.split("\n")[lineOf(code, index) - 1] ?? "";
  return /(^|[\s:"'`])-translate-x-1\/2(?![\w/])/.test(lineText);
}

function lineOf(source: string, index: number) {
  return source.slice(0, index).split("\n").length;
}

/** Every physical side in one file's text; `kind` says how the file is read. */
function physicalSides(source: string, kind: "script" | "css"): Finding[] {
  const code = withoutComments(source);
  const findings: Finding[] = [];
  for (const match of code.matchAll(CLASS_PATTERN)) {
    const variants = match[1] ?? "";
    if (/(^|:)(ltr|rtl):/.test(variants)) continue;
    if (isCentring(code, match.index, match[0])) continue;
    findings.push({ line: lineOf(code, match.index), token: match[0] });
  }
  const properties = kind === "css" ? CSS_PATTERN : STYLE_PATTERN;
  for (const match of code.matchAll(properties)) {
    // An @apply or a class list inside CSS was read above; `[dir=rtl]` rules are meant.
    const lineText = code.split("\n")[lineOf(code, match.index) - 1] ?? "";
    if (kind === "css" && /\[dir=["']?(rtl|ltr)/.test(lineText)) continue;
    findings.push({ line: lineOf(code, match.index), token: match[0] });
  }
  return findings.sort((a, b) => a.line - b.line);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "admin" ? [] : sourceFiles(path);
    if (/\.test\.[jt]sx?$/.test(entry.name) || entry.name === "test-setup.ts") return [];
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

describe("the reader of physical sides", () => {
  it("finds physical classes with their variants, and leaves logical ones", () => {
    const source = `<div className="ms-2 ml-4 sm:pr-2 -mr-1 left-0 hover:text-right border-l rounded-tl-md pe-3 start-0 text-start">`;
    expect(physicalSides(source, "script").map((finding) => finding.token)).toEqual([
      "ml-4",
      "sm:pr-2",
      "-mr-1",
      "left-0",
      "hover:text-right",
      "border-l",
      "rounded-tl-md",
    ]);
  });

  it("keeps centring, icon names, rtl: variants and prose in comments", () => {
    const source = [
      `// the left column holds pl-4`,
      `<Icon name="chevron-right" className="left-1/2 -translate-x-1/2 rtl:-scale-x-100 rtl:left-auto" />`,
    ].join("\n");
    expect(physicalSides(source, "script")).toEqual([]);
    expect(physicalSides(`<span className="left-1/2" />`, "script")).toHaveLength(1);
  });

  it("finds inline styles and CSS properties on a side, with their lines", () => {
    expect(physicalSides(`const a = 1;\nstyle={{ marginLeft: 4, left: "2px" }}`, "script")).toEqual(
      [
        { line: 2, token: "marginLeft" },
        { line: 2, token: "left" },
      ],
    );
    const css = `.a { margin-inline-start: 1rem; padding-right: 2px; }\n.b { text-align: left; left: 0 }\n[dir="rtl"] .c { left: 0 }`;
    expect(physicalSides(css, "css").map((finding) => finding.token)).toEqual([
      "padding-right",
      "text-align: left",
      "left",
    ]);
  });
});

describe("the public site's sources", () => {
  it("name only logical sides (start and end), so the Hebrew pages mirror", () => {
    const offences = sourceFiles(APP).flatMap((path) => {
      const file = relative(ROOT, path);
      const allowed = ALLOWED[file] ?? [];
      const kind = path.endsWith(".css") ? "css" : "script";
      return physicalSides(readFileSync(path, "utf8"), kind)
        .filter((finding) => !allowed.some((entry) => entry.token === finding.token))
        .map((finding) => `${file}:${finding.line} ${finding.token}`);
    });
    expect(offences).toEqual([]);
  });
});
