// Post-build, inside step 1 (hydrate-on-intent.mjs): each page's JavaScript carries its own
// language's interface messages and no other's (issue 48; docs/decisions/027, amendment
// "A page's messages in its language").
//
// In the browser's build every message holds its four languages and picks one when called
// (fold-single-locale.mjs marks where it reads the language). Here, the chunks that hold
// messages are written once per language with that choice made, and minified again, which
// drops the other languages' words. English's are folded in place; each other language gets
// a copy under /assets/<code>/, with the chunks that import them (directly or not), so a
// relative import inside a copy finds the copy. A chunk that holds no message and imports
// none stays shared, at its one address.
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { minifySync } from "rolldown/utils";
import { defaultLocale, locales } from "../../app/lib/locales.js";
import { MESSAGE_LOCALE_MARKER } from "../messages/fold-single-locale.mjs";

/** A file name of the build's JavaScript, and how a chunk names another: `./x.js` or `/assets/x.js`. */
const MENTION = /(\.\/|\/assets\/)?([\w.-]+\.js)\b/g;

/** Files of the assets folder that are not chunks of the app: written by the post-build, or the route manifest, which it rewrites per language itself. */
const NOT_A_CHUNK = /^(manifest|public-manifest-\w+|page-loader(-regions)?)-[\w-]+\.js$/;

/** The chunk names `code` mentions, among `names`, with the form of each mention. */
function mentions(code, names) {
  const found = [];
  for (const match of code.matchAll(MENTION))
    if (names.has(match[2])) found.push({ prefix: match[1] ?? "", name: match[2] });
  return found;
}

/**
 * The chunks that need a copy per language: those holding messages, and every chunk that
 * imports one of those, however indirectly (a mention of a chunk's name counts as an import:
 * a static or dynamic import, or a preload list).
 */
export function chunksToLocalize(sources) {
  const names = new Set(sources.keys());
  const importers = new Map([...names].map((name) => [name, []]));
  for (const [name, code] of sources)
    for (const mention of mentions(code, names))
      if (mention.name !== name) importers.get(mention.name).push(name);
  const localized = new Set(
    [...sources].filter(([, code]) => code.includes(MESSAGE_LOCALE_MARKER)).map(([name]) => name),
  );
  const queue = [...localized];
  while (queue.length) {
    for (const importer of importers.get(queue.pop())) {
      if (localized.has(importer)) continue;
      localized.add(importer);
      queue.push(importer);
    }
  }
  return localized;
}

/**
 * `code` (the chunk `name`) with its messages in `locale` only: the marker becomes the
 * language's code, and the minifier folds each message's choice and drops the functions of
 * the other languages. Unchanged if it holds no message.
 */
export function foldMessages(code, name, locale) {
  if (!code.includes(MESSAGE_LOCALE_MARKER)) return code;
  const { code: folded, errors } = minifySync(
    name,
    code.replaceAll(MESSAGE_LOCALE_MARKER, JSON.stringify(locale)),
    // Only folded, not renamed: the names are the build's minified ones already.
    { module: true, compress: true, mangle: false },
  );
  if (errors.length)
    throw new Error(`${name}: folding its messages in ${locale}: ${errors[0].message}`);
  if (folded.includes(MESSAGE_LOCALE_MARKER) || folded.includes("__flowboardMessageLocale"))
    throw new Error(`${name}: a message still asks for its language after folding in ${locale}`);
  return folded;
}

/**
 * `code` as it reads from `/assets/<locale>/`: a chunk it names that has a copy there is
 * named by that copy; one without stays at its one address (`../x.js`). Any other form of
 * mention fails the build rather than leaving a copy that loads English.
 */
export function pointIntoLocale(code, name, locale, localized, names) {
  return code.replace(MENTION, (whole, prefix, mentioned) => {
    if (!names.has(mentioned)) return whole;
    if (prefix === "./") return localized.has(mentioned) ? whole : `../${mentioned}`;
    if (prefix === "/assets/")
      return localized.has(mentioned) ? `/assets/${locale}/${mentioned}` : whole;
    throw new Error(`${name}: names ${mentioned} in a way the per-language copies do not know`);
  });
}

/**
 * Writes the build's chunks per language into `assetsDir` (above). Returns `localize(locale,
 * text)`: `text` (a page, a manifest, a list of preloads) with its addresses of localized
 * chunks pointing at `locale`'s copies, and `localized`, the chunks copied.
 */
export async function splitMessagesByLocale(assetsDir) {
  const files = (await readdir(assetsDir)).filter(
    (file) => file.endsWith(".js") && !NOT_A_CHUNK.test(file),
  );
  const sources = new Map();
  for (const file of files) sources.set(file, await readFile(path.join(assetsDir, file), "utf8"));
  const names = new Set(sources.keys());
  const localized = chunksToLocalize(sources);
  for (const { code: locale } of locales) {
    const folder = locale === defaultLocale ? assetsDir : path.join(assetsDir, locale);
    await mkdir(folder, { recursive: true });
    for (const name of localized) {
      let code = foldMessages(sources.get(name), name, locale);
      if (locale !== defaultLocale) code = pointIntoLocale(code, name, locale, localized, names);
      if (locale !== defaultLocale || code !== sources.get(name))
        await writeFile(path.join(folder, name), code);
    }
  }
  const ADDRESS = /\/assets\/([\w.-]+\.js)\b/g;
  const localize = (locale, text) =>
    locale === defaultLocale
      ? text
      : text.replace(ADDRESS, (whole, name) =>
          localized.has(name) ? `/assets/${locale}/${name}` : whole,
        );
  return { localize, localized };
}
