export type TokenKind = "comment" | "string" | "keyword" | "property" | "function" | "number";
export type Token = { kind: TokenKind | "plain"; text: string };
export type Language =
  | "javascript"
  | "shell"
  | "json"
  | "python"
  | "php"
  | "ruby"
  | "java"
  | "go"
  | "csharp";

/*
 * Everything is built on first use, inside functions: a module without top-level work is
 * dropped whole from a bundle that only imports it in a build-time branch, so the grammars
 * never reach the browser.
 */
function buildGrammars(): Record<Language, [TokenKind, string][]> {
  const doubleQuoted = String.raw`"(?:[^"\\\n]|\\.)*"`;
  const singleQuoted = String.raw`'(?:[^'\\\n]|\\.)*'`;
  const number = ["number", String.raw`\b\d+(?:\.\d+)?\b`] as [TokenKind, string];
  const call = ["function", String.raw`\b[A-Za-z_][\w]*(?=\()`] as [TokenKind, string];
  const words = (list: string) => String.raw`\b(?:${list.split(" ").join("|")})\b`;

  /*
   * Just enough highlighting for the site's short samples: a few regular expressions per
   * language, tried in order, where a highlighter library would add tens of kilobytes.
   */
  return {
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
    json: [
      ["property", String.raw`"(?:[^"\\\n]|\\.)*"(?=\s*:)`],
      ["string", doubleQuoted],
      ["keyword", words("true false null")],
      number,
    ],
    python: [
      ["comment", String.raw`#[^\n]*`],
      ["string", `f?${doubleQuoted}|${singleQuoted}`],
      ["keyword", words("import from as def return if else not in None True False")],
      call,
      number,
    ],
    php: [
      ["comment", String.raw`(?:\/\/|#(?!\[))[^\n]*`],
      ["string", `${doubleQuoted}|${singleQuoted}`],
      ["keyword", String.raw`<\?php|\b(?:echo|true|false|null|new|return|fn)\b`],
      ["property", String.raw`\$[A-Za-z_]\w*`],
      call,
      number,
    ],
    ruby: [
      ["comment", String.raw`#(?!\{)[^\n]*`],
      ["string", `${doubleQuoted}|${singleQuoted}`],
      ["keyword", words("require do end true false nil puts if unless")],
      ["property", String.raw`\b[A-Za-z_]\w*:(?!:)`],
      call,
      number,
    ],
    java: [
      ["comment", String.raw`\/\/[^\n]*`],
      ["string", String.raw`"""[\s\S]*?"""|${doubleQuoted}`],
      ["keyword", words("var new return true false null import")],
      call,
      number,
    ],
    go: [
      ["comment", String.raw`\/\/[^\n]*`],
      ["string", `${doubleQuoted}|\x60[^\x60]*\x60`],
      ["keyword", words("if err nil defer func return package import var")],
      call,
      number,
    ],
    csharp: [
      ["comment", String.raw`\/\/[^\n]*`],
      ["string", String.raw`"""[\s\S]*?"""|\$?${doubleQuoted}`],
      ["keyword", words("using var new await return true false null")],
      call,
      number,
    ],
  };
}

let compiled:
  | { grammars: Record<Language, [TokenKind, string][]>; patterns: Record<Language, RegExp> }
  | undefined;

function compile() {
  if (compiled) return compiled;
  const grammars = buildGrammars();
  const patterns = Object.fromEntries(
    Object.entries(grammars).map(([language, rules]) => [
      language,
      new RegExp(rules.map(([, source]) => `(${source})`).join("|"), "gm"),
    ]),
  ) as Record<Language, RegExp>;
  compiled = { grammars, patterns };
  return compiled;
}

/** Splits code into tokens; joining their text gives back the code exactly. */
export function highlight(code: string, language: Language): Token[] {
  const { grammars, patterns } = compile();
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
