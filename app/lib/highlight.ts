import type { CodeSample } from "~/content/schemas";

export type TokenKind = "comment" | "string" | "keyword" | "property" | "function" | "number";
export type Token = { kind: TokenKind | "plain"; text: string };
type Language = CodeSample["language"];

/**
 * Just enough highlighting for the site's short samples: a few regular expressions per
 * language, tried in order. It is a few hundred bytes, where a highlighter library would
 * add tens of kilobytes to pages that show one snippet.
 */
const grammars: Record<Language, [TokenKind, string][]> = {
  javascript: [
    ["comment", String.raw`\/\/[^\n]*`],
    ["string", String.raw`"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\x60(?:[^\x60\\]|\\.)*\x60`],
    [
      "keyword",
      String.raw`\b(?:import|from|export|const|let|await|async|new|return|function|true|false|null)\b`,
    ],
    ["property", String.raw`\b[A-Za-z_$][\w$]*(?=\s*:)`],
    ["function", String.raw`\b[A-Za-z_$][\w$]*(?=\()`],
    ["number", String.raw`\b\d+(?:\.\d+)?\b`],
  ],
  shell: [
    ["comment", String.raw`^\s*#[^\n]*`],
    ["string", String.raw`"(?:[^"\\]|\\.)*"|'[^']*'`],
    ["keyword", String.raw`\bcurl\b`],
    ["property", String.raw`(?<=\s)--?[A-Za-z][\w-]*`],
  ],
};

const patterns = Object.fromEntries(
  Object.entries(grammars).map(([language, rules]) => [
    language,
    new RegExp(rules.map(([, source]) => `(${source})`).join("|"), "gm"),
  ]),
) as Record<Language, RegExp>;

/** Splits code into tokens; joining their text gives back the code exactly. */
export function highlight(code: string, language: Language): Token[] {
  const rules = grammars[language];
  const tokens: Token[] = [];
  let last = 0;
  for (const match of code.matchAll(patterns[language])) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ kind: "plain", text: code.slice(last, index) });
    const group = match.slice(1).findIndex((value) => value !== undefined);
    tokens.push({ kind: rules[group]?.[0] ?? "plain", text: match[0] });
    last = index + match[0].length;
  }
  if (last < code.length) tokens.push({ kind: "plain", text: code.slice(last) });
  return tokens;
}
