// The content files (content/**/*.json, app/content/registry.ts) as the app imports them:
// each is checked against its schema and has its {{references}} filled before Vite turns
// it into a module, so a mistake fails the build naming the file, the field and the rule,
// and the browser receives plain values (no schema code ships).
//
// In the app, a content file is a module that can change language (issue 48): its English
// values, registered with app/lib/localized-content.ts, plus a loader per language for the
// words of content/translations/<language>/<same path>, each its own small chunk. A page in
// German fetches only the German words of the files it shows; an English page fetches none.
import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { factSources } from "../../app/content/registry.ts";
import { prefixedLocales } from "../../app/lib/locales.js";
import { withJapaneseFigures } from "../content/japanese-figures.mjs";
import { withLatinIsolates } from "../content/latin-isolates.mjs";
import { withSoftHyphens } from "../content/soft-hyphens.mjs";
import { translationPath } from "../content/translations.mjs";
import { readContent, readWords } from "../content/validate.ts";

const VIRTUAL = "\0flowboard-content:";
const JSON_ATTRIBUTE =
  /(from\s+["'][^"']*content\/[^"']+\.json["'])\s+with\s*\{\s*type:\s*["']json["']\s*\}/g;

/**
 * A translation's words as its language sets them (docs/decisions/035): German with soft
 * hyphens, since the browser may have no German dictionary for `hyphens: auto`; Hebrew with
 * its Latin names isolated; Japanese with 以上 after a figure's counter ("1万社以上"). The page and its app read the same words.
 */
function typeset(relative: string, words: unknown): unknown {
  if (relative.startsWith("content/translations/de/")) return withSoftHyphens(words);
  if (relative.startsWith("content/translations/he/")) return withLatinIsolates(words);
  if (relative.startsWith("content/translations/ja/")) return withJapaneseFigures(words);
  return words;
}

export function contentPlugin(): Plugin {
  let root = process.cwd();
  const contentDir = () => `${path.join(root, "content")}${path.sep}`;
  const appDir = () => `${path.join(root, "app")}${path.sep}`;
  const relativeOf = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const isTranslation = (relative: string) => relative.startsWith("content/translations/");
  return {
    name: "flowboard:content",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (!importer || !source.endsWith(".json") || !importer.startsWith(appDir())) return;
      const file = path.resolve(path.dirname(importer.split("?")[0] ?? importer), source);
      if (!file.startsWith(contentDir())) return;
      const relative = relativeOf(file);
      if (isTranslation(relative)) return;
      // Without the .json ending, which would make the bundler read the module as JSON.
      return `${VIRTUAL}${relative.slice(0, -".json".length)}`;
    },
    load(id, options) {
      if (!id.startsWith(VIRTUAL)) return;
      const relative = `${id.slice(VIRTUAL.length)}.json`;
      this.addWatchFile(path.join(root, relative));
      for (const source of Object.values(factSources))
        this.addWatchFile(path.join(root, source.path));
      const data = readContent(root, relative);
      const words = prefixedLocales
        .map((locale) => [locale.code, translationPath(relative, locale.code)] as const)
        .filter(([, file]) => existsSync(path.join(root, file)));
      const localized = path.join(root, "app/lib/localized-content.ts");
      const values = JSON.stringify(data);
      if (options?.ssr) {
        // The build renders every language: each language's words are at hand.
        return [
          `import { localizedContent } from ${JSON.stringify(localized)};`,
          ...words.map(([code, file]) => `import ${code} from ${JSON.stringify(`/${file}`)};`),
          `export default localizedContent(${values}, { ${words.map(([code]) => code).join(", ")} });`,
        ].join("\n");
      }
      // In the browser a document has one language. A page in another fetches this file's
      // words (their own chunk) before anything that reads the file runs: the top-level
      // await holds the modules that import this one, so their values are computed from
      // the words of the page's language.
      const loaders = words.map(
        ([code, file]) => `${code}: () => import(${JSON.stringify(`/${file}`)})`,
      );
      return [
        `import { documentWords } from ${JSON.stringify(localized)};`,
        `const data = ${values};`,
        `await documentWords(data, { ${loaders.join(", ")} });`,
        "export default data;",
      ].join("\n");
    },
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      // A reader imports its file `with { type: "json" }` so that Node runs it as it is; in
      // the app the file is the module above, which the bundler must not read as JSON.
      if (file.startsWith(appDir()) && code.includes('type: "json"'))
        return { code: code.replace(JSON_ATTRIBUTE, "$1"), map: null };
      if (!file.startsWith(contentDir()) || !file.endsWith(".json")) return;
      // A file whose references change must be read again when a fact changes.
      for (const source of Object.values(factSources))
        this.addWatchFile(path.join(root, source.path));
      const relative = relativeOf(file);
      const value = isTranslation(relative)
        ? typeset(relative, readWords(root, relative, code))
        : readContent(root, relative, code);
      return { code: JSON.stringify(value), map: null };
    },
  };
}
