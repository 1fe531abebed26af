import { readFileSync } from "node:fs";
import path from "node:path";
import { messageCompilerOptions } from "./paraglide-options.mjs";

const messagesDir = path.resolve(messageCompilerOptions.outdir, "messages");
const runtimeImport = "import { getLocale, experimentalStaticLocale } from '../runtime.js';\n";
/**
 * In the browser's build, what a message reads first for its language: a global no page
 * sets, which the minifier keeps as it is written. The post-build writes each language's
 * copy of the chunks that hold messages with this replaced by the language's code, and
 * minifies them again, so a page carries its own language's words and no other's
 * (pipeline/postbuild/messages-per-locale.mjs). Left in place, it reads `undefined`, and
 * the message asks the page, as at build. It comes before a caller's `{ locale }`, as
 * Paraglide's static locale does: in the browser a message speaks the page's language,
 * whatever it is asked (only the build, rendering the language offer, asks for another).
 */
export const MESSAGE_LOCALE_MARKER = "globalThis.__flowboardMessageLocale";
/** Where a message, as compiled, reads Paraglide's static locale first. */
const choice = "experimentalStaticLocale ??";
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
 * than growing every page unnoticed. With several languages in project.inlang/settings.json
 * each message keeps its languages and reads the page's (below).
 */
export function foldSingleLocale() {
  const active = singleLocale();
  // With several languages, a message chooses its language from the page's language as the
  // site reads it (app/lib/localized-content.ts: the renderer's at build), not through
  // Paraglide's runtime, whose cookie, storage and URL-pattern code would cost every page
  // 1.1 KB gzip for a choice the site makes already. In the browser the choice is made
  // before any page loads: each language has its own copy of the chunks (the marker above).
  const pageLocale = path.resolve("app/lib/localized-content.ts");
  return {
    name: "flowboard:fold-single-locale",
    apply: "build",
    transform(code, id) {
      // Vitest's stand-in context has no environment: it is not the browser's build.
      const inBrowserBuild = this.environment?.name === "client";
      const file = path.resolve(id.split("?")[0]);
      if (path.dirname(file) !== messagesDir || path.basename(file) === "_index.js") return null;
      if (!active) {
        if (!code.includes(runtimeImport) || !code.includes(choice))
          this.error(`${file} is not the message module fold-single-locale.mjs expects`);
        const imports = `import { pageLocale as getLocale } from ${JSON.stringify(pageLocale)};\n`;
        return {
          // In the browser's build the marker is written into each message's choice, not
          // into a constant of its module: the minifier hoists such a constant to one shared
          // variable, which the post-build's replacement would not fold.
          code: inBrowserBuild
            ? code.replace(runtimeImport, imports).replace(choice, `${MESSAGE_LOCALE_MARKER} ??`)
            : code.replace(
                runtimeImport,
                `${imports}const experimentalStaticLocale = undefined;\n`,
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
