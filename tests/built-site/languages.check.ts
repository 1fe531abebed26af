import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { withoutCurrency } from "../../app/lib/currencies.js";
import { formatCount, formatUsd } from "../../app/lib/format-number";
import {
  LANGUAGE_CHOICE_ATTRIBUTE,
  LANGUAGE_OFFER_DISMISS_ATTRIBUTE,
} from "../../app/lib/language-offer.js";
import {
  englishLang,
  type LocaleCode,
  localeOfPath,
  pathInLocale,
  prefixedLocales,
} from "../../app/lib/locales.js";
import {
  isWords,
  translatableFiles,
  translationPath,
  wordsOf,
} from "../../pipeline/content/translations.mjs";
import { readFacts } from "../../pipeline/content/validate";
import { messagesFolderPattern } from "../../pipeline/postbuild/messages-folder.mjs";
import { buildRoot, clientRootOf } from "../../server/build-paths.mjs";
import { listPages } from "../../server/pages.mjs";
import { parsePage } from "./page-checks";

/**
 * English never stands in silently (issue 48): no sentence of the English content files
 * that a language translates shows on that language's pages, in their text or in what their
 * pictures show in words (the text alternatives read out), outside a part marked
 * `lang` of English (the English articles on a list). Read from every built page of every
 * language, in Node.
 */

const clientDir = clientRootOf(path.resolve(process.env.BUILD_DIR ?? buildRoot));
const read = (file: string) => JSON.parse(readFileSync(file, "utf8"));

/** Sentences of three words or more the language translates, that none of its words contain. */
function englishOnlySentences(locale: string): string[] {
  const sentences = new Set<string>();
  const translated: string[] = [];
  const collect = (english: unknown, words: unknown) => {
    if (typeof english === "string") {
      if (english !== words && !english.includes("{") && english.split(/\s+/).length >= 3)
        sentences.add(english);
      if (typeof words === "string") translated.push(words);
    } else if (english && typeof english === "object")
      for (const [key, value] of Object.entries(english))
        collect(value, (words as Record<string, unknown> | null)?.[key]);
  };
  // What every language writes as the English file has it (a postal address) may appear in
  // a sentence of any language.
  const shared: string[] = [];
  const collectShared = (value: unknown, key = "") => {
    if (typeof value === "string") {
      if (!isWords(key, value)) shared.push(value);
    } else if (value && typeof value === "object")
      for (const [name, part] of Object.entries(value)) collectShared(part, name);
  };
  for (const file of translatableFiles(".")) {
    collect(wordsOf(read(file)), read(translationPath(file, locale)));
    collectShared(read(file));
  }
  return [...sentences].filter(
    (sentence) =>
      !translated.some((words) => words.includes(sentence)) &&
      !shared.some((value) => value.includes(sentence)),
  );
}

/**
 * What a reader of the page sees or hears in its language: its title, its text, and what
 * its pictures show in words (a drawn picture's aria-label, an image's alt), English parts
 * left out. Blocks are read apart, as a reader sees them: a figure ending one block and a
 * figure starting the next are two figures, not one ("$4.2M" above "12%" is not "$12%").
 */
function pageWords(html: string): string {
  const document = parsePage(html);
  // Code is code in every language, examples' values included.
  for (const part of document.querySelectorAll(
    `[lang="${englishLang}"], pre, code, script, style, template`,
  ))
    part.remove();
  for (const block of document.body.querySelectorAll("p, div, li, h1, h2, h3, h4, h5, h6, td, th"))
    block.append(" ¶ ");
  const pictures = [...document.body.querySelectorAll('[role="img"][aria-label], img[alt]')].map(
    (picture) => picture.getAttribute("aria-label") ?? picture.getAttribute("alt") ?? "",
  );
  return [document.title, document.body.textContent ?? "", ...pictures]
    .join("\n")
    .replace(/\s+/g, " ");
}

const pages = [...listPages(clientDir)];

/** Each page's words, parsed once for both checks (JSDOM costs most of their time). */
const wordsByFile = new Map<string, string>();
function wordsOfPage(file: string): string {
  let words = wordsByFile.get(file);
  if (words === undefined) {
    words = pageWords(readFileSync(path.join(clientDir, file), "utf8"));
    wordsByFile.set(file, words);
  }
  return words;
}

/** The built pages of `locale`, each with its words. */
function* pagesIn(locale: string): Generator<[route: string, words: string]> {
  for (const [route, file] of pages)
    if (localeOfPath(route) === locale) yield [route, wordsOfPage(file)];
}

/** A fact's values side by side, in English and in `locale`, by the fact's name. */
function pairedFacts(
  english: unknown,
  localized: unknown,
  name: string,
  pairs: [name: string, english: string, localized: string][],
) {
  if (typeof english === "string") pairs.push([name, english, String(localized)]);
  else if (english && typeof english === "object")
    for (const [key, value] of Object.entries(english))
      pairedFacts(value, (localized as Record<string, unknown>)?.[key], `${name}.${key}`, pairs);
  return pairs;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What a page in `locale` must not show, each a pattern and what it is: every number typed
 * once as a fact as English writes it, where the language writes it otherwise ("$49" for
 * "49 $", "99.9%" for "99,9 %", "10K+" for "1万+"); and where the language groups digits or
 * places the dollar sign otherwise, any number grouped or priced the English way.
 * Versions ("OAuth 2.0") are names, not amounts, and are left alone.
 */
function englishWrittenNumbers(locale: LocaleCode): [RegExp, string][] {
  const found: [RegExp, string][] = [];
  const writtenNumber = /^\$?[\d.,]+[KM]?\+?%?$/;
  for (const [name, english, localized] of pairedFacts(
    readFacts(".", "en"),
    readFacts(".", locale),
    "",
    [],
  ))
    if (writtenNumber.test(english) && english !== localized)
      found.push([
        new RegExp(`(?<![\\d.,$])${escaped(english)}(?![\\d])`),
        `{{${name.slice(1)}}} as English writes it`,
      ]);
  if (formatCount(1234.5, locale) !== formatCount(1234.5, "en"))
    found.push([/\d,\d{3}(?!\d)/, "a number grouped as English groups it"]);
  if (!formatUsd(1, locale).startsWith("$"))
    found.push([/\$\s?\d/, "a price with the dollar sign where English puts it"]);
  return found;
}

describe.each(prefixedLocales.map((locale) => locale.code))("pages in %s", (locale) => {
  test("show no English sentence of the content in place of its translation", () => {
    const sentences = englishOnlySentences(locale);
    const found: string[] = [];
    for (const [route, words] of pagesIn(locale))
      for (const sentence of sentences)
        if (words.includes(sentence.replace(/\s+/g, " "))) found.push(`${route}: "${sentence}"`);
    expect(found).toEqual([]);
  });
});

describe.each(prefixedLocales.map((locale) => locale.code))("numbers in %s", (locale) => {
  test("are written as the language writes them (issue 48), outside English parts", () => {
    const patterns = englishWrittenNumbers(locale);
    const found: string[] = [];
    for (const [route, words] of pagesIn(locale)) {
      // A page in a chosen currency ("/ja/pricing/usd") shows the plans' prices in that
      // currency, which may read as English writes its own (docs/decisions/046).
      const inChosenCurrency = withoutCurrency(route).currency !== undefined;
      for (const [pattern, what] of patterns) {
        if (inChosenCurrency && /Price\}\}/.test(what)) continue;
        const match = pattern.exec(words);
        if (match)
          found.push(
            `${route}: "${words.slice(Math.max(0, match.index - 30), match.index + 20)}": ${what}`,
          );
      }
    }
    expect(found).toEqual([]);
  });

  test("the check knows an English-written number when it sees one", () => {
    const patterns = englishWrittenNumbers(locale);
    const flags = (text: string) => patterns.some(([pattern]) => pattern.test(text));
    // The uptime every language names: a fact whose English writing no language shares.
    const uptime = readFacts(".", "en").plans as { enterprise: { limits: { uptimeSla: string } } };
    const localUptime = readFacts(".", locale).plans as typeof uptime;
    if (uptime.enterprise.limits.uptimeSla !== localUptime.enterprise.limits.uptimeSla)
      expect(flags(`SLA ${uptime.enterprise.limits.uptimeSla}`)).toBe(true);
    expect(flags(`SLA ${localUptime.enterprise.limits.uptimeSla}`)).toBe(false);
    expect(flags("OAuth 2.0")).toBe(false);
    if (locale === "de") {
      expect(flags("25,000 Aktionen")).toBe(true);
      expect(flags("ab $23 pro Monat")).toBe(true);
      expect(flags("25.000 Aktionen, 23 $ pro Monat")).toBe(false);
    }
  });
});

describe("the English home page's offer of another language", () => {
  test("is on / alone: each language's, in it, with a link to its home and a close button, after its script", () => {
    const home = parsePage(readFileSync(path.join(clientDir, "index.html"), "utf8"));
    const offers = [...home.querySelectorAll("aside.language-offer")];
    expect(offers.map((offer) => [offer.getAttribute("lang"), offer.getAttribute("dir")])).toEqual(
      prefixedLocales.map(({ code, dir }) => [code, dir]),
    );
    for (const offer of offers) {
      const code = offer.getAttribute("lang") as LocaleCode;
      const link = offer.querySelector(`a[${LANGUAGE_CHOICE_ATTRIBUTE}]`);
      expect(link?.getAttribute("href"), code).toBe(pathInLocale("/", code));
      expect(link?.getAttribute("hreflang"), code).toBe(code);
      expect(
        offer.querySelector(`button[${LANGUAGE_OFFER_DISMISS_ATTRIBUTE}]`),
        code,
      ).not.toBeNull();
      expect(offer.getAttribute("aria-label"), code).toBeTruthy();
    }
    // The script that shows one runs before any is parsed, so showing it moves nothing.
    expect(offers[0]?.previousElementSibling?.tagName).toBe("SCRIPT");
    const elsewhere = pages
      .filter(([route]) => route !== "/")
      .filter(([, file]) =>
        readFileSync(path.join(clientDir, file), "utf8").includes("language-offer"),
      )
      .map(([route]) => route);
    expect(elsewhere).toEqual([]);
  });
});

describe("each page's interface messages", () => {
  const assetsDir = path.join(clientDir, "assets");
  const codes = ["en", ...prefixedLocales.map(({ code }) => code)];
  const catalogs = Object.fromEntries(
    codes.map((code) => [
      code,
      read(path.resolve("messages", `${code}.json`)) as Record<string, unknown>,
    ]),
  );
  /** Each language's folder of copies: its code and a hash of what it holds. */
  const folderOf = Object.fromEntries(
    codes.map((code) => {
      const found = readdirSync(assetsDir).filter((name) =>
        new RegExp(`^${code}-[\\w-]{8}$`).test(name),
      );
      return [code, found.length === 1 ? found[0] : `(${found.length} folders for ${code})`];
    }),
  );
  const codeOfFolder = new Map(Object.entries(folderOf).map(([code, folder]) => [folder, code]));
  /** How the minified code writes a string. */
  const QUOTES = ["`", '"', "'"];
  /** A language's messages that are plain words, long enough not to occur by chance. */
  const plainWords = (code: string) =>
    Object.entries(catalogs[code] ?? {})
      .filter(([key, words]) => key !== "$schema" && typeof words === "string")
      .map(([key, words]) => [key, words as string] as const)
      .filter(([, words]) => words.length >= 6 && !words.includes("{"));
  /** The chunks copied per language: those that hold messages and those that import them. */
  const localizedChunks = readdirSync(path.join(assetsDir, folderOf.de ?? "")).filter((name) =>
    name.endsWith(".js"),
  );
  /** Where an address of the build's JavaScript points: its folder (a language's, or none) and file. */
  const address = new RegExp(`/assets/(?:(${messagesFolderPattern()})/)?([\\w.-]+\\.js)`, "g");

  test("each language has one folder of copies, with the same chunks", () => {
    for (const code of codes) {
      expect(folderOf[code], code).toMatch(new RegExp(`^${code}-`));
      expect(
        readdirSync(path.join(assetsDir, folderOf[code] ?? "")).filter((name) =>
          name.endsWith(".js"),
        ),
        code,
      ).toEqual(localizedChunks);
    }
    expect(localizedChunks.length).toBeGreaterThan(0);
  });

  test("are in the page's language alone: a chunk holds no other language's words", () => {
    // English words may be in any copy: the English content is the base that each page's
    // translation is laid over (pipeline/content). Another language's words may not.
    const english = plainWords("en").map(([, words]) => words);
    const found: string[] = [];
    for (const code of codes) {
      const folder = path.join(assetsDir, folderOf[code] ?? "");
      const own = [...english, ...plainWords(code).map(([, words]) => words)];
      const others = codes
        .filter((other) => other !== code && other !== "en")
        .flatMap((other) =>
          plainWords(other)
            .filter(([, words]) => !own.some((mine) => mine.includes(words)))
            .map(([key, words]) => ({ other, key, words })),
        );
      for (const name of localizedChunks) {
        const source = readFileSync(path.join(folder, name), "utf8");
        for (const { other, key, words } of others)
          if (QUOTES.some((quote) => source.includes(`${quote}${words}${quote}`)))
            found.push(`${code} ${name}: ${other} "${key}"`);
      }
    }
    expect(found).toEqual([]);
    // The check reads something, and a message, which no content repeats, is in one language.
    const shell = localizedChunks.find((name) => name.startsWith("shell-")) ?? "";
    for (const code of codes) {
      const copy = readFileSync(path.join(assetsDir, folderOf[code] ?? "", shell), "utf8");
      for (const [other, catalog] of Object.entries(catalogs))
        expect(copy.includes(`\`${catalog.nav_open_menu}\``), `${code} has ${other}'s`).toBe(
          other === code,
        );
    }
  });

  test("load from the page's language's copies, as the page, its route manifest and its loader name them", () => {
    const wrong: string[] = [];
    for (const [route, file] of pages) {
      const locale = localeOfPath(route);
      const html = readFileSync(path.join(clientDir, file), "utf8");
      // The manifest and the loader the page imports list the rest of its modules.
      const lists = [...html.matchAll(address)]
        .map(([, , name]) => name as string)
        .filter((name) => /^(public-manifest-\w+|page-loader)-/.test(name))
        .map((name) => readFileSync(path.join(assetsDir, name), "utf8"));
      for (const text of [html, ...lists])
        for (const [, folder, name] of text.matchAll(address)) {
          const expected = localizedChunks.includes(name as string) ? folderOf[locale] : undefined;
          if (folder !== expected)
            wrong.push(`${route}: /assets/${folder ? `${folder}/` : ""}${name}`);
        }
    }
    expect(wrong).toEqual([]);
  });

  test("whose copies import the same language's copies, and the shared chunks, all of them there", () => {
    const wrong: string[] = [];
    for (const code of codes) {
      const folder = folderOf[code] ?? "";
      for (const name of localizedChunks) {
        const source = readFileSync(path.join(assetsDir, folder, name), "utf8");
        const targets = [
          ...[...source.matchAll(address)].map(([, into, chunk]) => ({
            into: into ?? "",
            chunk: chunk as string,
          })),
          ...[...source.matchAll(/(?<![\w/.])(\.\.?)\/([\w.-]+\.js)\b/g)].map(([, up, chunk]) => ({
            into: up === "." ? folder : "",
            chunk: chunk as string,
          })),
        ];
        for (const { into, chunk } of targets) {
          const intoCode = codeOfFolder.get(into);
          const problem = !existsSync(path.join(assetsDir, into, chunk))
            ? "missing"
            : into === ""
              ? localizedChunks.includes(chunk) && "the original of a copied chunk"
              : intoCode !== code && `${intoCode}'s copy`;
          if (problem)
            wrong.push(`${folder}/${name} names ${into ? `${into}/` : ""}${chunk}: ${problem}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
