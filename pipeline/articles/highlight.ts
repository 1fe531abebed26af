// Code blocks of the Markdown articles, highlighted once at build time with Shiki. The
// browser gets plain markup: each token is a <span class="tok-keyword"> (and so on) that
// app/styles/app.css colours, so there is no highlighter in the page and no `style`
// attribute for the Content-Security-Policy to allow.
import { createCssVariablesTheme, createHighlighter, type ShikiTransformer } from "shiki";

/** Fence names writers may use, and the grammar each one means. */
export const codeLanguages = {
  ts: "typescript",
  typescript: "typescript",
  js: "javascript",
  javascript: "javascript",
  json: "json",
  bash: "shellscript",
  shell: "shellscript",
  sh: "shellscript",
  http: "http",
  yaml: "yaml",
  text: "text",
} as const;

export type CodeLanguage = keyof typeof codeLanguages;

/** The theme writes each token's colour as var(--shiki-token-<kind>); the kinds become classes. */
const theme = createCssVariablesTheme({
  name: "flowboard-classes",
  variablePrefix: "--shiki-",
  fontStyle: false,
});
const tokenColour = /^color:var\(--shiki-(token-[a-z-]+|foreground)\)$/;

type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

/** A token span's class ("tok-keyword"), or null for plain text. */
function tokenClass(node: HastNode): string | null {
  const style = String(node.properties?.style ?? "").replace(/\s+/g, "");
  if (style === "") return null;
  const match = tokenColour.exec(style);
  if (!match) throw new Error(`Unexpected token style from Shiki: ${style}`);
  return match[1] === "foreground" ? null : `tok-${match[1]?.replace(/^token-/, "")}`;
}

/**
 * Styles become classes; plain-text spans and Shiki's per-line spans are unwrapped, so
 * the markup is only what carries colour.
 */
function classesInsteadOfStyles(language: string): ShikiTransformer {
  return {
    name: "flowboard:classes-instead-of-styles",
    pre(node) {
      node.properties = { class: "code-block", tabindex: 0, "data-language": language };
    },
    code(node) {
      const flat: HastNode[] = [];
      for (const line of node.children as HastNode[]) {
        if (line.type !== "element") {
          flat.push(line);
          continue;
        }
        for (const token of line.children ?? []) {
          const className = token.type === "element" ? tokenClass(token) : null;
          if (className) token.properties = { class: className };
          flat.push(...(className ? [token] : (token.children ?? [token])));
        }
      }
      node.children = flat as typeof node.children;
    },
  };
}

export interface CodeHighlighter {
  /** A <pre> with the code highlighted; `file` names the article in errors. */
  highlight(code: string, fence: string | undefined, file: string): string;
}

export async function createCodeHighlighter(): Promise<CodeHighlighter> {
  const grammars = [...new Set(Object.values(codeLanguages))].filter((name) => name !== "text");
  const shiki = await createHighlighter({ themes: [theme], langs: grammars });
  return {
    highlight(code, fence, file) {
      const name = (fence ?? "text").trim().split(/\s+/)[0] || "text";
      if (!(name in codeLanguages))
        throw new Error(
          `${file}: code block language "${name}" is not one of ${Object.keys(codeLanguages).join(", ")}`,
        );
      const html = shiki.codeToHtml(code.replace(/\n$/, ""), {
        lang: codeLanguages[name as CodeLanguage],
        theme: theme.name ?? "flowboard-classes",
        transformers: [classesInsteadOfStyles(name)],
        // No time limit per line: Shiki's default (0.5 s) leaves the rest of a line plain
        // when the host is slow, so a build on a busy machine shipped a half-highlighted line
        // (seen at three times slower: a comment left untokenized). A build must not depend
        // on how busy its host is.
        tokenizeTimeLimit: 0,
      });
      if (/\sstyle=/.test(html)) throw new Error(`${file}: a code block kept a style attribute`);
      return html;
    },
  };
}
