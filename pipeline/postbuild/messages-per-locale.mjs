// Post-build, inside step 1 (hydrate-on-intent.mjs): each page's JavaScript carries its own
// language's interface messages and no other's (issue 48; docs/decisions/027, amendment
// "A page's messages in its language").
//
// In the browser's build every message holds its four languages and picks one when called
// (fold-single-locale.mjs marks where it reads the language). Here, the chunks that hold
// messages are written once per language with that choice made, and minified again, which
// drops the other languages' words. Each language's copies go in a folder of their own,
// with the chunks that import them (directly or not), so a relative import inside a copy
// finds the copy. A chunk that holds no message and imports none stays shared, at its one
// address. The folder is named by what it holds (/assets/de-<hash>/), since its files keep
// the names Vite gave the originals and are cached for a year: a change to any copy, by a
// message or by this step, is a new folder. The originals stay for the team's pages.
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { minifySync } from "rolldown/utils";
import { locales } from "../../app/lib/locales.js";
import { MESSAGE_LOCALE_MARKER } from "../messages/fold-single-locale.mjs";
import { messagesFolderName } from "./messages-folder.mjs";

/** A file name of the build's JavaScript, and how a chunk names another: `./x.js` or `/assets/x.js`. */
const MENTION = /(\.\/|\/assets\/)?([\w.-]+\.js)\b/g;

/** Files of the assets folder that are not chunks of the app: written by the post-build, or the route manifest, which it rewrites per language itself. */
const NOT_A_CHUNK = /^(manifest|public-manifest-\w+|page-loader(-regions)?)-[\w-]+\.js$/;

/** Stands for a language's folder in its copies until the folder is named by their content. */
const FOLDER_TOKEN = "__messages_locale_folder__";

/** The chunk names `code` mentions, among `names`. */
const mentioned = (code, names) =>
  [...code.matchAll(MENTION)].map((match) => match[2]).filter((name) => names.has(name));

/**
 * The chunks that need a copy per language: those holding messages, and every chunk that
 * imports one of those, however indirectly (a mention of a chunk's name counts as an import:
 * a static or dynamic import, or a preload list). With `entries` (the chunks the public
 * pages name), only the chunks those reach: the team's own chunks import the shell too, and
 * no public page loads them.
 */
export function chunksToLocalize(sources, entries = undefined) {
  const names = new Set(sources.keys());
  const importers = new Map([...names].map((name) => [name, []]));
  const imports = new Map();
  for (const [name, code] of sources) {
    const others = mentioned(code, names).filter((other) => other !== name);
    imports.set(name, others);
    for (const other of others) importers.get(other).push(name);
  }
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
  if (!entries) return localized;
  const reached = new Set(entries.filter((name) => names.has(name)));
  const walk = [...reached];
  while (walk.length)
    for (const next of imports.get(walk.pop()))
      if (!reached.has(next)) {
        reached.add(next);
        walk.push(next);
      }
  return new Set([...localized].filter((name) => reached.has(name)));
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
 * `code` as it reads from `/assets/<folder>/`: a chunk it names that has a copy there is
 * named by that copy; one without stays at its one address (`../x.js`). Any other form of
 * mention of a chunk, inside a copy, fails the build rather than leaving a copy that loads
 * the originals.
 */
export function pointIntoFolder(code, name, folder, localized, names) {
  return code.replace(MENTION, (whole, prefix, chunk) => {
    if (!names.has(chunk)) return whole;
    if (prefix === "./") return localized.has(chunk) ? whole : `../${chunk}`;
    if (prefix === "/assets/") return localized.has(chunk) ? `/assets/${folder}/${chunk}` : whole;
    throw new Error(`${name}: names ${chunk} in a way the per-language copies do not know`);
  });
}

/**
 * Writes the build's chunks per language into folders of `assetsDir` (above); `entries` are
 * the chunks the public pages name. Returns `localize(locale, text)`: `text` (a page, a
 * manifest, a list of preloads) with its addresses of copied chunks pointing at `locale`'s
 * copies; `folders`, each language's folder name; and `localized`, the chunks copied.
 */
export async function splitMessagesByLocale(assetsDir, entries = undefined) {
  const files = (await readdir(assetsDir)).filter(
    (file) => file.endsWith(".js") && !NOT_A_CHUNK.test(file),
  );
  const sources = new Map();
  for (const file of files) sources.set(file, await readFile(path.join(assetsDir, file), "utf8"));
  const names = new Set(sources.keys());
  const localized = chunksToLocalize(sources, entries);
  // Every message is marked in the browser's build: finding none means the marker did not
  // survive (a minifier that rewrites globals), and every page would carry every language.
  if (locales.length > 1 && localized.size === 0)
    throw new Error(
      `no chunk of ${assetsDir} holds a message marked with ${MESSAGE_LOCALE_MARKER} (fold-single-locale.mjs)`,
    );
  const folders = {};
  for (const { code: locale } of locales) {
    const copies = new Map();
    for (const name of localized) {
      const folded = foldMessages(sources.get(name), name, locale);
      copies.set(name, pointIntoFolder(folded, name, FOLDER_TOKEN, localized, names));
    }
    const folder = messagesFolderName(locale, copies);
    folders[locale] = folder;
    await mkdir(path.join(assetsDir, folder), { recursive: true });
    for (const [name, code] of copies)
      await writeFile(
        path.join(assetsDir, folder, name),
        code.replaceAll(`/assets/${FOLDER_TOKEN}/`, `/assets/${folder}/`),
      );
  }
  const ADDRESS = /\/assets\/([\w.-]+\.js)\b/g;
  const localize = (locale, text) =>
    text.replace(ADDRESS, (whole, name) =>
      localized.has(name) ? `/assets/${folders[locale]}/${name}` : whole,
    );
  return { localize, folders, localized };
}
