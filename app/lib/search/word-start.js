// @ts-check
/**
 * The mark the search index puts where a word starts inside a run of letters: a Japanese word
 * after another, a German compound's part (pipeline/postbuild/search-words.mjs,
 * docs/decisions/049). U+200B, the zero width space, which draws nothing.
 */
export const WORD_START = "\u200B";
