// @vitest-environment node
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import type { ArticleSummary, FullArticle } from "../../app/content/article-types";
import {
  blogFeeds,
  changelogFeeds,
  feedDescriptionsIn,
  feedGroupsIn,
} from "../../app/content/feeds";
import { site } from "../../app/content/site";
import { type ArticleCollection, loadArticles } from "./collection";
import { absoluteHtml, atomFeed, type FeedInput, jsonFeed, rssFeed } from "./feeds";
import { textOf } from "./markdown";
import { inLanguage } from "./relations";

/**
 * The feeds of the real articles, read back with an XML parser (RSS 2.0, Atom 1.0) and
 * JSON.parse (JSON Feed 1.1), and held to each format's required elements: what a feed
 * reader needs to list, link and show every item in full.
 */
let articles: ArticleCollection;
beforeAll(async () => {
  articles = await loadArticles(process.cwd());
});

const feedDescriptions = feedDescriptionsIn("en");
const groups = () =>
  [
    { name: "blog", group: blogFeeds, items: articles.blog, description: feedDescriptions.blog },
    {
      name: "changelog",
      group: changelogFeeds,
      items: articles.changelog,
      description: feedDescriptions.changelog,
    },
  ] as const;

const inputOf = (g: ReturnType<typeof groups>[number]): FeedInput => ({
  group: g.group,
  description: g.description,
  items: g.items,
  origin: site.origin,
  siteName: site.name,
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["item", "entry", "category", "link"].includes(name),
  parseTagValue: false,
  trimValues: true,
});

/** Parses XML after checking it is well formed (the validator names line and column). */
function parseXml<T>(xml: string): T {
  const valid = XMLValidator.validate(xml);
  expect(valid, JSON.stringify(valid)).toBe(true);
  return parser.parse(xml) as T;
}

type Element = Record<string, unknown>;

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** Every href and src in some HTML that is not an absolute URL a reader can open anywhere. */
const relativeReferences = (html: string) =>
  [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)]
    .map((match) => match[1] ?? "")
    .filter((url) => !/^(https:\/\/|mailto:)/.test(url));

const onSite = (url: string) => url.startsWith(`${site.origin}/`);

/** The item's content is the article in full: every word of its body, links made absolute. */
function expectFullContent(content: string, article: FullArticle<ArticleSummary>) {
  // XML parsers trim the whitespace around an element's text; the HTML is the same.
  expect(content.trim(), article.path).toBe(
    absoluteHtml(article.html, site.origin, article.path).trim(),
  );
  expect(textOf(content).trim()).toBe(textOf(article.html).trim());
  expect(relativeReferences(content), article.path).toEqual([]);
}

describe("RSS 2.0", () => {
  it("is well formed, with the channel's and every item's required elements, in full", () => {
    for (const g of groups()) {
      const { rss } = parseXml<{
        rss: { "@version": string; channel: Element & { item: Element[] } };
      }>(rssFeed(inputOf(g)));
      expect(rss["@version"]).toBe("2.0");
      const channel = rss.channel;
      expect(channel.title).toBe(g.group.title);
      expect(channel.link).toEqual([`${site.origin}${g.group.pagePath}`]);
      expect(channel.description).toBe(g.description);
      expect(String(channel.lastBuildDate)).toMatch(RFC822);
      expect(channel["atom:link"]).toMatchObject({
        "@href": `${site.origin}${g.group.rss}`,
        "@rel": "self",
      });

      expect(channel.item).toHaveLength(g.items.length);
      channel.item.forEach((item, index) => {
        const article = g.items[index] as FullArticle<ArticleSummary>;
        const url = `${site.origin}${article.path}`;
        expect(item.title).toBe(article.title);
        expect(item.link).toEqual([url]);
        expect(item.guid).toMatchObject({ "#text": url, "@isPermaLink": "true" });
        expect(String(item.pubDate)).toMatch(RFC822);
        expect(new Date(String(item.pubDate)).toISOString().slice(0, 10)).toBe(article.date);
        expect(item["dc:creator"]).toBe(article.author);
        expect(item.category).toEqual(article.tags);
        expect(item.description).toBe(article.description);
        expectFullContent(String(item["content:encoded"]), article);
      });
    }
  });
});

describe("Atom 1.0", () => {
  it("is well formed, with the feed's and every entry's required elements, in full", () => {
    for (const g of groups()) {
      const { feed: root } = parseXml<{
        feed: Element & { entry: Element[]; link: Record<string, string>[] };
      }>(atomFeed(inputOf(g)));
      expect(root["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
      expect(root.id).toBe(`${site.origin}${g.group.pagePath}`);
      expect(root.title).toBe(g.group.title);
      expect(String(root.updated)).toMatch(RFC3339);
      expect(root.link).toContainEqual({
        "@rel": "self",
        "@type": "application/atom+xml",
        "@href": `${site.origin}${g.group.atom}`,
      });
      const newest = g.items
        .map((item) => item.updated ?? item.date)
        .sort()
        .at(-1);
      expect(root.updated).toBe(`${newest}T00:00:00Z`);

      expect(root.entry).toHaveLength(g.items.length);
      root.entry.forEach((entry, index) => {
        const article = g.items[index] as FullArticle<ArticleSummary>;
        const url = `${site.origin}${article.path}`;
        expect(entry.id).toBe(url);
        expect(entry.title).toBe(article.title);
        expect(String(entry.updated)).toMatch(RFC3339);
        expect(String(entry.published)).toMatch(RFC3339);
        // Atom wants an author on every entry when the feed names none.
        expect(entry.author).toEqual({ name: article.author });
        expect(entry.link).toEqual([{ "@rel": "alternate", "@type": "text/html", "@href": url }]);
        const content = entry.content as { "@type": string; "#text": string };
        expect(content["@type"]).toBe("html");
        expectFullContent(content["#text"], article);
      });
    }
  });
});

describe("JSON Feed 1.1", () => {
  it("has the required fields, every URL absolute, every item in full", () => {
    for (const g of groups()) {
      const feed = JSON.parse(jsonFeed(inputOf(g))) as Record<string, unknown> & {
        items: Record<string, unknown>[];
      };
      expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
      expect(feed.title).toBe(g.group.title);
      expect(feed.home_page_url).toBe(`${site.origin}${g.group.pagePath}`);
      expect(feed.feed_url).toBe(`${site.origin}${g.group.json}`);
      expect(feed.items).toHaveLength(g.items.length);
      const ids = new Set<unknown>();
      feed.items.forEach((item, index) => {
        const article = g.items[index] as FullArticle<ArticleSummary>;
        expect(typeof item.id).toBe("string");
        ids.add(item.id);
        expect(item.url).toBe(`${site.origin}${article.path}`);
        expect(item.title).toBe(article.title);
        expect(String(item.date_published)).toMatch(RFC3339);
        expect(String(item.date_modified)).toMatch(RFC3339);
        expect(item.authors).toEqual([{ name: article.author }]);
        expect(onSite(String(item.image))).toBe(true);
        expectFullContent(String(item.content_html), article);
      });
      expect(ids.size, "item ids are unique").toBe(feed.items.length);
    }
  });
});

describe("absoluteHtml", () => {
  it("makes site paths and in-page anchors absolute, and leaves other sites alone", () => {
    const html =
      '<a href="/features">x</a> <a href="#setup">y</a> <a href="https://example.com/a">z</a> <a href="mailto:a@b.c">m</a>';
    expect(absoluteHtml(html, "https://flowboard.example", "/changelog#run-history")).toBe(
      '<a href="https://flowboard.example/features">x</a> <a href="https://flowboard.example/changelog#setup">y</a> <a href="https://example.com/a">z</a> <a href="mailto:a@b.c">m</a>',
    );
  });

  it("a feed with a ']]>' in an article still parses to the same text", () => {
    const [first] = articles.blog;
    if (!first) throw new Error("no blog posts");
    const tricky = { ...first, html: `${first.html}<p><code>a]]&gt;b</code> and a]]>b</p>` };
    const xml = rssFeed({ ...inputOf(groups()[0]), items: [tricky] });
    const { rss } = parseXml<{ rss: { channel: { item: Element[] } } }>(xml);
    expect(rss.channel.item[0]?.["content:encoded"]).toBe(
      absoluteHtml(tricky.html, site.origin, tricky.path).trim(),
    );
  });
});

describe("each language's own feed (docs/decisions/048)", () => {
  const germanInput = (): FeedInput => ({
    group: feedGroupsIn("de").blog,
    description: feedDescriptionsIn("de").blog,
    items: inLanguage(articles.blog, articles.translated.de?.blog),
    origin: site.origin,
    siteName: site.name,
    locale: "de",
  });

  it("lives under the language's prefix, titled in its language", () => {
    const group = feedGroupsIn("de").blog;
    expect(group.rss).toBe("/de/resources/blog/rss.xml");
    expect(group.title).not.toBe(blogFeeds.title);
    const feed = parseXml<{ feed: Element }>(atomFeed(germanInput())).feed;
    expect(feed["@xml:lang"]).toBe("de");
    expect(feed.title).toBe(group.title);
  });

  it("lists every post: the translations as German, the others marked English, all under /de", () => {
    const input = germanInput();
    const entries = parseXml<{ feed: { entry: Element[] } }>(atomFeed(input)).feed.entry;
    expect(entries).toHaveLength(articles.blog.length);
    input.items.forEach((item, index) => {
      const entry = entries[index] as Element;
      expect(entry.title).toBe(item.title);
      expect(entry["@xml:lang"]).toBe(item.lang === "de" ? undefined : "en-US");
      expect(entry.id).toBe(`${site.origin}/de/resources/blog/${item.slug}`);
    });
    const json = JSON.parse(jsonFeed(input));
    expect(json.language).toBe("de");
    expect(json.items.map((item: { language?: string }) => item.language)).toEqual(
      input.items.map((item) => (item.lang === "de" ? undefined : "en-US")),
    );
    const rss = parseXml<{ rss: { channel: { item: Element[] } } }>(rssFeed(input)).rss.channel;
    expect(rss.item.map((item) => item["dc:language"])).toEqual(
      input.items.map((item) => (item.lang === "de" ? undefined : "en-US")),
    );
  });
});
