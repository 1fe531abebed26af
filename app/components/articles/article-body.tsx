import { bodies } from "virtual:article-bodies";
import { memo, useState } from "react";
import { englishLang, localeNamed } from "~/lib/locales.js";
import { articleBodyKey, articleBodyPath } from "./article-body-path";

/**
 * An article's body: HTML rendered from Markdown and highlighted at build time
 * (pipeline/articles), set as one string rather than thousands of React elements. Styled
 * by `.article-body` in app/styles/app.css.
 *
 * The prerender renders it from `virtual:article-bodies`, which holds every body there and
 * nothing in the browser. On a first view the browser is given "" for it, and React leaves
 * the prerendered element alone: it never compares or walks inner HTML when it hydrates,
 * and it sets innerHTML only when the string changes. So neither the page's JavaScript
 * nor its route data carries the text a second time. A page reached by a client-side
 * navigation has no prerendered body: its route's clientLoader fetches the JSON file the
 * build wrote (`loadArticleBody`) before the page renders.
 */
/**
 * `locale` names a translation's body (article-body-path.ts); without it, the English, with
 * `shownIn` the prefix whose pages its links lead to.
 */
type Article = { kind: string; slug: string; locale?: string; shownIn?: string };

const fetched = new Map<string, string>();
const keyOf = articleBodyKey;

/** Fetches an article's body once, from /articles/<kind>/<slug>.json. */
export async function loadArticleBody(article: Article): Promise<void> {
  if (fetched.has(keyOf(article))) return;
  const url = articleBodyPath(article);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const { html } = (await response.json()) as { html: string };
  fetched.set(keyOf(article), html);
}

/**
 * Draws one article's body. Keyed by the caller (`key={slug}`), so another article gets an
 * element of its own; within one, the HTML is fixed when it mounts.
 */
export const ArticleBody = memo(function ArticleBody({ kind, slug, locale, shownIn }: Article) {
  const [innerHtml] = useState(() => {
    const key = keyOf({ kind, slug, locale, shownIn });
    return { __html: bodies[key] ?? fetched.get(key) ?? "" };
  });
  const language = locale ? localeNamed(locale) : undefined;
  return (
    <div
      // An English article is marked English (and left to right) inside a page of any
      // language; a translation is in its own.
      lang={language?.lang ?? englishLang}
      dir={language?.dir ?? "ltr"}
      className="article-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build; raw HTML in it fails the build
      dangerouslySetInnerHTML={innerHtml}
      suppressHydrationWarning
    />
  );
});
