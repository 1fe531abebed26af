// RSS 2.0, Atom 1.0 and JSON Feed 1.1 for the blog and the changelog, written at build
// time with every article in full and every URL absolute on the site's origin.
import type { ArticleSummary, FullArticle } from "../../app/content/article-types";
import type { FeedGroup } from "../../app/content/feeds";
import { type LocaleCode, localeNamed, pathInLocale } from "../../app/lib/locales.js";

export interface FeedInput {
  group: FeedGroup;
  description: string;
  /** Newest first. */
  items: readonly FullArticle<ArticleSummary>[];
  /** https://flowboard.example */
  origin: string;
  siteName: string;
  /**
   * The feed's language: its items link to the pages under the language's prefix, and an
   * item in another language (an English article in the German feed) says so. English when
   * not given.
   */
  locale?: LocaleCode;
}

/** The BCP 47 tag of an article's language. */
const tagOf = (item: ArticleSummary) => localeNamed(item.lang ?? "en").lang;

/** Where an item is read from the feed's language: its page under the feed's prefix. */
const itemPath = (item: ArticleSummary, locale: LocaleCode) =>
  item.lang === locale || locale === "en" ? item.path : pathInLocale(item.path, locale);

const xmlEscape = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** Text in a CDATA section; a "]]>" inside is split across two sections. */
const cdata = (value: string) => `<![CDATA[${value.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

const absolute = (origin: string, path: string) => new URL(path, origin).toString();
const rfc3339 = (isoDate: string) => `${isoDate}T00:00:00Z`;
const rfc822 = (isoDate: string) => new Date(rfc3339(isoDate)).toUTCString();
const lastChange = (item: ArticleSummary) => item.updated ?? item.date;

/**
 * An article's HTML with its links made absolute: feed readers show it away from the site,
 * where "/features" or "#setup" would lead nowhere. `#id` points into the article's page.
 */
export function absoluteHtml(html: string, origin: string, articlePath: string): string {
  const page = articlePath.split("#")[0] ?? articlePath;
  return html.replace(/\s(href|src)="([^"]*)"/g, (_, attribute: string, value: string) => {
    const url = value.startsWith("#") ? `${absolute(origin, page)}${value}` : value;
    return ` ${attribute}="${url.startsWith("/") ? absolute(origin, url) : url}"`;
  });
}

/** The date the feed last changed: the newest publication or update among its items. */
function feedUpdated(items: readonly ArticleSummary[]): string {
  const dates = items.map(lastChange).sort();
  const newest = dates[dates.length - 1];
  if (!newest) throw new Error("A feed needs at least one item.");
  return newest;
}

export function rssFeed({
  group,
  description,
  items,
  origin,
  siteName,
  locale = "en",
}: FeedInput): string {
  const feedLang = localeNamed(locale).lang;
  const entries = items.map((item) => {
    const url = absolute(origin, itemPath(item, locale));
    // RSS has no language per item: Dublin Core's names an item in another language.
    const language =
      tagOf(item) === feedLang ? "" : `\n      <dc:language>${tagOf(item)}</dc:language>`;
    return `    <item>
      <title>${xmlEscape(item.title)}</title>${language}
      <link>${xmlEscape(url)}</link>
      <guid isPermaLink="true">${xmlEscape(url)}</guid>
      <pubDate>${rfc822(item.date)}</pubDate>
      <dc:creator>${xmlEscape(item.author)}</dc:creator>
${item.tags.map((tag) => `      <category>${xmlEscape(tag)}</category>`).join("\n")}
      <description>${xmlEscape(item.description)}</description>
      <content:encoded>${cdata(absoluteHtml(item.html, origin, itemPath(item, locale)))}</content:encoded>
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlEscape(group.title)}</title>
    <link>${xmlEscape(absolute(origin, group.pagePath))}</link>
    <description>${xmlEscape(description)}</description>
    <language>${feedLang}</language>
    <copyright>${xmlEscape(siteName)}</copyright>
    <lastBuildDate>${rfc822(feedUpdated(items))}</lastBuildDate>
    <atom:link href="${xmlEscape(absolute(origin, group.rss))}" rel="self" type="application/rss+xml"/>
${entries.join("\n")}
  </channel>
</rss>
`;
}

export function atomFeed({
  group,
  description,
  items,
  origin,
  siteName,
  locale = "en",
}: FeedInput): string {
  const feedLang = localeNamed(locale).lang;
  const entries = items.map((item) => {
    const url = absolute(origin, itemPath(item, locale));
    const language = tagOf(item) === feedLang ? "" : ` xml:lang="${tagOf(item)}"`;
    return `  <entry${language}>
    <id>${xmlEscape(url)}</id>
    <title>${xmlEscape(item.title)}</title>
    <link rel="alternate" type="text/html" href="${xmlEscape(url)}"/>
    <published>${rfc3339(item.date)}</published>
    <updated>${rfc3339(lastChange(item))}</updated>
    <author><name>${xmlEscape(item.author)}</name></author>
${item.tags.map((tag) => `    <category term="${xmlEscape(tag)}"/>`).join("\n")}
    <summary>${xmlEscape(item.description)}</summary>
    <content type="html">${xmlEscape(absoluteHtml(item.html, origin, itemPath(item, locale)))}</content>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feedLang}">
  <id>${xmlEscape(absolute(origin, group.pagePath))}</id>
  <title>${xmlEscape(group.title)}</title>
  <subtitle>${xmlEscape(description)}</subtitle>
  <updated>${rfc3339(feedUpdated(items))}</updated>
  <link rel="self" type="application/atom+xml" href="${xmlEscape(absolute(origin, group.atom))}"/>
  <link rel="alternate" type="text/html" href="${xmlEscape(absolute(origin, group.pagePath))}"/>
  <rights>${xmlEscape(siteName)}</rights>
${entries.join("\n")}
</feed>
`;
}

export function jsonFeed({ group, description, items, origin, locale = "en" }: FeedInput): string {
  const feedLang = localeNamed(locale).lang;
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    title: group.title,
    home_page_url: absolute(origin, group.pagePath),
    feed_url: absolute(origin, group.json),
    description,
    language: feedLang,
    items: items.map((item) => ({
      id: absolute(origin, itemPath(item, locale)),
      url: absolute(origin, itemPath(item, locale)),
      ...(tagOf(item) === feedLang ? {} : { language: tagOf(item) }),
      title: item.title,
      summary: item.description,
      content_html: absoluteHtml(item.html, origin, itemPath(item, locale)),
      date_published: rfc3339(item.date),
      date_modified: rfc3339(lastChange(item)),
      authors: [{ name: item.author }],
      tags: item.tags,
      image: absolute(origin, item.socialImage),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

/** The three files of a feed group: build/client path (no leading slash) and contents. */
export function feedFiles(input: FeedInput): { fileName: string; source: string }[] {
  const { group } = input;
  return [
    { fileName: group.rss.slice(1), source: rssFeed(input) },
    { fileName: group.atom.slice(1), source: atomFeed(input) },
    { fileName: group.json.slice(1), source: jsonFeed(input) },
  ];
}
