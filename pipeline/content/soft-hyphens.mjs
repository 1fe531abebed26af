// Soft hyphens in German words, put in at build (docs/decisions/035). Browsers hyphenate
// `hyphens: auto` text only where they hold a dictionary for the language, and Chromium on
// Linux often has none (it fetches them as a component; a headless or fresh profile has
// none): a long compound in a narrow heading, button or footer column was then cut at any
// letter ("Vertriebspipelin|e"). A soft hyphen (U+00AD) is a break the browser takes only
// where the line needs it, and draws a hyphen there. The words come from the TeX patterns of
// the `hyphen` package (ISC); it runs here, in Node, and ships nothing to the browser.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
/** @type {{ hyphenateSync: (text: string, options?: { hyphenChar?: string; minWordLength?: number }) => string }} */
const german = require("hyphen/de-1996");

export const SOFT_HYPHEN = "\u00AD";

/**
 * Shorter words fit any column the site draws: hyphenating them would only make a ragged
 * edge raggeder. Eight letters ("Neuzugang", "begonnen") still meet a narrow picture's cell.
 */
export const SHORTEST_HYPHENATED = 8;

// A run of letters; a blank ({stages}, {{site.name}}) is matched whole, so it is left as it is.
const WORD_OR_BLANK = /\{\{?[^{}]*\}\}?|\p{L}+/gu;
/** A name set in its own case ("GitHub", "PagerDuty", "API") is not a German word. */
const INNER_CAPITAL = /^.\p{Ll}*\p{Lu}/u;

/**
 * `text` with soft hyphens in its German words of eight letters or more, at the syllables the
 * patterns allow. Blanks, names with inner capitals and anything already holding a soft
 * hyphen are left alone.
 * @param {string} text
 */
export function hyphenateGerman(text) {
  if (text.includes(SOFT_HYPHEN)) return text;
  return text.replace(WORD_OR_BLANK, (word) =>
    word.startsWith("{") || word.length < SHORTEST_HYPHENATED || INNER_CAPITAL.test(word)
      ? word
      : german.hyphenateSync(word, { hyphenChar: SOFT_HYPHEN, minWordLength: 1 }),
  );
}

/**
 * Every string of a German translation's words, hyphenated (objects and lists kept as they
 * are). Other languages are returned untouched.
 * @param {unknown} value
 * @returns {unknown}
 */
export function withSoftHyphens(value) {
  if (typeof value === "string") return hyphenateGerman(value);
  if (Array.isArray(value)) return value.map(withSoftHyphens);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withSoftHyphens(item)]),
    );
  return value;
}

/** `text` without soft hyphens: for what is read rather than laid out (titles, the index). */
export function withoutSoftHyphens(text) {
  return text.replaceAll(SOFT_HYPHEN, "");
}
