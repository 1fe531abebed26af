// sitemap.xml and robots.txt, from the prerendered pages themselves: each page's canonical
// link (built from `site.origin` by app/lib/meta.ts) is its absolute URL, so the origin is
// typed once, in app/content/site.ts.

function attributeOf(tag, name) {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
}

const decodeEntities = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The href of the page's `<link rel="canonical">`, if it has one. */
export function canonicalUrl(html) {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (attributeOf(tag, "rel")?.toLowerCase() === "canonical") {
      const href = attributeOf(tag, "href");
      return href === undefined ? undefined : decodeEntities(href);
    }
  }
  return undefined;
}

/** The page's `<link rel="alternate" hreflang>` links: the same page in each language. */
export function languageAlternates(html) {
  const alternates = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const hreflang = attributeOf(tag, "hreflang");
    const href = attributeOf(tag, "href");
    if (attributeOf(tag, "rel")?.toLowerCase() === "alternate" && hreflang && href)
      alternates.push({ hreflang, href: decodeEntities(href) });
  }
  return alternates;
}

/** True when the page asks search engines not to index it. */
export function isNoindex(html) {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (
      attributeOf(tag, "name")?.toLowerCase() === "robots" &&
      /\bnoindex\b/i.test(attributeOf(tag, "content") ?? "")
    )
      return true;
  }
  return false;
}

const escapeXml = (value) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The URLs to list from `pages` ({ route, html }): every page's canonical URL, once (an
 * English article shown under another language's prefix names the English URL, which is
 * listed for the English page), none marked noindex or a copy of another page in
 * its own language (a page in a chosen currency, `isCopyOfAnother`). A page without either is a bug in its meta and fails the build, and so
 * does a canonical URL on another origin than the home page's.
 */
export function sitemapUrls(pages) {
  const home = pages.find((page) => page.route === "/");
  const homeUrl = home && canonicalUrl(home.html);
  if (!homeUrl) throw new Error("The home page has no canonical URL; the site origin is unknown.");
  const origin = new URL(homeUrl).origin;
  const urls = [];
  /** @type {Map<string, { hreflang: string, href: string }[]>} */
  const alternates = new Map();
  for (const { route, html } of pages) {
    if (isNoindex(html)) continue;
    const url = canonicalUrl(html);
    if (!url) throw new Error(`${route} has no <link rel="canonical"> (use pageMeta).`);
    if (new URL(url).origin !== origin)
      throw new Error(`${route} has a canonical URL on another origin: ${url}`);
    if (isCopyOfAnother(route, url)) continue;
    if (!urls.includes(url)) urls.push(url);
    const links = languageAlternates(html);
    if (links.length) alternates.set(url, links);
  }
  return { origin, urls: urls.sort(), alternates };
}

/**
 * Whether the page at `route` names another page as canonical: it is a copy of that page
 * (a page in a chosen currency, "/de/pricing/usd", is /de/pricing), listed and searched once,
 * as that page.
 * @param {string} route
 * @param {string} canonical
 */
export function isCopyOfAnother(route, canonical) {
  return new URL(canonical).pathname.replace(/(.)\/$/, "$1") !== route;
}

/**
 * The sitemap; a page that exists in several languages lists each (hreflang and x-default),
 * as its HTML does.
 */
export function sitemapXml(urls, alternates = new Map()) {
  const entries = urls.map((url) => {
    const links = (alternates.get(url) ?? []).map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    );
    return `  <url><loc>${escapeXml(url)}</loc>${links.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}

/** The team's pages (/admin) are kept out of crawlers' way; they also send noindex. */
export function robotsTxt(origin) {
  return `User-agent: *
Disallow: /admin
Allow: /

Sitemap: ${new URL("/sitemap.xml", origin)}
`;
}
