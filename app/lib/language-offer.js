// @ts-check
// Plain JavaScript, like saved-board.js: the head script the post-build writes
// (pipeline/postbuild/head-script.mjs) and the offer's own script below read the same names
// as the home page's offer (app/components/layout/language-offer.tsx) and its styles
// (app.css).
import { prefixedLocales } from "./locales.js";

/**
 * localStorage: the language a visitor last chose with a language link ("de"), read on `/`
 * to offer that language again. Kept in the browser only (the privacy and cookies pages say
 * so).
 */
export const LANGUAGE_CHOICE_KEY = "flowboard-language";

/** localStorage: "dismissed" once a visitor has closed the offer; it is not made again. */
export const LANGUAGE_OFFER_DISMISSED_KEY = "flowboard-language-offer";

/**
 * Put on <html> by the offer's own script (`languageOfferScript`) before any offer on `/` is
 * drawn: the code of the language to offer ("de"). app.css shows that language's offer and
 * no other.
 */
export const LANGUAGE_OFFER_ATTRIBUTE = "data-language-offer";

/**
 * On a link to the same page in another language: the head script records a press's
 * hreflang as the choice.
 */
export const LANGUAGE_CHOICE_ATTRIBUTE = "data-language-choice";

/** On the offer's close button, which the offer's own script answers. */
export const LANGUAGE_OFFER_DISMISS_ATTRIBUTE = "data-language-offer-dismiss";

/**
 * The offer's own script, inline on `/` just before the offers, so it runs while the page is
 * parsed and before any of them is drawn. Unless the visitor has closed the offer before,
 * the first language the site has among the one they last chose with a language link and
 * then their browser's (Hebrew's old code "iw" read as "he") goes on <html>; English first,
 * or none the site has, offers nothing. The close button hides the offer, remembers that,
 * and hands the focus to the header's first link, the next thing on the page. Storage
 * blocked: no offer, since closing it could not be remembered. A function, so a page's
 * JavaScript, which never writes it, does not carry it either.
 */
export function languageOfferScript() {
  // Every language but English, whose home page the offer is on.
  const offered = prefixedLocales.map(({ code }) => code);
  return [
    "(function(){var d=document.documentElement;",
    'document.addEventListener("click",function(e){',
    `if(!e.target.closest||!e.target.closest("[${LANGUAGE_OFFER_DISMISS_ATTRIBUTE}]"))return;`,
    `d.removeAttribute("${LANGUAGE_OFFER_ATTRIBUTE}");`,
    'var h=document.querySelector("header a");if(h)h.focus();',
    `try{localStorage.setItem("${LANGUAGE_OFFER_DISMISSED_KEY}","dismissed")}catch(e){}});`,
    `try{if(localStorage.getItem("${LANGUAGE_OFFER_DISMISSED_KEY}"))return;`,
    `var p=localStorage.getItem("${LANGUAGE_CHOICE_KEY}"),n=navigator.languages,`,
    "L=(p?[p]:[]).concat(n&&n.length?n:[navigator.language]),i,l;",
    'for(i=0;i<L.length;i++){l=String(L[i]).toLowerCase().split("-")[0];if(l=="iw")l="he";',
    `if(l=="en")return;if(${JSON.stringify(offered)}.indexOf(l)>=0)`,
    `return d.setAttribute("${LANGUAGE_OFFER_ATTRIBUTE}",l)}}catch(e){}})()`,
  ].join("");
}
