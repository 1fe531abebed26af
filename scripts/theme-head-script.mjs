// Build step (the first of postbuild.mjs): the theme script goes into every page's <head>,
// right after the charset, before the stylesheet. It puts the visitor's saved choice
// (app/lib/theme.ts) on <html> as `data-theme` before the first paint, so no page paints
// in the wrong theme. It is written into the HTML here rather than rendered by React so
// its text is not also shipped in every page's JavaScript; React 19 leaves an extra
// element in <head> alone when it hydrates. The same text on every page is one CSP hash
// (postbuild checks every inline script against its page's policy). A storage error
// (storage blocked) counts as no choice. Without JavaScript there is no script and no
// attribute, and the stylesheet follows the system setting.

/** The localStorage key of the choice; app/lib/theme.ts writes it (theme.test.ts checks). */
export const THEME_STORAGE_KEY = "theme";

export const themeHeadScript = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}document.documentElement.dataset.theme=t=="light"||t=="dark"?t:"system"`;

const CHARSET = /<meta charSet="utf-8"\/>/i;

/** `html` with the theme script right after its charset; fails on a page without one. */
export function addThemeHeadScript(html, file = "page") {
  const charset = CHARSET.exec(html);
  if (!charset)
    throw new Error(`${file}: no <meta charSet="utf-8"/> to put the theme script after`);
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}<script>${themeHeadScript}</script>${html.slice(at)}`;
}
