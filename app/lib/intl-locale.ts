import type { LocaleCode } from "./locales.js";

/**
 * The tag Intl formats a language's dates and numbers with. English is written as in the US
 * (the site's English, and its prices are dollars); the others as the language's own default.
 */
export const intlLocale: Record<LocaleCode, string> = { en: "en-US", de: "de", ja: "ja", he: "he" };

/** One formatter per language and options, made on first use: building one costs more than using it. */
export function cachedFormatter<T>(make: (locale: string) => T) {
  const made = new Map<LocaleCode, T>();
  return (locale: LocaleCode): T => {
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(intlLocale[locale]);
      made.set(locale, formatter);
    }
    return formatter;
  };
}
