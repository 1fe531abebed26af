// Build step (the first of postbuild.mjs): the theme script goes into every page's <head>,
// right after the charset, before the stylesheet. It does the whole of the theme's work:
// - it puts the visitor's saved choice on <html> as `data-theme` before the first paint,
//   so no page paints in the wrong theme;
// - it answers the header's toggle (`.theme-toggle`, theme-toggle.tsx), so the toggle works
//   from the first paint, before the page's JavaScript has loaded, and costs it nothing.
// It is written into the HTML here rather than rendered by React so its text is not also
// shipped in every page's JavaScript; React 19 leaves an extra element in <head> alone when
// it hydrates. The same text on every page is one CSP hash (postbuild checks every inline
// script against its page's policy). A storage error (storage blocked) counts as no choice,
// and a choice then holds for the page view only. Without JavaScript there is no script
// and no attribute, and the stylesheet follows the system setting.

/** The localStorage key of the visitor's choice: "light" or "dark"; absent means "system". */
export const THEME_STORAGE_KEY = "theme";

/** The toggle's order: system, then light, then dark, then system again. */
const NEXT = '{system:"light",light:"dark"}';

export const themeHeadScript = [
  "var d=document.documentElement,k=" + JSON.stringify(THEME_STORAGE_KEY) + ",t;",
  "try{t=localStorage.getItem(k)}catch(e){}",
  'd.dataset.theme=t=="light"||t=="dark"?t:"system";',
  'document.addEventListener("click",function(e){',
  'if(!e.target.closest||!e.target.closest(".theme-toggle"))return;',
  `t=${NEXT}[d.dataset.theme]||"system";d.dataset.theme=t;`,
  'try{t=="system"?localStorage.removeItem(k):localStorage.setItem(k,t)}catch(e){}})',
].join("");

const CHARSET = /<meta charSet="utf-8"\/>/i;

/** `html` with the theme script right after its charset; fails on a page without one. */
export function addThemeHeadScript(html, file = "page") {
  const charset = CHARSET.exec(html);
  if (!charset)
    throw new Error(`${file}: no <meta charSet="utf-8"/> to put the theme script after`);
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}<script>${themeHeadScript}</script>${html.slice(at)}`;
}
