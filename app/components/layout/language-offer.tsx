import { StaticContent } from "~/components/static-content";
import {
  LANGUAGE_CHOICE_ATTRIBUTE,
  LANGUAGE_OFFER_DISMISS_ATTRIBUTE,
  languageOfferScript,
} from "~/lib/language-offer.js";
import { type Locale, pathInLocale, prefixedLocales } from "~/lib/locales.js";
import { m } from "~/paraglide/messages.js";

/**
 * The English home page's offer of the site in another language, for a visitor whose
 * browser or earlier choice prefers one (issue 48). The page never redirects: each
 * language's offer is in the HTML, hidden, and the inline script before them shows the one
 * to make before any is drawn, so showing it moves nothing (app/lib/language-offer.js). The
 * same script answers the close button, before and after the page's JavaScript, and keeps
 * the closing in the browser. The build draws it and the page adopts the HTML, so no word of
 * it is in the page's JavaScript.
 */
export function LanguageOffer() {
  return (
    <StaticContent className="language-offers">
      {import.meta.env.SSR ? (
        <>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of app/lib/language-offer.js */}
          <script dangerouslySetInnerHTML={{ __html: languageOfferScript() }} />
          {prefixedLocales.map((locale) => (
            <Offer key={locale.code} locale={locale} />
          ))}
        </>
      ) : null}
    </StaticContent>
  );
}

/** One language's offer, written in that language. */
function Offer({ locale }: { locale: Locale }) {
  const inLanguage = { locale: locale.code };
  return (
    <aside
      lang={locale.lang}
      dir={locale.dir}
      aria-label={m.language_offer_label({}, inLanguage)}
      className="language-offer border-b bg-muted"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <p>{m.language_offer_text({}, inLanguage)}</p>
        <a
          href={pathInLocale("/", locale.code)}
          hrefLang={locale.lang}
          {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: "" }}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
        >
          {m.language_offer_link({}, inLanguage)}
        </a>
        <button
          type="button"
          data-answered-by="inline-script"
          {...{ [LANGUAGE_OFFER_DISMISS_ATTRIBUTE]: "" }}
          className="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-background"
        >
          {m.language_offer_dismiss({}, inLanguage)}
        </button>
      </div>
    </aside>
  );
}
