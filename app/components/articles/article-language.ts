import { type LocaleCode, localeNamed } from "~/lib/locales.js";
import { pageLocale } from "~/lib/page-locale.js";

/**
 * `lang` and `dir` for an article's words (a title, a description, a body) where they are
 * in another language than the page: an English article inside a German or Hebrew page is
 * marked English and left to right, so screen readers, hyphenation and checks read it as
 * English. Nothing where the words are in the page's language. An article with no `lang`
 * is English (the articles are written in English, and translated per language).
 */
export function articleLanguage(
  lang: LocaleCode = "en",
  page: LocaleCode = pageLocale(),
): { lang?: string; dir?: "ltr" | "rtl" } {
  if (lang === page) return {};
  const locale = localeNamed(lang);
  return { lang: locale.lang, dir: locale.dir };
}
