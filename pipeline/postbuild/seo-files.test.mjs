// @vitest-environment node
import { describe, expect, it } from "vitest";
import { canonicalUrl, isNoindex, robotsTxt, sitemapUrls, sitemapXml } from "./seo-files.mjs";

const page = (route, head) => ({ route, html: `<html><head>${head}</head><body></body></html>` });
const canonical = (href) => `<link rel="canonical" href="${href}"/>`;

describe("reading pages", () => {
  it("finds the canonical URL and the noindex flag", () => {
    expect(
      canonicalUrl(
        `<link rel="icon" href="/x.svg"/>${canonical("https://a.example/b?x=1&amp;y=2")}`,
      ),
    ).toBe("https://a.example/b?x=1&y=2");
    expect(canonicalUrl('<link rel="stylesheet" href="/a.css"/>')).toBeUndefined();
    expect(isNoindex('<meta name="robots" content="noindex"/>')).toBe(true);
    expect(isNoindex('<meta name="robots" content="index, follow"/>')).toBe(false);
  });
});

describe("sitemap", () => {
  const pages = [
    page("/features", canonical("https://flowboard.example/features")),
    page("/", canonical("https://flowboard.example/")),
    page("/404", '<meta name="robots" content="noindex"/>'),
  ];

  it("lists every indexable page by its absolute canonical URL, and not the noindex ones", () => {
    expect(sitemapUrls(pages)).toEqual({
      origin: "https://flowboard.example",
      urls: ["https://flowboard.example/", "https://flowboard.example/features"],
      alternates: new Map(),
    });
  });

  it("lists a URL once when another page names it canonical (an English article under /de)", () => {
    const post = canonical("https://flowboard.example/resources/blog/x");
    const { urls } = sitemapUrls([
      ...pages,
      page("/resources/blog/x", post),
      page("/de/resources/blog/x", post),
    ]);
    expect(urls.filter((url) => url.endsWith("/resources/blog/x"))).toEqual([
      "https://flowboard.example/resources/blog/x",
    ]);
  });

  it("fails the build for a page with no canonical URL or one on another origin", () => {
    expect(() => sitemapUrls([...pages, page("/about", "")])).toThrow(/\/about has no/);
    expect(() =>
      sitemapUrls([...pages, page("/x", canonical("https://elsewhere.example/x"))]),
    ).toThrow(/another origin/);
  });

  it("writes sitemaps.org XML, escaped", () => {
    const xml = sitemapXml(["https://flowboard.example/", "https://flowboard.example/a?b=1&c=2"]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(xml).toContain("<url><loc>https://flowboard.example/</loc></url>");
    expect(xml).toContain("<loc>https://flowboard.example/a?b=1&amp;c=2</loc>");
  });

  it("lists a page's other languages as its HTML names them, x-default included", () => {
    const alternate = (hreflang, href) =>
      `<link rel="alternate" hrefLang="${hreflang}" href="${href}"/>`;
    const german = page(
      "/de/pricing",
      canonical("https://flowboard.example/de/pricing") +
        alternate("en", "https://flowboard.example/pricing") +
        alternate("de", "https://flowboard.example/de/pricing") +
        alternate("x-default", "https://flowboard.example/pricing"),
    );
    const { urls, alternates } = sitemapUrls([...pages, german]);
    expect(sitemapXml(urls, alternates)).toContain(
      '<url><loc>https://flowboard.example/de/pricing</loc><xhtml:link rel="alternate" hreflang="en" href="https://flowboard.example/pricing"/><xhtml:link rel="alternate" hreflang="de" href="https://flowboard.example/de/pricing"/><xhtml:link rel="alternate" hreflang="x-default" href="https://flowboard.example/pricing"/></url>',
    );
  });

  it("is named in robots.txt by its absolute URL, which keeps crawlers out of /admin", () => {
    expect(robotsTxt("https://flowboard.example")).toBe(
      "User-agent: *\nDisallow: /admin\nAllow: /\n\nSitemap: https://flowboard.example/sitemap.xml\n",
    );
  });
});
