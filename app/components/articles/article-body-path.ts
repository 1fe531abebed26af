/**
 * A body a page draws: `locale` names a translation's; `shownIn` an English body as a page
 * under that language's prefix draws it, its links led to that language's pages.
 */
type Body = { kind: string; slug: string; locale?: string; shownIn?: string };

/**
 * Where the build writes an article's body as JSON ({ "html": ... }), for pages reached by a
 * client-side navigation: /articles/blog/<slug>.json, /articles/guides/..., /articles/changelog/...;
 * under another prefix /articles/blog/<slug>.<locale>.json, the translation or the English
 * article with its links in that language (docs/decisions/048, 055).
 */
export const articleBodyPath = (article: Body) => `/articles/${articleBodyKey(article)}.json`;

/**
 * The body's key among the build's bodies: "blog/<slug>", or "blog/<slug>.de" under /de (a
 * page under a prefix draws either the translation or the English, never both).
 */
export const articleBodyKey = (article: Body) => {
  const under = article.locale ?? article.shownIn;
  return `${article.kind}/${article.slug}${under ? `.${under}` : ""}`;
};

/**
 * The body an article page draws: the article's own, in the language it is written in.
 * `lang` is the article's ("en" for an English article shown under any prefix, then with
 * `shownIn` naming the prefix).
 */
export const articleBodyOf = (article: {
  kind: string;
  slug: string;
  lang: string;
  shownIn?: string;
}): Body => ({
  kind: article.kind,
  slug: article.slug,
  ...(article.lang === "en" ? {} : { locale: article.lang }),
  ...(article.lang === "en" && article.shownIn ? { shownIn: article.shownIn } : {}),
});
