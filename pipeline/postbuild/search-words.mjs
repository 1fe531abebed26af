// Where words start inside runs of letters, for the site search (docs/decisions/049). The
// search matches a query at the start of a word; a word starts after a space or a mark, and,
// where a language writes words together, where this step says one does:
// - Japanese has no spaces: each word of a section is found by `Intl.Segmenter` (ja, word),
//   so "自動化" is found in "ワークフロー自動化";
// - German writes compounds as one word: a compound's part that is a word of the German pages
//   themselves starts a word too, so "Pipeline" is found in "Vertriebspipeline". The parts are
//   cut at the syllables the pages' soft hyphens already mark (docs/decisions/035), or the
//   same patterns mark here where a text has none.
// The index carries each such start as U+200B (zero width space) before the word; the search
// (app/lib/search/search.ts) takes the marks out and keeps their places.
import { WORD_START } from "../../app/lib/search/word-start.js";
import { hyphenateGerman } from "../content/soft-hyphens.mjs";

export { WORD_START };

const SOFT_HYPHEN = "\u00AD";
const isWordLike = (text) => /[\p{L}\p{N}]/u.test(text);

/**
 * `text` with a mark before each word that follows another word with no space, as the
 * Japanese word segmenter finds them.
 * @param {string} text
 */
export function markJapaneseWords(text) {
  const segmenter = new Intl.Segmenter("ja", { granularity: "word" });
  let out = "";
  let afterWord = false;
  for (const { segment, isWordLike: word } of segmenter.segment(text)) {
    const isWord = Boolean(word) && isWordLike(segment);
    if (isWord && afterWord) out += WORD_START;
    out += segment;
    afterWord = isWord;
  }
  return out;
}

/** Parts shorter than this are not words to find on their own ("ung", "ein"). */
export const SHORTEST_PART = 4;

/**
 * The words of `texts` (soft hyphens taken out), lower case, of SHORTEST_PART letters or more:
 * what a German compound's part must be to count as a word of its own.
 * @param {Iterable<string>} texts
 */
export function vocabularyOf(texts) {
  const words = new Set();
  for (const text of texts)
    for (const word of text
      .replaceAll(SOFT_HYPHEN, "")
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u))
      if (word.length >= SHORTEST_PART) words.add(word);
  return words;
}

/**
 * `text` (German, with the soft hyphens the build put in its long words) with a mark before
 * each part of a compound that is a word of `vocabulary` on its own, and no soft hyphens.
 * A part runs from one syllable break to another or to the word's end: "Vertriebs­pipe­line"
 * is marked before "pipeline" when "pipeline" is a word of the pages.
 * @param {string} text
 * @param {ReadonlySet<string>} vocabulary
 */
export function markGermanCompounds(text, vocabulary) {
  return text.replace(/[\p{L}\p{N}\u00AD]+/gu, (given) => {
    // A word the build did not hyphenate (a page's title, a picture's words) is cut at the
    // syllables of the same patterns here.
    const word = given.includes(SOFT_HYPHEN) ? given : hyphenateGerman(given);
    if (!word.includes(SOFT_HYPHEN)) return word;
    const syllables = word.split(SOFT_HYPHEN);
    let out = syllables[0] ?? "";
    for (let from = 1; from < syllables.length; from += 1) {
      let part = "";
      let starts = false;
      for (let to = from; to < syllables.length && !starts; to += 1) {
        part += syllables[to];
        starts = part.length >= SHORTEST_PART && vocabulary.has(part.toLowerCase());
      }
      out += (starts ? WORD_START : "") + syllables[from];
    }
    return out;
  });
}
