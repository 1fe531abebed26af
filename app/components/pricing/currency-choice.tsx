import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { StaticContent } from "~/components/static-content";
import {
  type CurrencyCode,
  currencies,
  currencySegment,
  currencyStorageKey,
  languageCurrency,
  pricedPath,
  withoutCurrency,
} from "~/lib/currencies.js";
import { localeNamed } from "~/lib/locales.js";
import { pageLocale } from "~/lib/localized-content";

/**
 * The currency a page's prices show: the one its path names ("/de/pricing/usd"), else its
 * language's (app/lib/currencies.js).
 */
export function useCurrency(): CurrencyCode {
  return withoutCurrency(useLocation().pathname).currency ?? languageCurrency();
}

/** Each currency's name in the page's language ("Euro", "ユーロ"): Intl's, made once (a document has one). */
let currencyNames: Intl.DisplayNames | undefined;
const namesOfCurrencies = () => {
  currencyNames ??= new Intl.DisplayNames(localeNamed(pageLocale()).intl, { type: "currency" });
  return currencyNames;
};

/**
 * What the page's inline script does before the visitor reads a price: on a page in a chosen
 * currency it keeps the choice in the visitor's browser; on the language's own page it opens
 * the page in the currency chosen before, if any. The same, after a client-side navigation,
 * is the effect below (a script React puts in the page is not run).
 */
function rememberScript(chosen: CurrencyCode | undefined): string {
  const key = JSON.stringify(currencyStorageKey);
  if (chosen)
    return `try{localStorage.setItem(${key},${JSON.stringify(currencySegment(chosen))})}catch(e){}`;
  const known = currencies.map(currencySegment).join("|");
  return `try{var c=localStorage.getItem(${key});if(c&&/^(${known})$/.test(c)&&c!==${JSON.stringify(currencySegment(languageCurrency()))})location.replace(location.pathname.replace(/\\/$/,"")+"/"+c+location.hash)}catch(e){}`;
}

function storedCurrency(): string | null {
  try {
    return localStorage.getItem(currencyStorageKey);
  } catch {
    return null;
  }
}

/** The words around the choice, from content/pricing/plans.json's `priceWords`. */
export interface CurrencyWords {
  currencyChoice: string;
  taxNote: string;
}

/**
 * The currency choice beside a page's prices: plain links to the same page in each
 * currency, so it works without JavaScript; the choice is kept in the visitor's own browser
 * only (named on /privacy). With it, the language's note on tax. The words come from the
 * page (its loader or its content module), so the choice adds no content file to a page.
 */
export function CurrencyChoice({ words, className }: { words: CurrencyWords; className?: string }) {
  const priceWords = words;
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const { path, currency: chosen } = withoutCurrency(pathname);
  const shown = chosen ?? languageCurrency();
  useEffect(() => {
    if (chosen) {
      try {
        localStorage.setItem(currencyStorageKey, currencySegment(chosen));
      } catch {
        // storage refused: the choice holds for this page only
      }
      return;
    }
    const stored = currencies.find((code) => currencySegment(code) === storedCurrency());
    if (stored && stored !== languageCurrency())
      navigate(`${pricedPath(path, stored)}${hash}`, { replace: true });
  }, [chosen, path, hash, navigate]);
  const names = namesOfCurrencies();
  return (
    <div className={className}>
      <nav
        aria-label={priceWords.currencyChoice}
        className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm"
      >
        <span aria-hidden="true" className="font-semibold">
          {priceWords.currencyChoice}
        </span>
        <ul className="flex flex-wrap justify-center gap-1">
          {currencies.map((code) => (
            <li key={code}>
              <a
                href={pricedPath(path, code)}
                aria-current={code === shown ? "true" : undefined}
                className="inline-block rounded-full border px-3 py-1 font-semibold text-muted-foreground hover:text-foreground aria-[current]:border-primary aria-[current]:bg-primary aria-[current]:text-primary-foreground"
              >
                {names.of(code)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-2 text-center text-sm text-muted-foreground">{priceWords.taxNote}</p>
      {/* Written by the build and adopted as it is: the browser's code carries none of it. */}
      <StaticContent as="span" hidden>
        {import.meta.env.SSR ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: built here from constants
          <script dangerouslySetInnerHTML={{ __html: rememberScript(chosen) }} />
        ) : null}
      </StaticContent>
    </div>
  );
}
