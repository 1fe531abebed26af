import { readFileSync } from "node:fs";
import { locales } from "../../app/lib/locales.js";
import { translated, translationPath } from "../../pipeline/content/translations.mjs";

/**
 * What the server answers a form with, in the language of the page it was sent from. Each
 * language's form posts to its own address (/de/contact/send, /de/newsletter), so the
 * language is the route's, never a value a visitor types: a route exists for each language
 * of app/lib/locales.js and for nothing else.
 */

const root = new URL("../../", import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(new URL(file, root), "utf8"));

/**
 * A content file the server reads as it stands (registry: readOutsideVite), in every
 * language: `{ en, de, ja, he }`, each the English file with that language's words over it
 * (content/translations/<locale>/…, checked complete in npm test), read once at start.
 * @param {string} file From the repository's root: "content/forms/form-answers.json".
 */
export function wordsInEachLocale(file) {
  const english = readJson(file);
  return Object.fromEntries(
    locales.map(({ code }) => [
      code,
      code === "en" ? english : translated(english, readJson(translationPath(file, code))),
    ]),
  );
}
