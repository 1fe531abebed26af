// `npm run translations`: per language, the translated fields whose English has changed
// since they were translated (outdated) and those with no translation (missing), each by
// file and field, with what changed in the English. A report: it exits 0, or 1 with
// --strict when a field is outdated or missing. An outdated translation fails no build: the
// page keeps it until it is translated again (docs/decisions/034-outdated-translations.md).
//
//   npm run translations
//   npm run translations -- --strict
//   npm run translations -- --mark-current <de|ja|he|all> [content/pages/home.json]
//
// --mark-current records that the translations (of one English file, or all) still say what
// today's English says: for a change that leaves the meaning as it was, such as a spelling
// fix, and to record the English of translations typed by hand.
import { existsSync } from "node:fs";
import path from "node:path";
import { changesAsText } from "../pipeline/content/english-changes.mjs";
import { localeReport, markCurrent } from "../pipeline/content/translation-sources.mjs";
import {
  TRANSLATED_LOCALES,
  TRANSLATIONS_DIR,
  translatableFiles,
} from "../pipeline/content/translations.mjs";
import { isMain } from "../pipeline/is-main.mjs";

const USAGE =
  "Usage: npm run translations [-- --strict | --mark-current <de|ja|he|all> [content/<file>.json]]";

const englishNames = new Intl.DisplayNames(["en"], { type: "language" });
/** "German (de)" */
const languageOf = (/** @type {string} */ locale) => `${englishNames.of(locale)} (${locale})`;

/**
 * The English file a command line names, in any of the forms a person may type it:
 * content/pages/home.json, pages/home.json, or one of its translations.
 * @param {string} named
 */
export function englishFileNamed(named) {
  const file = named.replace(/\\/g, "/").replace(/^\.\//, "");
  const translated = new RegExp(`^${TRANSLATIONS_DIR}/[a-z]{2}/`);
  if (translated.test(file)) return file.replace(translated, "content/");
  return file.startsWith("content/") ? file : `content/${file}`;
}

/**
 * The report's lines, per language: each outdated field with its English change, each
 * missing field and file.
 * @param {import("../pipeline/content/translation-sources.mjs").LocaleReport[]} reports
 */
export function reportLines(reports) {
  const lines = [];
  let total = 0;
  for (const { locale, files, missingFiles } of reports) {
    const states = files.flatMap((file) => file.states);
    const outdated = states.filter((state) => state.state === "outdated").length;
    const missing = states.filter((state) => state.state === "missing").length;
    const ofFiles = missingFiles.length ? `, ${missingFiles.length} file(s) missing` : "";
    lines.push(
      `${languageOf(locale)}: ${outdated} outdated, ${missing} missing of ${states.length} fields${ofFiles}`,
    );
    total += outdated + missing + missingFiles.length;
    for (const file of missingFiles) lines.push(`  ${file}: missing file`);
    for (const { file, states: fileStates } of files) {
      const shown = fileStates.filter((state) => state.state !== "current");
      if (!shown.length) continue;
      lines.push(`  ${file}`);
      for (const state of shown) {
        if (state.state === "missing") lines.push(`    missing   ${state.field}`);
        else if (state.was === undefined)
          lines.push(
            `    outdated  ${state.field}: no record of the English it was translated from; it reads now: ${state.english}`,
          );
        else lines.push(`    outdated  ${state.field}: ${changesAsText(state.was, state.english)}`);
      }
    }
  }
  if (total)
    lines.push(
      "",
      "Translate an outdated field again in the editor (npm run edit), or, if the English change leaves",
      "its meaning as it was: npm run translations -- --mark-current <language|all> [file]",
    );
  return lines;
}

/**
 * One run of the command: what it prints and its exit code.
 * @param {string[]} args
 * @param {string} root
 * @returns {{ code: number, lines: string[] }}
 */
export function run(args, root) {
  if (args.includes("--help")) return { code: 0, lines: [USAGE] };
  const markAt = args.indexOf("--mark-current");
  if (markAt >= 0) {
    const [locale, named, ...rest] = args.slice(markAt + 1);
    if (!locale || rest.length || !["all", ...TRANSLATED_LOCALES].includes(locale))
      return {
        code: 2,
        lines: [`Name a language (${TRANSLATED_LOCALES.join(", ")}) or all.`, USAGE],
      };
    const english = named === undefined ? undefined : englishFileNamed(named);
    if (english !== undefined && !translatableFiles(root).includes(english))
      return {
        code: 2,
        lines: [
          existsSync(path.join(root, english))
            ? `${english} has no words to translate.`
            : `${english} is not a content file.`,
          USAGE,
        ],
      };
    const { written, marked, refused } = markCurrent(root, locale, english);
    return {
      code: refused.length ? 1 : 0,
      lines: [
        `${marked} field(s) marked current, ${written.length} record(s) written:`,
        ...written.map((file) => `  ${file}`),
        ...(refused.length ? ["Left outdated:", ...refused.map((line) => `  ${line}`)] : []),
      ],
    };
  }
  const unknown = args.filter((arg) => arg !== "--strict");
  if (unknown.length) return { code: 2, lines: [`Unknown: ${unknown.join(" ")}`, USAGE] };
  const reports = TRANSLATED_LOCALES.map((locale) => localeReport(root, locale));
  const lines = reportLines(reports);
  const pending = lines.length > reports.length;
  return { code: args.includes("--strict") && pending ? 1 : 0, lines };
}

if (isMain(import.meta.url)) {
  const { code, lines } = run(process.argv.slice(2), process.cwd());
  console.log(lines.join("\n"));
  process.exitCode = code;
}
