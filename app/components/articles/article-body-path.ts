/**
 * Where the build writes an article's body as JSON ({ "html": ... }), for pages reached by a
 * client-side navigation: /articles/blog/<slug>.json, /articles/guides/..., /articles/changelog/...
 */
export const articleBodyPath = (article: { kind: string; slug: string }) =>
  `/articles/${article.kind}/${article.slug}.json`;
