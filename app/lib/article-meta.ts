import type { MetaDescriptor } from "react-router";
import type { ArticleSummary } from "~/content/article-types";
import { type FeedGroup, feedFormats } from "~/content/feeds";
import { site } from "~/content/site";
import { localeNamed } from "~/lib/locales.js";
import { absoluteUrl, type JsonLd, logoImagePath, pageMeta } from "~/lib/meta";
import { pageLocale } from "~/lib/page-locale.js";

/** <link rel="alternate"> for each format of a feed, so readers and browsers find it. */
export function feedLinks(group: FeedGroup): MetaDescriptor[] {
  return feedFormats.map((format) => ({
    tagName: "link",
    rel: "alternate",
    type: format.type,
    title: `${group.title} (${format.label})`,
    href: group[format.key],
  }));
}

/**
 * schema.org BlogPosting (blog) or Article (guides): headline, dates, author and
 * publisher, so search engines can show the byline and date.
 */
export function articleJsonLd(article: ArticleSummary): JsonLd {
  const url = absoluteUrl(article.path);
  return {
    "@context": "https://schema.org",
    "@type": article.kind === "blog" ? "BlogPosting" : "Article",
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(article.socialImage),
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    author: { "@type": "Person", name: article.author, jobTitle: article.authorRole },
    publisher: {
      "@type": "Organization",
      name: site.name,
      url: absoluteUrl("/"),
      logo: { "@type": "ImageObject", url: absoluteUrl(logoImagePath) },
    },
    keywords: article.tags.join(", "),
    wordCount: article.words,
    inLanguage: localeNamed(article.lang).lang,
  };
}

/** Everything in <head> for a blog post or a guide. */
export function articleMeta(
  article: ArticleSummary,
  feeds?: FeedGroup,
  /** The title of the list above it, in the page's language: its breadcrumb. */
  parentTitle?: string,
): MetaDescriptor[] {
  // An English article inside another language's page is a copy of the English page: its
  // canonical is the English URL, and it claims no translation (docs/decisions/048).
  const copyOfEnglish = article.lang !== pageLocale();
  return pageMeta({
    title: article.title,
    description: article.description,
    path: article.path,
    ...(parentTitle ? { parentTitle } : {}),
    ...(copyOfEnglish
      ? { canonicalPath: article.path }
      : { languages: ["en", ...article.translations] }),
    type: "article",
    image: { path: article.socialImage, alt: `${article.title}, by ${article.author}` },
    extra: [
      { property: "article:published_time", content: article.date },
      { property: "article:modified_time", content: article.updated ?? article.date },
      { property: "article:author", content: article.author },
      ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
      { "script:ld+json": articleJsonLd(article) },
      ...(feeds ? feedLinks(feeds) : []),
    ],
  });
}
