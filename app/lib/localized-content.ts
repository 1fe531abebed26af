import type { LocaleCode } from "./locales.js";
import { documentLocale, evaluatedIn } from "./page-locale.js";

export { BUILD_LOCALE_KEY, pageLocale } from "./page-locale.js";

/**
 * The content files in the language of the page (issue 48). Each file is one object that
 * the readers in app/content hand out pieces of (`homeHero = home.hero`); a language's words
 * (its translation, with the sentences that name facts filled from its own facts) are put
 * over the object's strings in place, so every piece a component holds reads the language
 * of the page without the component knowing there is more than one.
 *
 * - In the browser a document has one language: a file's module fetches that language's
 *   words before the modules that read it run (pipeline/vite/content.ts, `documentWords`).
 * - At build each language's pages are rendered by a copy of the renderer evaluated in
 *   that language (app/lib/build-locale.server.ts), whose files hold its words from the
 *   start. Either way a value a reader derives when its module runs (a copy, a list built
 *   from a file) is already in the page's language.
 */

type Words = unknown;

/** Puts `words` over the strings of `target`, in place; a null or missing part keeps English. */
function putWords(target: unknown, words: Words): void {
  if (!target || typeof target !== "object" || !words || typeof words !== "object") return;
  const record = target as Record<string | number, unknown>;
  for (const [key, value] of Object.entries(words as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    if (typeof value === "string") record[key] = value;
    else putWords(record[key], value);
  }
}

/** A file's words put over it: putWords, then the page's own SEO fields the language lacks dropped. */
function putFileWords(data: object, words: Words): void {
  if (!words || typeof words !== "object") return;
  putWords(data, words);
  if ("meta" in data) withoutUntranslatedSeo(data.meta, (words as { meta?: unknown }).meta);
}

/**
 * A page's own description and social picture are optional in a translation
 * (pipeline/content/translations.mjs): where the language has none, the page falls back to
 * its lead and the site's card in that language (app/lib/meta.ts), never to the English.
 */
function withoutUntranslatedSeo(meta: unknown, words: unknown): void {
  if (!meta || typeof meta !== "object") return;
  const own = meta as { description?: unknown; image?: { alt?: unknown } };
  const translated = (words ?? {}) as { description?: unknown; image?: { alt?: unknown } };
  const said = (value: unknown) => typeof value === "string" && value.trim() !== "";
  if (own.description !== undefined && !said(translated.description)) delete own.description;
  if (own.image && !said(translated.image?.alt)) delete own.image;
}

/** In the browser: a content file's values, in the language of the document. */
export async function documentWords(
  data: object,
  loaders: Partial<Record<LocaleCode, () => Promise<{ default: Words }>>>,
): Promise<void> {
  const load = loaders[documentLocale()];
  if (load) putFileWords(data, (await load()).default);
}

/** At build: a content file's values, in the language of this copy of the renderer. */
export function localizedContent<T extends object>(
  data: T,
  words: Partial<Record<LocaleCode, Words>>,
): T {
  putFileWords(data, words[evaluatedIn]);
  return data;
}
