/**
 * Where the build writes an article's body as JSON ({ "html": ... }), for pages reached by a
 * client-side navigation: /articles/blog/<slug>.json, /articles/guides/..., /articles/changelog/...;
 * a translation's at /articles/blog/<slug>.<locale>.json (docs/decisions/048).
 */
export const articleBodyPath = (article: { kind: string; slug: string; locale?: string }) =>
  `/articles/${articleBodyKey(article)}.json`;

/** The body's key among the build's bodies: "blog/<slug>", or "blog/<slug>.de" translated. */
export const articleBodyKey = (article: { kind: string; slug: string; locale?: string }) =>
  `${article.kind}/${article.slug}${article.locale ? `.${article.locale}` : ""}`;

/**
 * The body an article page draws: the article's own, in the language it is written in.
 * `lang` is the article's ("en" for an English article shown under any prefix).
 */
export const articleBodyOf = (article: { kind: string; slug: string; lang: string }) => ({
  kind: article.kind,
  slug: article.slug,
  ...(article.lang === "en" ? {} : { locale: article.lang }),
});
