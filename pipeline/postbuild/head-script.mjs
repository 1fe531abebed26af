// Post-build step 2 (pipeline/postbuild/index.mjs): the head script goes into every page's
// <head>, right after the charset, before the stylesheet, so what it puts on <html>
// holds from the first style and layout. It does five jobs, each for every page:
//
// The theme. It puts the visitor's saved choice on <html> as `data-theme` before the first
// paint, so no page paints in the wrong theme, and it answers the header's toggle
// (`.theme-toggle`, theme-toggle.tsx) from the first paint, before the page's JavaScript has
// loaded. A storage error (storage blocked) counts as no choice, and a choice then holds for
// the page view only. Without JavaScript there is no attribute, and the stylesheet follows
// the system setting.
//
// The presses made before the page's loader runs. The loader is a module of the build's
// assets (hydrate-on-intent.mjs), fetched beside the page and run once the page is parsed
// and it has arrived. A click on a declared control (`data-hydrate-hold`, not a new-tab or
// other modified click) or a submit of a declared form, made before then, is stopped here,
// marked busy and queued on `window`; the loader takes the queue over as it starts and holds
// those presses as its own (app/lib/page-loader/early-events.ts), and this listener then
// stands down. Keyboard shortcuts and tooltips are not held until the loader runs: a
// shortcut pressed before then gets the browser's own answer (none, for "/" in Chromium),
// and a tooltip shows on the next hover.
//
// The page's bands, laid out as they near the viewport. With `data-bands="lazy"` on <html>,
// app.css gives the bands of <main> below the first `content-visibility: auto`: the browser
// styles and lays out only what is near the screen, which is most of what a long page costs
// a phone on load (docs/decisions/018). Estimated heights are wrong for anything that must
// find a place below the fold, so the whole page is laid out (the attribute removed) before
// that happens:
// - at once, on a load that jumps to an anchor (a #fragment) or restores a scroll position
//   (reload, Back, Forward);
// - on a click on a link to an anchor of this page (a smooth scroll would otherwise stop
//   short as the bands it passes take their real heights), or to any anchor once the app
//   runs (its navigations scroll in the same document);
// - when the browser is idle after the app has hydrated, before its navigations and scroll
//   restoration need the real heights.
// Without JavaScript there is no attribute and every band is laid out as usual.
//
// The saved demo board. A browser that holds one gets `data-saved-board` on <html>: the
// page loads the board at once and keeps the starting board hidden until the saved one is
// drawn (app/lib/saved-board.js).
//
// The visitor's language choice. A press on a link to the same page in another language
// remembers that language, which the English home page may offer later (its own script,
// app/lib/language-offer.js).
//
// All are written into the HTML here rather than rendered by React so their text is not
// also shipped in every page's JavaScript; React 19 leaves an extra element in <head> alone
// when it hydrates. The same text on every page is one CSP hash (the post-build checks every
// inline script against its page's policy).

import { EARLY_PRESSES, HOLD_ATTRIBUTE, HYDRATED } from "../../app/lib/hydration-marks.js";
import { LANGUAGE_CHOICE_ATTRIBUTE, LANGUAGE_CHOICE_KEY } from "../../app/lib/language-offer.js";
import { SAVED_BOARD_ATTRIBUTE, SAVED_BOARD_KEY } from "../../app/lib/saved-board.js";

/** The localStorage key of the visitor's choice: "light" or "dark"; absent means "system". */
export const THEME_STORAGE_KEY = "theme";

/** The toggle's order: system, then light, then dark, then system again. */
const NEXT = '{system:"light",light:"dark"}';

const themeScript = [
  `var d=document.documentElement,k=${JSON.stringify(THEME_STORAGE_KEY)},t;`,
  "try{t=localStorage.getItem(k)}catch(e){}",
  'd.dataset.theme=t=="light"||t=="dark"?t:"system";',
  'document.addEventListener("click",function(e){',
  'if(!e.target.closest||!e.target.closest(".theme-toggle"))return;',
  `t=${NEXT}[d.dataset.theme]||"system";d.dataset.theme=t;`,
  'try{t=="system"?localStorage.removeItem(k):localStorage.setItem(k,t)}catch(e){}});',
].join("");

/** The attribute app.css reads: present ("lazy") while the lower bands wait for the screen. */
export const LAZY_BANDS_ATTRIBUTE = "data-bands";

const bandsScript = [
  'var n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0],',
  `all=function(){d.removeAttribute(${JSON.stringify(LAZY_BANDS_ATTRIBUTE)})};`,
  'if(!location.hash&&!(n&&(n.type=="reload"||n.type=="back_forward")))',
  `d.setAttribute(${JSON.stringify(LAZY_BANDS_ATTRIBUTE)},"lazy");`,
  'document.addEventListener("click",function(e){',
  "var a=e.target.closest&&e.target.closest(\"a[href*='#']\");",
  "if(a&&a.hash&&(a.pathname==location.pathname||d.dataset.hydrated))all()},true);",
  `document.addEventListener(${JSON.stringify(HYDRATED)},function(){`,
  "(window.requestIdleCallback||setTimeout)(all,{timeout:2e3})})",
].join("");

// A saved demo board: marked on <html> so the page draws the board it holds, not the
// starting one first (app/lib/saved-board.js). Read on every page: one lookup, one hash.
const savedBoardScript = [
  `try{localStorage.getItem(${JSON.stringify(SAVED_BOARD_KEY)})!=null&&`,
  `d.setAttribute(${JSON.stringify(SAVED_BOARD_ATTRIBUTE)},"")}catch(e){}`,
].join("");

// The same decisions as early-events.ts's click and submit listeners, so the loader, taking
// a queued press over, holds exactly what was stopped here.
const earlyPressesScript = [
  `window.${EARLY_PRESSES}=[];["click","submit"].forEach(function(y){`,
  `addEventListener(y,function(e){var q=window.${EARLY_PRESSES},`,
  `c=e.target.closest&&e.target.closest("[${HOLD_ATTRIBUTE}]");`,
  'if(!q||!c||(y=="click"?c.tagName=="FORM"||e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey:c!=e.target))return;',
  'e.preventDefault();e.stopImmediatePropagation();c.setAttribute("aria-busy","true");q.push(e)},true)});',
].join("");

// A press on a link to another language remembers that language, which the English home
// page may offer again (app/lib/language-offer.js).
const languageChoiceScript = [
  'document.addEventListener("click",function(e){',
  `var a=e.target.closest&&e.target.closest("a[${LANGUAGE_CHOICE_ATTRIBUTE}]");`,
  `if(a)try{localStorage.setItem(${JSON.stringify(LANGUAGE_CHOICE_KEY)},a.hreflang)}catch(e){}});`,
].join("");

export const headScript =
  themeScript + languageChoiceScript + savedBoardScript + earlyPressesScript + bandsScript;

const CHARSET = /<meta charSet="utf-8"\/>/i;

/** `html` with the head script right after its charset; fails on a page without one. */
export function addHeadScript(html, file = "page") {
  const charset = CHARSET.exec(html);
  if (!charset) throw new Error(`${file}: no <meta charSet="utf-8"/> to put the head script after`);
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}<script>${headScript}</script>${html.slice(at)}`;
}
