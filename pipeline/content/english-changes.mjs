// @ts-check
// What changed in an English sentence since a translation was made from it, word by word
// (jsdiff's diffWords), for the editor's mark under an outdated field and for
// `npm run translations`. Only the editor and the command read it: no page loads it.
import { diffWords } from "diff";

/**
 * The words of `was` and `now` in order, each kept, removed or added.
 * @param {string} was
 * @param {string} now
 * @returns {{ kind: "kept" | "removed" | "added", text: string }[]}
 */
export function englishChanges(was, now) {
  return diffWords(was, now).map((part) => ({
    kind: part.added ? "added" : part.removed ? "removed" : "kept",
    text: part.value,
  }));
}

/**
 * The parts' text with each change wrapped by `wrap`, the spaces around it left outside so a
 * marker hugs the words it marks.
 * @param {{ kind: "kept" | "removed" | "added", text: string }[]} parts
 * @param {(kind: "removed" | "added", text: string) => string} wrap
 */
function marked(parts, wrap) {
  return parts
    .map(({ kind, text }) => {
      if (kind === "kept" || text.trim() === "") return text;
      const [, before = "", words = "", after = ""] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
      return `${before}${wrap(kind, words)}${after}`;
    })
    .join("");
}

/**
 * The change as a terminal shows it, in git's word-diff form: "and [-deliver-]{+ship+} all".
 * @param {string} was
 * @param {string} now
 */
export const changesAsText = (was, now) =>
  marked(englishChanges(was, now), (kind, words) =>
    kind === "removed" ? `[-${words}-]` : `{+${words}+}`,
  );

/** @param {string} text Text shown as it is in Markdown (Decap's field hints). */
export const markdownEscaped = (text) => text.replace(/[\\`*_~[\]<>#|!]/g, "\\$&");

/**
 * The change as Decap's field hint shows it (Markdown: ~~removed~~ struck through, **added**
 * in bold, so the change reads without colour). Each change stands apart by a space: a
 * marker glued to a word or to the next change ("work**,**") is not read as one.
 * @param {string} was
 * @param {string} now
 */
export const changesAsMarkdown = (was, now) =>
  marked(
    englishChanges(was, now).map((part) => ({ ...part, text: markdownEscaped(part.text) })),
    (kind, words) => (kind === "removed" ? ` ~~${words}~~ ` : ` **${words}** `),
  )
    .replace(/ {2,}/g, " ")
    .trim();
