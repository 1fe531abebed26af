// The body of an article, Markdown to HTML at build time: headings get ids and a link to
// themselves (the table of contents is read from them), code blocks are highlighted, and
// anything the site could not show safely (raw HTML, images without a pipeline, a second
// page title) fails the build with the file it is in.
import { Marked, type Tokens } from "marked";
import type { TocEntry } from "../../app/content/article-types";
import type { CodeHighlighter } from "./highlight";

export interface RenderedMarkdown {
  html: string;
  /** The body's level-2 and level-3 headings, in order. */
  toc: TocEntry[];
  /** Words of prose: code blocks are not counted. */
  words: number;
}

export interface RenderOptions {
  highlighter: CodeHighlighter;
  /** Names the article in error messages. */
  file: string;
  /**
   * Added to heading levels: 1 on the changelog page, where each entry's title is an h2
   * and its sections are h3 and h4.
   */
  headingOffset?: 0 | 1;
  /** Prefixed to heading ids, so entries sharing one page do not share ids. */
  idPrefix?: string;
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** The text of some HTML: tags dropped, the entities marked writes decoded. */
export function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&(amp|lt|gt|quot|#39);/g, (m) => entities[m] ?? m);
}

/** "Set up a trigger (in 10 minutes)" reads as "set-up-a-trigger-in-10-minutes". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const countWords = (text: string) =>
  text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export function renderMarkdown(source: string, options: RenderOptions): RenderedMarkdown {
  const { highlighter, file, headingOffset = 0, idPrefix = "" } = options;
  const toc: TocEntry[] = [];
  const usedIds = new Set<string>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = textOf(inner).trim();
        if (depth === 1)
          throw new Error(
            `${file}: "# ${text}": the page title comes from the front matter; start sections at ##`,
          );
        if (depth > 4) throw new Error(`${file}: "${text}" is nested too deep; use ## to ####`);
        const base = `${idPrefix}${slugify(text)}`;
        let id = base;
        for (let n = 2; usedIds.has(id); n += 1) id = `${base}-${n}`;
        usedIds.add(id);
        if (depth <= 3) toc.push({ id, text, level: depth as 2 | 3 });
        const level = depth + headingOffset;
        return `<h${level} id="${id}"><a class="heading-anchor" href="#${id}">${inner}</a></h${level}>\n`;
      },
      code({ text, lang }: Tokens.Code) {
        return `${highlighter.highlight(text, lang, file)}\n`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        throw new Error(
          `${file}: raw HTML is not allowed in an article (${text.trim().slice(0, 40)})`,
        );
      },
      image({ href }: Tokens.Image) {
        throw new Error(`${file}: images are not supported in articles yet (${href})`);
      },
      link({ href, tokens }: Tokens.Link) {
        if (!/^(\/|#|https:\/\/|mailto:)/.test(href))
          throw new Error(
            `${file}: link "${href}" must be a site path, #anchor, https: or mailto:`,
          );
        return `<a href="${escapeAttribute(href)}">${this.parser.parseInline(tokens)}</a>`;
      },
    },
  });
  const html = marked.parse(source) as string;
  const prose = html.replace(/<pre\b[\s\S]*?<\/pre>/g, " ");
  return { html, toc, words: countWords(textOf(prose)) };
}
