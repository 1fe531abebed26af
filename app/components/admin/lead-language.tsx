import { locales } from "~/lib/locales.js";

/**
 * A lead's language as the (English) inbox names it: "German (Deutsch)", the name in itself
 * marked with its language so a screen reader says it as written. A code the site does not
 * have (none is stored by the forms) shows as stored.
 */
export function LeadLanguage({ code }: { code: string }) {
  const locale = locales.find((entry) => entry.code === code);
  if (!locale) return <>{code}</>;
  const english = new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
  if (english === locale.name) return <>{english}</>;
  return (
    <>
      {english} (
      <span lang={locale.lang} dir={locale.dir}>
        {locale.name}
      </span>
      )
    </>
  );
}
