import { type LocaleCode, localeNamed } from "./locales.js";

/** One formatter per language and options, made on first use: building one costs more than using it. */
export function cachedFormatter<T>(make: (intlTag: string) => T) {
  const made = new Map<LocaleCode, T>();
  return (locale: LocaleCode): T => {
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(localeNamed(locale).intl);
      made.set(locale, formatter);
    }
    return formatter;
  };
}
