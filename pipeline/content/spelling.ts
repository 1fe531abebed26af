// The spell check of the words a visitor reads (cspell's dictionaries, through cspell-lib):
// the content check (spelling.test.ts) and the editor's warning at a field
// (server/editor/spelling-route.ts) ask the same question here, with the same word lists.
// Japanese is not checked: it is written without spaces between words, and no dictionary
// on npm splits and checks it as cspell does the others.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { getDictionary, type SpellingDictionaryCollection } from "cspell-lib";
import { type LocaleCode, localeNamed } from "../../app/lib/locales.js";

const require = createRequire(import.meta.url);

type WordFile = { extension: string; file: string };
/**
 * The terms of the trade, in every language: a page in German or Hebrew says "Webhooks",
 * "API" and "HubSpot" too. Computing's terms, web services, its acronyms, companies' names.
 */
const TRADE: WordFile[] = [
  { extension: "@cspell/dict-software-terms/cspell-ext.json", file: "dict/softwareTerms.txt.gz" },
  { extension: "@cspell/dict-software-terms/cspell-ext.json", file: "dict/webServices.txt" },
  { extension: "@cspell/dict-software-terms/cspell-ext.json", file: "dict/computing-acronyms.txt" },
  { extension: "@cspell/dict-companies/cspell-ext.json", file: "dict/companies.txt" },
];
/** cspell's dictionaries of each language tag the site writes: packages and word files. */
const DICTIONARIES: Record<string, WordFile[]> = {
  "en-US": [{ extension: "@cspell/dict-en_us/cspell-ext.json", file: "en_US.trie.gz" }, ...TRADE],
  de: [{ extension: "@cspell/dict-de-de/cspell-ext.json", file: "de_DE.trie.gz" }, ...TRADE],
  he: [{ extension: "@cspell/dict-he/cspell-ext.json", file: "he.trie.gz" }, ...TRADE],
};

/** The languages whose words are checked: every language of the site but Japanese. */
export const CHECKED_LOCALES = ["en", "de", "he"] as const satisfies readonly LocaleCode[];
export type CheckedLocale = (typeof CHECKED_LOCALES)[number];

export const isChecked = (locale: string): locale is CheckedLocale =>
  (CHECKED_LOCALES as readonly string[]).includes(locale);

/** Where a language's own words are listed: names and terms no dictionary has. */
export const wordListPath = (locale: CheckedLocale) => `content/spelling/${locale}.json`;

/** The dictionary's tag for a language: the site's own (`lang` in app/lib/locales.js). */
export const dictionaryTag = (locale: CheckedLocale) => localeNamed(locale).lang;

const loaded = new Map<string, Promise<SpellingDictionaryCollection>>();
function dictionaryOf(tag: string): Promise<SpellingDictionaryCollection> {
  const sources = DICTIONARIES[tag];
  if (!sources) throw new Error(`No spelling dictionary for ${tag}: add one to DICTIONARIES`);
  let dictionary = loaded.get(tag);
  if (!dictionary) {
    const definitions = sources.map(({ extension, file }) => ({
      name: `${tag}:${file}`,
      path: path.join(path.dirname(require.resolve(extension)), file),
    }));
    dictionary = getDictionary({
      dictionaryDefinitions: definitions,
      dictionaries: definitions.map((definition) => definition.name),
    });
    loaded.set(tag, dictionary);
  }
  return dictionary;
}

/** A word list as it stands on disk, read again only when the file changes. */
const lists = new Map<string, { changed: number; words: Set<string> }>();
function listedWords(root: string, locale: CheckedLocale): Set<string> {
  const file = path.join(root, wordListPath(locale));
  if (!existsSync(file)) return new Set();
  const changed = statSync(file).mtimeMs;
  const cached = lists.get(file);
  if (cached?.changed === changed) return cached.words;
  let words: unknown;
  try {
    words = JSON.parse(readFileSync(file, "utf8"))?.words;
  } catch {
    // A broken list is the content check's to name (registry.test.ts); here it lists nothing.
  }
  const list = new Set(Array.isArray(words) ? words.filter((w) => typeof w === "string") : []);
  lists.set(file, { changed, words: list });
  return list;
}

/**
 * The parts of a text that are not words to check: {{references}} and {blanks}, addresses,
 * e-mail addresses, paths of the site, files' and domains' names and `code`. Each is replaced by spaces, so the words
 * keep their places.
 */
const NOT_WORDS = [
  /\{\{[^}]*\}\}/g,
  /\{\w+\}/g,
  /\bhttps?:\/\/\S+/g,
  /\bmailto:\S+/g,
  /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/g,
  /(?<![\p{L}\p{N}])\/[\w/#?=&.-]*/gu,
  /`[^`]*`/g,
  // A file's or a domain's name: "Node.js", "hero-copy-v3.docx", "flowboard.example".
  /[\p{L}\p{N}_-]{1,63}(?:\.[\p{L}\p{N}_-]{0,62}\p{L}[\p{L}\p{N}_-]{0,62}){1,8}/gu,
];
/** A word: letters, with apostrophes and Hebrew's geresh and gershayim inside it. */
const WORD = /[\p{L}\p{M}]+(?:['’׳״][\p{L}\p{M}]+)*/gu;

export interface WordAt {
  word: string;
  /** Where it starts in the text, in UTF-16 code units. */
  offset: number;
}

/** The words of a text to look up, in order. */
export function wordsToCheck(text: string): WordAt[] {
  let plain = text;
  for (const pattern of NOT_WORDS)
    plain = plain.replace(pattern, (match) => " ".repeat(match.length));
  const words: WordAt[] = [];
  for (const match of plain.matchAll(WORD)) {
    const word = match[0];
    const before = plain[match.index - 1] ?? "";
    const after = plain[match.index + word.length] ?? "";
    // A letter is a word; "10x", "2FA" and "H1" are names and figures, not words.
    if ([...word].length < 2 || /\d/.test(before) || /\d/.test(after)) continue;
    words.push({ word, offset: match.index });
  }
  return words;
}

/**
 * British spellings cspell's US dictionary lets through (it lists both forms of these): the
 * site writes US English (docs/decisions/033-one-english.md), so they are refused in
 * English with the US form. The British forms it does not list ("colour") fail anyway.
 */
const BRITISH_TO_US: Record<string, string> = {
  acknowledgement: "acknowledgment",
  ageing: "aging",
  amongst: "among",
  artefact: "artifact",
  benefitted: "benefited",
  cancelled: "canceled",
  cancelling: "canceling",
  catalogue: "catalog",
  catalogues: "catalogs",
  centre: "center",
  centres: "centers",
  cheque: "check",
  enrol: "enroll",
  enquiry: "inquiry",
  enquiries: "inquiries",
  favour: "favor",
  focussed: "focused",
  fulfil: "fulfill",
  honour: "honor",
  instalment: "installment",
  judgement: "judgment",
  labelled: "labeled",
  labelling: "labeling",
  labour: "labor",
  learnt: "learned",
  metre: "meter",
  modelled: "modeled",
  modelling: "modeling",
  programme: "program",
  programmes: "programs",
  skilful: "skillful",
  spelt: "spelled",
  whilst: "while",
};

export interface Misspelled extends WordAt {
  /** The US form of a British spelling, in English. */
  usForm?: string;
}

export interface Speller {
  /** The words of `text` neither the dictionary nor the word list has, each once, in order. */
  misspelled(text: string): Misspelled[];
  /** How the message names the dictionary: "en-US". */
  tag: string;
  wordList: string;
}

/**
 * The spell check of one language over the repository at `root` (its word list read there,
 * again whenever the file changes). A word in the list matches exactly; a word listed in
 * lower case ("burndown") also matches capitalized at a sentence's start.
 */
export async function spellerFor(locale: CheckedLocale, root = process.cwd()): Promise<Speller> {
  const tag = dictionaryTag(locale);
  const dictionary = await dictionaryOf(tag);
  const known = (word: string, listed: Set<string>) =>
    listed.has(word) ||
    listed.has(word.toLowerCase()) ||
    dictionary.has(word, { ignoreCase: false }) ||
    // A sentence's first word, or a title's: "Colour" is checked as "colour".
    (word[0] !== word[0]?.toLowerCase() && dictionary.has(word.toLowerCase()));
  const isRight = (word: string, listed: Set<string>) => {
    const plain = word.replace(/’/g, "'");
    if (known(plain, listed)) return true;
    // Hebrew writes "and", "the", "in", "to", "from", "that" and "as" as letters before a word
    // (והדשבורד: "and the dashboard"): the word list holds the word once, without them.
    if (locale === "he") {
      const bare = /^[ובלמשהכ]{1,3}(?=\p{L}\S)/u.exec(plain);
      for (let cut = bare?.[0].length ?? 0; cut > 0; cut -= 1)
        if (known(plain.slice(cut), listed)) return true;
    }
    // A name's possessive: "Flowboard's", "Acme’s".
    return /'s$/i.test(plain) && known(plain.slice(0, -2), listed);
  };
  return {
    tag,
    wordList: wordListPath(locale),
    misspelled(text) {
      const listed = listedWords(root, locale);
      const seen = new Set<string>();
      const found: Misspelled[] = [];
      for (const { word, offset } of wordsToCheck(text)) {
        if (seen.has(word)) continue;
        seen.add(word);
        const usForm = tag === "en-US" ? BRITISH_TO_US[word.toLowerCase()] : undefined;
        if (usForm) found.push({ word, offset, usForm });
        else if (!isRight(word, listed)) found.push({ word, offset });
      }
      return found;
    },
  };
}
