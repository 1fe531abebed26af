import type { CurrencyCode } from "./currencies.js";
import { cachedFormatter } from "./intl-locale.ts";
import { type LocaleCode, localeNamed } from "./locales.js";
import { pageLocale } from "./localized-content.ts";

/*
 * Numbers as the page's language writes them (issue 48): "25.000" and "99,9 %" on a German
 * page, "25,000" and "99.9%" on an English one. A plan's price is typed once per currency
 * (app/lib/currencies.js) and written as the page's language writes that currency
 * ("45 €", "￥7,400", "‏180 ₪"). Intl is the browser's own, so this costs the pages no library;
 * each formatter is made once per language and currency, not per render.
 */

/** The tag Intl is given for a language (cachedFormatter hands the makers this tag). */
const intlOf = { ja: localeNamed("ja").intl, he: localeNamed("he").intl };
const grouped = cachedFormatter((locale) => new Intl.NumberFormat(locale));
const percent = cachedFormatter(
  (locale) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }),
);
/** One formatter per language and currency, made on first use ("de EUR"). */
const money = new Map<string, Intl.NumberFormat>();
const shortLetters = cachedFormatter(
  (tag) =>
    // Japanese groups the digits before 万 as it does elsewhere: "1,000万", not "1000万".
    new Intl.NumberFormat(tag, {
      notation: "compact",
      ...(tag === intlOf.ja && { useGrouping: "always" }),
    } as Intl.NumberFormatOptions),
);
const shortWords = cachedFormatter(
  (locale) => new Intl.NumberFormat(locale, { notation: "compact", compactDisplay: "long" }),
);
/**
 * A large amount of money, shortened, as each language writes it (issue 72): English and German
 * keep the sign ("$10M", "10 Mio. $"); Japanese writes the amount in 万 with its digits grouped
 * and the currency named after it ("1,000万米ドル", never "$1000万"); Hebrew writes the amount
 * in words and names the currency ("10 מיליון דולר אמריקאי", never a Latin "10M $").
 */
const shortMoney = (currency: CurrencyCode) =>
  cachedFormatter((tag) => {
    const named = tag === intlOf.ja || tag === intlOf.he;
    return new Intl.NumberFormat(tag, {
      style: "currency",
      currency,
      notation: "compact",
      ...(named && { currencyDisplay: "name", compactDisplay: "long" }),
      ...(tag === intlOf.ja && { useGrouping: "always" }),
    } as Intl.NumberFormatOptions);
  });
const shortMoneyIn = { USD: shortMoney("USD") } as const;
/** "1 year", "1 Jahr", "1 年", "1 שנה"; "30 days", "30 Tage". */
const lengthOf = (unit: "day" | "year") =>
  cachedFormatter(
    (locale) => new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }),
  );
const lengthOfTime = { day: lengthOf("day"), year: lengthOf("year") };
const oneDecimal = cachedFormatter(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** 25000 as "25,000" (en), "25.000" (de); 2.5 as "2.5" or "2,5". */
export function formatCount(value: number, locale: LocaleCode = pageLocale()): string {
  return grouped(locale).format(value);
}

/** A number with one decimal, as a rating is read: 4.8 as "4.8" (en), "4,8" (de). */
export function formatOneDecimal(value: number, locale: LocaleCode = pageLocale()): string {
  return oneDecimal(locale).format(value);
}

/** A percentage given as its number of hundredths: 99.9 as "99.9%" (en), "99,9 %" (de). */
export function formatPercent(value: number, locale: LocaleCode = pageLocale()): string {
  return percent(locale).format(value / 100);
}

/** Whole US dollars: 1200 as "$1,200" (en), "1.200 $" (de), "$1,200" (ja). */
export function formatUsd(value: number, locale: LocaleCode = pageLocale()): string {
  return formatPrice(value, "USD", locale);
}

/** A whole amount in `currency` as the language writes it: 45 EUR as "45 €" (de), "€45" (en). */
export function formatPrice(
  value: number,
  currency: CurrencyCode,
  locale: LocaleCode = pageLocale(),
): string {
  const key = `${locale} ${currency}`;
  let formatter = money.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeNamed(locale).intl, {
      style: "currency",
      currency,
      maximumFractionDigits: 0,
    });
    money.set(key, formatter);
  }
  return formatter.format(value);
}

/**
 * A figure typed once in the content (content/site.json's `figures`, a plan's uptime): the
 * number, and how a sentence shows it. `short` writes it as "10K" (`letters`) or "1 million"
 * (`words`) in the language's own way ("1万", "1 Million"); `plus` adds "+" ("at least").
 */
export interface Figure {
  value: number;
  /** Dollars, a percentage, or a length of time ("1 year", "1 Jahr", "30 日"). */
  unit?: "usd" | "percent" | "day" | "year";
  short?: "letters" | "words";
  plus?: boolean;
}

const figureKeys = new Set(["value", "unit", "short", "plus"]);

/** Whether a fact is a Figure to be formatted, rather than a record of other facts. */
export function isFigure(fact: unknown): fact is Figure {
  return (
    fact !== null &&
    typeof fact === "object" &&
    typeof (fact as { value?: unknown }).value === "number" &&
    Object.keys(fact).every((key) => figureKeys.has(key))
  );
}

/**
 * How each language writes a figure "or more", one form site-wide: English and German put "+"
 * after the number ("10K+", "200+"); Japanese writes 以上 ("1万以上", and after a counter,
 * "1万社以上": pipeline/content/japanese-figures.mjs moves it there); Hebrew puts "+" after
 * the number in digits ("10,000+", "135+"), which takes a prefix as a number does
 * ("ב-135+ מדינות"), where "יותר מ-" would not.
 */
const orMore: Record<LocaleCode, (written: string) => string> = {
  en: (written) => `${written}+`,
  de: (written) => `${written}+`,
  ja: (written) => `${written}以上`,
  he: (written) => `${written}+`,
};

/**
 * A count in a language's one form for it: Japanese writes ten thousand and more in 万
 * ("1万", never "10,000" beside "1万" on one page); German and Hebrew write a count in full
 * digits ("10.000+", "10,000+"), never with a Latin "K", nor, in Hebrew, "10 אלף+" beside
 * "135+" in one sentence; millions they write in words ("1 Million", "1 מיליון").
 */
function shortCount(value: number, short: "letters" | "words" | undefined, locale: LocaleCode) {
  if (locale === "ja" && value >= 10_000) return shortLetters(locale).format(value);
  if (short === "letters" && locale === "he") return formatCount(value, locale);
  if (short === "letters") return shortLetters(locale).format(value);
  if (short === "words") return shortWords(locale).format(value);
  return formatCount(value, locale);
}

/** A figure as the language writes it: {value: 10000, short: "letters", plus: true} is "10K+". */
export function formatFigure(figure: Figure, locale: LocaleCode = pageLocale()): string {
  const { value, unit, short, plus } = figure;
  let written: string;
  if (unit === "percent") written = formatPercent(value, locale);
  else if (unit === "day" || unit === "year") written = lengthOfTime[unit](locale).format(value);
  else if (unit === "usd")
    written = short ? shortMoneyIn.USD(locale).format(value) : formatUsd(value, locale);
  else written = shortCount(value, short, locale);
  return plus ? orMore[locale](written) : written;
}
