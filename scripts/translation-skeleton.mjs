// Writes, for each content file with words, the English words a translator replaces:
// content/translations/<locale>/<path>.json, for a new locale or a file that has none yet.
// Files already there are left as they are; `npm test` names what is missing or still English.
//
//   node scripts/translation-skeleton.mjs de
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { translatableFiles, translationPath, wordsOf } from "../pipeline/content/translations.mjs";

const locale = process.argv[2];
if (!locale || !/^[a-z]{2}$/.test(locale)) {
  console.error("Name the language: node scripts/translation-skeleton.mjs de");
  process.exit(2);
}
let written = 0;
for (const file of translatableFiles(".")) {
  const target = translationPath(file, locale);
  if (existsSync(target)) continue;
  mkdirSync(path.dirname(target), { recursive: true });
  const words = wordsOf(JSON.parse(readFileSync(file, "utf8")));
  writeFileSync(target, `${JSON.stringify(words, null, 2)}\n`);
  written += 1;
}
console.log(`${written} file(s) written under content/translations/${locale}/`);
