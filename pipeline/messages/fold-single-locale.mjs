import { readFileSync } from "node:fs";
import path from "node:path";
import { messageCompilerOptions } from "./paraglide-options.mjs";

const messagesDir = path.resolve(messageCompilerOptions.outdir, "messages");
const runtimeImport = "import { getLocale, experimentalStaticLocale } from '../runtime.js';\n";
/** The function Paraglide exports for a message: it finds the locale, then calls its one language's. */
const dispatcher =
  /(export const (\w+) = \/\*\* @type [^\n]* \*\/ \(\(inputs(?: = \{\})?, options = \{\}\) => \{\n\texperimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)\n\treturn (en_\w+)\(inputs\)\n\}\);)/;

/** Whether the site has one language: then a message has nothing to choose. */
function singleLocale() {
  const settings = JSON.parse(
    readFileSync(path.resolve(messageCompilerOptions.project, "settings.json"), "utf8"),
  );
  return settings.locales.length === 1;
}

/**
 * While the site has one language, each message Paraglide compiles is its English function
 * behind a second one that finds the locale first (Paraglide 2.25.4, message-modules). This
 * exports the English function itself and drops the import of Paraglide's runtime, which
 * then stays out of every page with its cookie, URL and setLocale code: as compiled, the
 * shell's messages alone cost every page 1.7 KB gzip; folded, all of them cost 0.2 to
 * 0.5 KB (docs/decisions/027). A message module of another shape fails the build rather
 * than growing every page unnoticed. With a second language in project.inlang/settings.json
 * it does nothing, and the messages choose.
 */
export function foldSingleLocale() {
  const active = singleLocale();
  // With several languages, a message still chooses its language at run time, but from the
  // page's language as the site reads it (app/lib/localized-content.ts: the path's prefix in
  // the browser, the renderer's at build), not through Paraglide's runtime, whose cookie,
  // storage and URL-pattern code would cost every page 1.1 KB gzip for a choice the site
  // makes already.
  const pageLocale = path.resolve("app/lib/localized-content.ts");
  return {
    name: "flowboard:fold-single-locale",
    apply: "build",
    transform(code, id) {
      const file = path.resolve(id.split("?")[0]);
      if (path.dirname(file) !== messagesDir || path.basename(file) === "_index.js") return null;
      if (!active) {
        if (!code.includes(runtimeImport))
          this.error(`${file} is not the message module fold-single-locale.mjs expects`);
        return {
          code: code.replace(
            runtimeImport,
            `import { pageLocale as getLocale } from ${JSON.stringify(pageLocale)};\nconst experimentalStaticLocale = undefined;\n`,
          ),
          map: null,
        };
      }
      const found = dispatcher.exec(code);
      if (!found || !code.includes(runtimeImport)) {
        this.error(
          `${file} is not the message module fold-single-locale.mjs expects (docs/decisions/027)`,
        );
      }
      const [whole, , name, english] = found;
      return {
        code: code.replace(runtimeImport, "").replace(whole, `export const ${name} = ${english};`),
        map: null,
      };
    },
  };
}
