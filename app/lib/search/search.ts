import type { SearchIndex } from "./search-index";
import { WORD_START } from "./word-start.js";

/** A run of excerpt text; `match` runs are the words the visitor typed. */
export interface ExcerptPart {
  text: string;
  match: boolean;
}

export interface SearchResult {
  /** path#anchor, or the path alone for the top of a page. */
  href: string;
  pageTitle: string;
  heading: string;
  /** Highlight runs of the heading. */
  headingParts: ExcerptPart[];
  excerpt: ExcerptPart[];
  score: number;
  /** The BCP 47 tag of a page in another language than the index's (an English article). */
  lang?: string;
}

/**
 * A field of a section, prepared once: its text for display, folded for matching, and where
 * words start inside runs of letters (the index's marks, taken out of the text).
 */
export interface Field {
  text: string;
  folded: string;
  starts: ReadonlySet<number>;
}

/** One section, prepared once. */
interface Entry {
  href: string;
  title: Field;
  heading: Field;
  body: Field;
  lang?: string;
  order: number;
}

const noStarts: ReadonlySet<number> = new Set();

/**
 * A field from the index: the marks where a word starts inside a run of letters (a Japanese
 * word, a German compound's part; docs/decisions/049) are taken out, their places kept.
 */
export function field(marked: string): Field {
  if (!marked.includes(WORD_START)) return { text: marked, folded: fold(marked), starts: noStarts };
  const starts = new Set<number>();
  let text = "";
  for (const part of marked.split(WORD_START)) {
    if (text) starts.add(text.length);
    text += part;
  }
  return { text, folded: fold(text), starts };
}

export interface PreparedIndex {
  entries: Entry[];
}

/**
 * Lower case without accents, one UTF-16 unit for one, so a position in the folded text is
 * the same position in the original ("Équipe" and "equipe" match; offsets still line up).
 */
export function fold(text: string): string {
  let out = "";
  for (const unit of text) {
    const base = unit.normalize("NFD").charAt(0).toLowerCase();
    out += base.length === unit.length ? base : unit;
  }
  return out;
}

/** The words of a query, folded; punctuation splits words ("api/v1" is "api" and "v1"). */
export function queryTerms(query: string): string[] {
  return [
    ...new Set(
      fold(query)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
}

export function prepareIndex(index: SearchIndex): PreparedIndex {
  const entries: Entry[] = [];
  for (const page of index.pages) {
    const title = field(page.title);
    for (const section of page.sections)
      entries.push({
        href: section.anchor ? `${page.path}#${section.anchor}` : page.path,
        title,
        heading: field(section.heading),
        body: field(section.text),
        ...(page.lang ? { lang: page.lang } : {}),
        order: entries.length,
      });
  }
  return { entries };
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Where `term` starts a word in `folded` (word-prefix matches), in order: after a character
 * that is no letter or digit, or where the index marked a word's start (`starts`).
 */
export function wordStarts(
  folded: string,
  term: string,
  starts: ReadonlySet<number> = noStarts,
): number[] {
  const at: number[] = [];
  let from = folded.indexOf(term);
  while (from !== -1) {
    if (!isWordChar(folded[from - 1]) || starts.has(from)) at.push(from);
    from = folded.indexOf(term, from + 1);
  }
  return at;
}

/** Whole-word match: the term is the entire word, not just its start. */
const isWholeWord = (folded: string, at: number, term: string, starts: ReadonlySet<number>) =>
  !isWordChar(folded[at + term.length]) || starts.has(at + term.length);

/**
 * The section's score for the terms, or 0 when a term is missing from its page title,
 * heading and text alike. A term in the heading counts most, then in the page title, then
 * each use in the text (up to five); a whole word counts more than a word's beginning.
 */
function scoreEntry(entry: Entry, terms: string[]): number {
  let score = 0;
  for (const term of terms) {
    const hitsIn = (f: Field) => wordStarts(f.folded, term, f.starts);
    const inHeading = hitsIn(entry.heading);
    const inTitle = hitsIn(entry.title);
    const inText = hitsIn(entry.body);
    if (!inHeading.length && !inTitle.length && !inText.length) return 0;
    const whole = (f: Field, hits: number[]) =>
      hits.some((at) => isWholeWord(f.folded, at, term, f.starts));
    if (inHeading.length) score += whole(entry.heading, inHeading) ? 12 : 8;
    if (inTitle.length) score += whole(entry.title, inTitle) ? 6 : 4;
    score += Math.min(inText.length, 5) * (whole(entry.body, inText) ? 1.5 : 1);
  }
  return score;
}

/** `text` cut into runs, the runs where a term starts a word marked as matches. */
export function highlight(
  text: string,
  terms: string[],
  folded = fold(text),
  starts: ReadonlySet<number> = noStarts,
): ExcerptPart[] {
  const marks: [number, number][] = [];
  for (const term of terms)
    for (const at of wordStarts(folded, term, starts)) marks.push([at, at + term.length]);
  marks.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const parts: ExcerptPart[] = [];
  let pos = 0;
  for (const [start, end] of marks) {
    if (end <= pos) continue;
    const from = Math.max(start, pos);
    if (from > pos) parts.push({ text: text.slice(pos, from), match: false });
    parts.push({ text: text.slice(from, end), match: true });
    pos = end;
  }
  if (pos < text.length) parts.push({ text: text.slice(pos), match: false });
  return parts;
}

/**
 * About `length` characters of `text` around the first place a term starts a word (the
 * start of the text if none does), cut at spaces, with "…" where text was left out, and
 * the terms highlighted.
 */
export function excerpt(
  text: string,
  terms: string[],
  length = 160,
  starts: ReadonlySet<number> = noStarts,
): ExcerptPart[] {
  const folded = fold(text);
  const firsts = terms.flatMap((term) => wordStarts(folded, term, starts).slice(0, 1));
  const hit = firsts.length ? Math.min(...firsts) : 0;
  let start = Math.max(0, hit - Math.floor(length / 3));
  let end = Math.min(text.length, start + length);
  start = Math.max(0, Math.min(start, end - length));
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space !== -1 && space < hit ? space + 1 : start;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    end = space > hit ? space : end;
  }
  const within = new Set(
    [...starts].filter((at) => at > start && at < end).map((at) => at - start),
  );
  const parts = highlight(text.slice(start, end), terms, folded.slice(start, end), within);
  if (start > 0) parts.unshift({ text: "… ", match: false });
  if (end < text.length) parts.push({ text: " …", match: false });
  return parts;
}

/** How many results the search shows at most. */
export const RESULT_LIMIT = 12;

/** The best sections for `query`, best first (ties in site order). */
export function search(index: PreparedIndex, query: string, limit = RESULT_LIMIT): SearchResult[] {
  const terms = queryTerms(query);
  if (!terms.length) return [];
  return index.entries
    .map((entry) => ({ entry, score: scoreEntry(entry, terms) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.entry.order - b.entry.order)
    .slice(0, limit)
    .map(({ entry, score }) => ({
      href: entry.href,
      pageTitle: entry.title.text,
      heading: entry.heading.text,
      headingParts: highlight(
        entry.heading.text,
        terms,
        entry.heading.folded,
        entry.heading.starts,
      ),
      excerpt: excerpt(entry.body.text, terms, 160, entry.body.starts),
      score,
      ...(entry.lang ? { lang: entry.lang } : {}),
    }));
}
